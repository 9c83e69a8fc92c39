import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CreateCommunicationPreferenceResponse,
  UpdateCommunicationPreferenceResponse,
} from '@/api/generated/communication/communication.zod';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { PREFERENCE_SETTLE_MS } from './communication-preference-rules';
import { expectContract, expectProblem, fieldsOf } from './api-test-client';
import {
  list,
  path,
  practiceNamed,
  preferenceOf,
  sysadmin,
  unconfigure,
} from './communication-preferences.test-support';

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
