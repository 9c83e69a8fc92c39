import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CreateCommunicationPreferenceResponse,
  GetCommunicationPreferencesResponse,
  UpdateCommunicationPreferenceResponse,
} from '@/api/generated/communication/communication.zod';
import type { MessageKind } from '@/api/generated/communication/model';
import { communicationPreferences } from '../db/communication';
import { HISTORY_PRACTICE, PRACTICES, type PracticeEntry } from '../db/practice-directory';
import { PREFERENCE_SETTLE_MS } from './communication-preference-rules';
import { clientAs, expectContract, expectProblem, fieldsOf } from './api-test-client';

const sysadmin = clientAs('sysadmin');

const practiceNamed = (name: string) => PRACTICES.find((practice) => practice.name === name)!;
const path = (practice: PracticeEntry, suffix = '') =>
  `/practices/${practice.id}/communication/preferences${suffix}`;
const list = async (practice: PracticeEntry) =>
  expectContract(await sysadmin('GET', path(practice)), GetCommunicationPreferencesResponse);
const preferenceOf = async (practice: PracticeEntry, kind: MessageKind) =>
  (await list(practice)).find((preference) => preference.kind === kind)!;

/** Every practice with the module has all three kinds: creating one needs a kind removed first. */
const unconfigure = (practice: PracticeEntry, kind: MessageKind) =>
  communicationPreferences.delete((q) => q.where({ practiceId: practice.id, kind }));

afterEach(() => {
  vi.useRealTimers();
});

