import { HttpResponse, http } from 'msw';
import { ConfirmAppointmentBody } from '@/api/generated/public/public.zod';
import type { AppointmentConfirmation } from '@/api/generated/public/model';
import { apiPath } from '../config';
import { confirmableAppointments } from '../db/public';
import { confirmGeneratedAppointment, type GeneratedConfirmation } from '../db/practice-patients';
import { findPractice } from '../db/practices';
import { seedNow } from '../db/seed-clock';
import { nowIso } from './communication-practice';
import { conflict, notFound, readJsonBody } from './problem';
import { preferencesControlHandlers } from './preferences-control';
import { patientPreferencesHandlers } from './public-preferences';

/** A generated appointment of the practice's agenda (practice-patients.ts), judged on the real clock. */
const answerGenerated = (practiceName: string, appointmentId: string, result: GeneratedConfirmation) => {
  switch (result.outcome) {
    case 'not-found':
      return notFound('This appointment does not exist.');
    case 'cancelled':
      return conflict('This appointment was cancelled.', 'APPOINTMENT_CANCELLED');
    case 'past':
      return conflict('This appointment is already past.', 'APPOINTMENT_PAST');
    case 'confirmed': {
      const { confirmedAt, alreadyConfirmed, startAt } = result;
      const answer: AppointmentConfirmation = {
        appointmentId,
        confirmedAt,
        alreadyConfirmed,
        startAt,
        practiceName,
      };
      return HttpResponse.json(answer);
    }
  }
};

/** The public operations (no token: the auth gate lets /public/ through). */
export const publicHandlers = [
  http.post(apiPath('/public/practice/:practiceId/appointment/confirm'), async ({ request, params }) => {
    // No caller to check: the link's unguessable appointment id is what protects this call.
    const { appointmentId } = await readJsonBody(request, ConfirmAppointmentBody);
    const practice = findPractice(String(params.practiceId));
    if (!practice) return notFound(`Practice ${String(params.practiceId)} does not exist.`);
    // Another practice's appointment answers like an unknown one: the link must not reveal it exists.
    const appointment = confirmableAppointments.findFirst((q) =>
      q.where({ appointmentId, practiceId: practice.id }),
    );
    if (!appointment || appointment.generated) {
      return answerGenerated(
        practice.name,
        appointmentId,
        await confirmGeneratedAppointment(practice.id, appointmentId),
      );
    }
    if (appointment.cancelled) return conflict('This appointment was cancelled.', 'APPOINTMENT_CANCELLED');
    if (Date.parse(appointment.startAt) < seedNow().getTime()) {
      return conflict('This appointment is already past.', 'APPOINTMENT_PAST');
    }

    const alreadyConfirmed = appointment.confirmedAt !== undefined;
    const confirmedAt = appointment.confirmedAt ?? nowIso();
    if (!alreadyConfirmed) {
      await confirmableAppointments.update(appointment, {
        data(draft) {
          draft.confirmedAt = confirmedAt;
        },
      });
    }
    const answer: AppointmentConfirmation = {
      appointmentId,
      confirmedAt,
      alreadyConfirmed,
      startAt: appointment.startAt,
      practiceName: practice.name,
    };
    return HttpResponse.json(answer);
  }),
  ...patientPreferencesHandlers,
  // Not part of the contract: the links of patients' pages, for a demo and the tests.
  ...preferencesControlHandlers,
];
