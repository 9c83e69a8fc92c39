import { describe, expect, it } from 'vitest';
import { ConfirmAppointmentResponse } from '@/api/generated/public/public.zod';
import { DEMO_APPOINTMENTS, confirmableAppointments } from '../db/public';
import { HISTORY_PRACTICE, PRACTICES } from '../db/practice-directory';
import { expectContract, expectProblem, fieldsOf } from './api-test-client';

/** The confirmation page calls without a token: none is sent here either. */
const confirm = (practiceId: string, appointmentId: string, protocol = 'SMS') =>
  fetch(`http://localhost/api/public/practice/${practiceId}/appointment/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appointmentId, eventType: 'Confirmation', protocol }),
  });

describe('public appointment confirmation', () => {
  it('confirms once, then answers alreadyConfirmed with the first confirmation time', async () => {
    const { practiceId, appointmentId } = DEMO_APPOINTMENTS.upcoming;
    const first = await expectContract(
      await confirm(practiceId, appointmentId, 'Email'),
      ConfirmAppointmentResponse,
    );
    expect(first).toMatchObject({
      appointmentId,
      alreadyConfirmed: false,
      practiceName: HISTORY_PRACTICE.name,
    });

    const second = await expectContract(await confirm(practiceId, appointmentId), ConfirmAppointmentResponse);
    expect(second).toMatchObject({
      alreadyConfirmed: true,
      confirmedAt: first.confirmedAt,
      startAt: first.startAt,
    });
  });

  it('answers alreadyConfirmed for an appointment confirmed before', async () => {
    const { practiceId, appointmentId } = DEMO_APPOINTMENTS.alreadyConfirmed;
    const seeded = confirmableAppointments.findFirst((q) => q.where({ appointmentId }))!;
    const answer = await expectContract(await confirm(practiceId, appointmentId), ConfirmAppointmentResponse);
    expect(answer).toMatchObject({ alreadyConfirmed: true, confirmedAt: seeded.confirmedAt });
  });

  it('answers 409 for a cancelled or past appointment', async () => {
    const cancelled = await expectProblem(
      await confirm(DEMO_APPOINTMENTS.cancelled.practiceId, DEMO_APPOINTMENTS.cancelled.appointmentId),
      409,
    );
    expect(cancelled.code).toBe('APPOINTMENT_CANCELLED');
    const past = await expectProblem(
      await confirm(DEMO_APPOINTMENTS.past.practiceId, DEMO_APPOINTMENTS.past.appointmentId),
      409,
    );
    expect(past.code).toBe('APPOINTMENT_PAST');
  });

  it('answers 404 for an unknown appointment, another practice or an unknown practice', async () => {
    const { practiceId, appointmentId } = DEMO_APPOINTMENTS.upcoming;
    await expectProblem(await confirm(practiceId, 'Unknown12345678'), 404);
    const otherPractice = PRACTICES.find((practice) => practice.id !== practiceId)!;
    await expectProblem(await confirm(otherPractice.id, appointmentId), 404);
    await expectProblem(await confirm(crypto.randomUUID(), appointmentId), 404);
  });

  it('answers 400 with the fields at fault for a bad body', async () => {
    const { practiceId } = DEMO_APPOINTMENTS.upcoming;
    const response = await fetch(`http://localhost/api/public/practice/${practiceId}/appointment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appointmentId: 'short', eventType: 'Cancellation', protocol: 'EMAIL' }),
    });
    expect(fieldsOf(await expectProblem(response, 400)).sort()).toEqual([
      'appointmentId',
      'eventType',
      'protocol',
    ]);
  });
});