describe('communication preferences', () => {
  it('lists one preference per kind, in kind order, with the seeded transitional states', async () => {
    const preferences = await list(HISTORY_PRACTICE);
    expect(preferences.map((preference) => preference.kind)).toEqual([
      'REMINDER',
      'CONFIRMATION',
      'HYGIENE_RECALL',
    ]);
    expect(preferences[0]).not.toHaveProperty('settlesAt');
    expect((await preferenceOf(practiceNamed('Clinique dentaire Rosemont'), 'HYGIENE_RECALL')).state).toBe(
      'ENABLING',
    );
    expect((await preferenceOf(practiceNamed('Centre dentaire Saint-Laurent'), 'CONFIRMATION')).state).toBe(
      'DISABLING',
    );
  });

  it('creates a preference (ENABLING or DISABLED) and refuses a second one of the same kind', async () => {
    const practice = practiceNamed('Bay Street Dental');
    unconfigure(practice, 'HYGIENE_RECALL');
    const body = {
      practiceId: practice.id,
      kind: 'HYGIENE_RECALL',
      enabled: true,
      channels: ['EMAIL', 'SMS'],
      sendTiming: 'AFTER',
      days: 30,
    };
    const created = await expectContract(
      await sysadmin('POST', path(practice), body),
      CreateCommunicationPreferenceResponse,
      201,
    );
    expect(created).toMatchObject({ state: 'ENABLING', days: 30, sendHour: 9, practiceId: practice.id });
    expect((await list(practice)).map((preference) => preference.kind)).toEqual([
      'REMINDER',
      'CONFIRMATION',
      'HYGIENE_RECALL',
    ]);

    await expectProblem(await sysadmin('POST', path(practice), body), 409);

    unconfigure(practice, 'CONFIRMATION');
    const disabled = await expectContract(
      await sysadmin('POST', path(practice), {
        practiceId: practice.id,
        kind: 'CONFIRMATION',
        enabled: false,
        channels: ['SMS'],
        sendTiming: 'APPOINTMENT_CREATION',
        sendHour: 10,
      }),
      CreateCommunicationPreferenceResponse,
      201,
    );
    expect(disabled.state).toBe('DISABLED');
    expect(disabled).not.toHaveProperty('sendHour');
    expect(disabled).not.toHaveProperty('days');
  });

  it('enforces the timing rules of each kind with 400 and the field at fault', async () => {
    const practice = practiceNamed('Ottawa Smile Centre');
    unconfigure(practice, 'REMINDER');
    unconfigure(practice, 'HYGIENE_RECALL');
    const base = { practiceId: practice.id, enabled: true, channels: ['SMS'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'REMINDER', sendTiming: 'AFTER', days: 2 }, 'sendTiming'],
      [{ kind: 'REMINDER', sendTiming: 'BEFORE' }, 'days'],
      [{ kind: 'HYGIENE_RECALL', sendTiming: 'NONE', days: 10 }, 'days'],
      [{ kind: 'HYGIENE_RECALL', sendTiming: 'APPOINTMENT_CREATION' }, 'sendTiming'],
      [{ kind: 'REMINDER', sendTiming: 'BEFORE', days: 2, channels: [] }, 'channels'],
      [{ kind: 'REMINDER', sendTiming: 'BEFORE', days: 2, channels: ['SMS', 'SMS'] }, 'channels'],
      [{ kind: 'REMINDER', sendTiming: 'BEFORE', days: 0 }, 'days'],
      [{ kind: 'REMINDER', sendTiming: 'BEFORE', days: 1.5 }, 'days'],
      [{ kind: 'REMINDER', sendTiming: 'BEFORE', days: 2, practiceId: HISTORY_PRACTICE.id }, 'practiceId'],
    ];
    for (const [fields, field] of cases) {
      const problem = await expectProblem(
        await sysadmin('POST', path(practice), { ...base, ...fields }),
        400,
      );
      expect(fieldsOf(problem), JSON.stringify(fields)).toContain(field);
    }
  });

  it('refuses a send hour in the quiet hours, created or changed, and keeps one saved before', async () => {
    const practice = practiceNamed('Pointe-Claire Family Dentistry');
    unconfigure(practice, 'REMINDER');
    const base = { practiceId: practice.id, kind: 'REMINDER', enabled: true, channels: ['SMS'] };
    for (const sendHour of [7, 21, 23]) {
      const problem = await expectProblem(
        await sysadmin('POST', path(practice), { ...base, sendTiming: 'BEFORE', days: 2, sendHour }),
        400,
      );
      expect(problem.errors).toEqual([expect.objectContaining({ field: 'sendHour', code: 'quiet_hours' })]);
      expect(problem.errors?.[0]?.message).toMatch(/before 8:00 or from 21:00/);
    }
    await expectContract(
      await sysadmin('POST', path(practice), { ...base, sendTiming: 'BEFORE', days: 2, sendHour: 20 }),
      CreateCommunicationPreferenceResponse,
      201,
    );
    const recall = await preferenceOf(practice, 'HYGIENE_RECALL');
    const refused = await expectProblem(
      await sysadmin('PATCH', path(practice, `/${recall.id}`), { sendHour: 22 }),
      400,
    );
    expect(fieldsOf(refused)).toEqual(['sendHour']);
    // A preference saved with such an hour is not locked: a change that leaves the hour alone goes.
    const stored = communicationPreferences.findFirst((q) => q.where({ id: recall.id }))!;
    await communicationPreferences.update(stored, {
      data(record) {
        record.sendHour = 22;
      },
    });
    const channels = await expectContract(
      await sysadmin('PATCH', path(practice, `/${recall.id}`), { channels: ['EMAIL'] }),
      UpdateCommunicationPreferenceResponse,
    );
    expect(channels).toMatchObject({ channels: ['EMAIL'], sendHour: 22 });
  });

  it('moves through DISABLING, refuses the opposite change meanwhile, then settles', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const practice = practiceNamed('Mississauga Dental Arts');
    const reminder = await preferenceOf(practice, 'REMINDER');
    expect(reminder.state).toBe('ENABLED');
    const preferencePath = path(practice, `/${reminder.id}`);

    const disabling = await expectContract(
      await sysadmin('PATCH', preferencePath, { enabled: false }),
      UpdateCommunicationPreferenceResponse,
    );
    expect(disabling.state).toBe('DISABLING');
    expect(
      fieldsOf(await expectProblem(await sysadmin('PATCH', preferencePath, { enabled: true }), 409)),
    ).toEqual([]);
    const again = await expectContract(
      await sysadmin('PATCH', preferencePath, { enabled: false, days: 3 }),
      UpdateCommunicationPreferenceResponse,
    );
    expect(again).toMatchObject({ state: 'DISABLING', days: 3 });

    vi.setSystemTime(Date.now() + PREFERENCE_SETTLE_MS + 1_000);
    expect((await preferenceOf(practice, 'REMINDER')).state).toBe('DISABLED');
    const enabling = await expectContract(
      await sysadmin('PATCH', preferencePath, { enabled: true }),
      UpdateCommunicationPreferenceResponse,
    );
    expect(enabling.state).toBe('ENABLING');
  });

  it('clears days and the send hour when the new timing does not use them', async () => {
    const practice = practiceNamed('Clinique dentaire de Hearst');
    const recall = await preferenceOf(practice, 'HYGIENE_RECALL');
    const recallPath = path(practice, `/${recall.id}`);
    const onDueDate = await expectContract(
      await sysadmin('PATCH', recallPath, { sendTiming: 'NONE' }),
      UpdateCommunicationPreferenceResponse,
    );
    expect(onDueDate.sendTiming).toBe('NONE');
    expect(onDueDate).not.toHaveProperty('days');
    expect(
      fieldsOf(await expectProblem(await sysadmin('PATCH', recallPath, { sendTiming: 'BEFORE' }), 400)),
    ).toEqual(['days']);
    const before = await expectContract(
      await sysadmin('PATCH', recallPath, { sendTiming: 'BEFORE', days: 14 }),
      UpdateCommunicationPreferenceResponse,
    );
    expect(before).toMatchObject({ sendTiming: 'BEFORE', days: 14 });

    const confirmation = await preferenceOf(practice, 'CONFIRMATION');
    const atCreation = await expectContract(
      await sysadmin('PATCH', path(practice, `/${confirmation.id}`), { sendTiming: 'APPOINTMENT_CREATION' }),
      UpdateCommunicationPreferenceResponse,
    );
    expect(atCreation).not.toHaveProperty('days');
    expect(atCreation).not.toHaveProperty('sendHour');
  });

  it('answers 400 for an empty change, 404 for an unknown preference or practice, 403 without the module', async () => {
    const reminder = await preferenceOf(HISTORY_PRACTICE, 'REMINDER');
    await expectProblem(await sysadmin('PATCH', path(HISTORY_PRACTICE, `/${reminder.id}`), {}), 400);
    await expectProblem(
      await sysadmin('PATCH', path(HISTORY_PRACTICE, `/${crypto.randomUUID()}`), { enabled: true }),
      404,
    );
    const elsewhere = practiceNamed('Bay Street Dental');
    await expectProblem(await sysadmin('PATCH', path(elsewhere, `/${reminder.id}`), { enabled: true }), 404);
    await expectProblem(
      await sysadmin('GET', `/practices/${crypto.randomUUID()}/communication/preferences`),
      404,
    );

    const withoutModule = practiceNamed('Centre dentaire Sainte-Foy');
    expect(await list(withoutModule)).toEqual([]);
    const problem = await expectProblem(
      await sysadmin('POST', path(withoutModule), {
        practiceId: withoutModule.id,
        kind: 'REMINDER',
        enabled: true,
        channels: ['SMS'],
        sendTiming: 'BEFORE',
        days: 2,
      }),
      403,
    );
    expect(problem.code).toBe('MODULE_NOT_ACTIVE');
  });

  it('notifies on booking for appointment notifications only, kept across reads', async () => {
    const reminder = await preferenceOf(HISTORY_PRACTICE, 'REMINDER');
    expect(reminder.notifyOnBooking).toBeUndefined();
    const updated = await expectContract(
      await sysadmin('PATCH', path(HISTORY_PRACTICE, `/${reminder.id}`), { notifyOnBooking: true }),
      UpdateCommunicationPreferenceResponse,
    );
    expect(updated.notifyOnBooking).toBe(true);
    expect((await preferenceOf(HISTORY_PRACTICE, 'REMINDER')).notifyOnBooking).toBe(true);

    const recall = await preferenceOf(HISTORY_PRACTICE, 'HYGIENE_RECALL');
    const problem = await expectProblem(
      await sysadmin('PATCH', path(HISTORY_PRACTICE, `/${recall.id}`), { notifyOnBooking: true }),
      400,
    );
    expect(fieldsOf(problem)).toEqual(['notifyOnBooking']);
  });
});
