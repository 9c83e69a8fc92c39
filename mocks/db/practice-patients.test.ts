import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { ConfirmAppointmentResponse } from '@/api/generated/public/public.zod';
import type { SendingAppointment } from '@/domain/sending-types';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { expectContract, expectProblem } from '../handlers/api-test-client';
import { databaseCollections, resetDatabase } from './database';
import { createPersistence } from './persistence';
import { HISTORY_PRACTICE, PRACTICES } from './practice-directory';
import { findGeneratedAppointment, practicePatients } from './practice-patients';
import { findPractice } from './practices';
import { confirmableAppointments } from './public';

/** The confirmation page calls without a token: none is sent here either. */
const confirm = (practiceId: string, appointmentId: string) =>
  fetch(`http://localhost/api/public/practice/${practiceId}/appointment/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appointmentId, eventType: 'Confirmation', protocol: 'SMS' }),
  });

// Generated appointments are relative to the real today, and so is the public operation's "past".
const todayOf = (practiceId: string) => zonedDay(new Date(), findPractice(practiceId)!.timezone);

const appointmentsOf = (practiceId = HISTORY_PRACTICE.id) =>
  practicePatients(practiceId, todayOf(practiceId)).appointments;

/** An appointment the patient can still confirm: not cancelled, not confirmed, hours ahead. */
const confirmable = (practiceId = HISTORY_PRACTICE.id): SendingAppointment =>
  appointmentsOf(practiceId).find(
    (appointment) =>
      !appointment.cancelled &&
      appointment.confirmedAt === undefined &&
      Date.parse(appointment.startsAt) > Date.now() + 3_600_000,
  )!;

const seen = (appointmentId: string) =>
  appointmentsOf().find((appointment) => appointment.id === appointmentId);

describe('confirming a generated appointment through the public operation', () => {
  afterEach(() => resetDatabase());

  it('confirms it once, and every later read of the practice sees the confirmation', async () => {
    const appointment = confirmable();
    expect(seen(appointment.id)?.confirmedAt).toBeUndefined();

    const first = await expectContract(
      await confirm(HISTORY_PRACTICE.id, appointment.id),
      ConfirmAppointmentResponse,
    );
    expect(first).toMatchObject({
      appointmentId: appointment.id,
      alreadyConfirmed: false,
      startAt: appointment.startsAt,
      practiceName: HISTORY_PRACTICE.name,
    });
    expect(seen(appointment.id)?.confirmedAt).toBe(first.confirmedAt);
    expect(findGeneratedAppointment(HISTORY_PRACTICE.id, appointment.id)?.confirmedAt).toBe(
      first.confirmedAt,
    );

    const second = await expectContract(
      await confirm(HISTORY_PRACTICE.id, appointment.id),
      ConfirmAppointmentResponse,
    );
    expect(second).toMatchObject({ alreadyConfirmed: true, confirmedAt: first.confirmedAt });
    expect(confirmableAppointments.findMany((q) => q.where({ appointmentId: appointment.id }))).toHaveLength(
      1,
    );
  });

  it('answers alreadyConfirmed with the time of a confirmation the patient made before', async () => {
    const confirmed = appointmentsOf().find(
      (appointment) => appointment.confirmedAt && Date.parse(appointment.startsAt) > Date.now(),
    )!;
    const answer = await expectContract(
      await confirm(HISTORY_PRACTICE.id, confirmed.id),
      ConfirmAppointmentResponse,
    );
    expect(answer).toMatchObject({ alreadyConfirmed: true, confirmedAt: confirmed.confirmedAt });
  });

  it('answers 409 for a cancelled one or a past one, 404 for one of another practice', async () => {
    const cancelled = appointmentsOf().find((appointment) => appointment.cancelled)!;
    expect((await expectProblem(await confirm(HISTORY_PRACTICE.id, cancelled.id), 409)).code).toBe(
      'APPOINTMENT_CANCELLED',
    );

    // Last week's agenda, as seen then: its appointments are past now.
    const today = todayOf(HISTORY_PRACTICE.id);
    const past = practicePatients(HISTORY_PRACTICE.id, addDays(today, -7)).appointments.find(
      (appointment) =>
        !appointment.cancelled &&
        zonedDay(new Date(appointment.startsAt), findPractice(HISTORY_PRACTICE.id)!.timezone) < today,
    )!;
    expect((await expectProblem(await confirm(HISTORY_PRACTICE.id, past.id), 409)).code).toBe(
      'APPOINTMENT_PAST',
    );

    const elsewhere = PRACTICES.find((entry) => entry.id !== HISTORY_PRACTICE.id)!;
    const theirs = confirmable(elsewhere.id);
    await expectProblem(await confirm(HISTORY_PRACTICE.id, theirs.id), 404);
    expect(findGeneratedAppointment(HISTORY_PRACTICE.id, theirs.id)).toBeUndefined();
    const answer = await expectContract(await confirm(elsewhere.id, theirs.id), ConfirmAppointmentResponse);
    expect(answer).toMatchObject({ alreadyConfirmed: false, practiceName: elsewhere.name });
  });

  it('is kept across a reload when saved like the other writes, and forgotten by a reset', async () => {
    expect(databaseCollections().find(({ name }) => name === 'confirmableAppointments')?.saved).toBe(true);
    const persistence = createPersistence(window.localStorage);
    onTestFinished(persistence.track('confirmableAppointments', confirmableAppointments));
    onTestFinished(() => window.localStorage.clear());

    const appointment = confirmable();
    const { confirmedAt } = await expectContract(
      await confirm(HISTORY_PRACTICE.id, appointment.id),
      ConfirmAppointmentResponse,
    );
    persistence.flush();

    // A reset puts the seed back: the confirmation is gone...
    await resetDatabase();
    expect(seen(appointment.id)?.confirmedAt).toBeUndefined();
    // ...and a reload puts back what the browser saved.
    expect(
      await createPersistence(window.localStorage).restore(
        'confirmableAppointments',
        confirmableAppointments,
      ),
    ).toBe(true);
    expect(seen(appointment.id)?.confirmedAt).toBe(confirmedAt);
  });
});
