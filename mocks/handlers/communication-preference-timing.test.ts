import { describe, expect, it } from 'vitest';
import {
  CreateCommunicationPreferenceResponse,
  UpdateCommunicationPreferenceResponse,
} from '@/api/generated/communication/communication.zod';
import { communicationPreferences } from '../db/communication';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { expectContract, expectProblem, fieldsOf } from './api-test-client';
import {
  path,
  practiceNamed,
  preferenceOf,
  sysadmin,
  unconfigure,
} from './communication-preferences.test-support';

describe('when communication preferences send', () => {
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
});
