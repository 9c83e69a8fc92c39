import type { SendingAppointment } from './sending-types';

/**
 * Whether the patient had confirmed the appointment by `at` (ms): a confirmation holds for the
 * start the patient confirmed, so one given before the appointment moved no longer counts and a
 * confirmation request goes for the new time (docs/decisions/041-sending-rules-at-their-edges.md).
 * The one test behind ALREADY_CONFIRMED and the confirmation request and link a notification
 * leaves out.
 */
export const isConfirmedBy = (appointment: SendingAppointment, at: number): boolean =>
  appointment.confirmedAt !== undefined &&
  appointment.confirmedStartsAt !== undefined &&
  Date.parse(appointment.confirmedStartsAt) === Date.parse(appointment.startsAt) &&
  Date.parse(appointment.confirmedAt) <= at;
