import type { ConfirmationRequestSent, ReplyEffectInput } from './reply-effects';
import type { SendingAppointment, SendingPatient, SendingPractice } from './sending-types';

/**
 * The world the reply-effects tests read replies in: a Plateau practice, four patients (a family
 * sharing one mobile among them), their appointments in November 2026, and the requests sent.
 */

export const practice: SendingPractice = {
  id: 'practice-1',
  name: 'Clinique dentaire du Plateau',
  phone: '+15145550100',
  timezone: 'America/Montreal',
  province: 'quebec',
  communicationLanguage: 'FR',
};

const patient = (id: string, values: Partial<SendingPatient>): SendingPatient => ({
  id,
  fileNumber: id.toUpperCase(),
  firstName: 'Marie',
  lastName: 'Côté',
  optOuts: [],
  ...values,
});

export const marie = patient('marie', { phone: '514 555-0123', email: 'Marie.Cote@example.ca' });
export const paul = patient('paul', {
  firstName: 'Paul',
  lastName: 'Smith',
  language: 'EN',
  phone: '(438) 555-0199',
});
// A family: one mobile for the mother and her son.
const lucie = patient('lucie', { firstName: 'Lucie', lastName: 'Roy', phone: '819-555-0111' });
const leo = patient('leo', { firstName: 'Léo', lastName: 'Roy', language: 'EN', phone: '8195550111' });

export const appointment = (
  id: string,
  patientId: string,
  startsAt: string,
  values: Partial<SendingAppointment> = {},
) => ({
  id,
  patientId,
  startsAt,
  type: { id: 'hyg', label: 'Cleaning', labelFr: 'Nettoyage', isHygiene: true },
  professional: 'Dre Gagnon',
  createdAt: '2026-10-01T12:00:00Z',
  cancelled: false,
  ...values,
});

const appointments: SendingAppointment[] = [
  appointment('a-marie-1', 'marie', '2026-11-20T14:00:00Z'),
  appointment('a-marie-2', 'marie', '2026-11-27T14:00:00Z'),
  appointment('a-paul', 'paul', '2026-11-18T15:00:00Z'),
  appointment('a-lucie', 'lucie', '2026-11-19T13:00:00Z'),
  appointment('a-leo', 'leo', '2026-11-19T13:30:00Z'),
  appointment('a-started', 'paul', '2026-11-16T13:00:00Z'),
];

export const request = (
  appointmentId: string,
  patientId: string,
  to: string,
  sentAt: string,
): ConfirmationRequestSent => ({
  appointmentId,
  patientId,
  channel: 'SMS',
  to,
  sentAt,
});

export const input = (
  text: string,
  from: string,
  requests: ConfirmationRequestSent[],
  values: Partial<ReplyEffectInput> = {},
): ReplyEffectInput => ({
  reply: { channel: 'SMS', from, text, receivedAt: '2026-11-16T15:00:00Z' },
  practice,
  patients: [marie, paul, lucie, leo],
  appointments,
  requests,
  ...values,
});
