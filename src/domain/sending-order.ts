import type { Channel, MessageKind } from '@/api/generated/communication/model';
import type { PlannedMessage, SendingPatient } from './sending-types';

/**
 * The order of the list, which is also the order the SMS package takes the SMS in: by moment (to
 * the second, as `scheduledAt` is written), then the patient's last and first name, then the kind
 * (REMINDER, CONFIRMATION, HYGIENE_RECALL), then the channel (EMAIL before SMS), then the id.
 */

const KIND_ORDER: Record<MessageKind, number> = { REMINDER: 0, CONFIRMATION: 1, HYGIENE_RECALL: 2 };
const CHANNEL_ORDER: Record<Channel, number> = { EMAIL: 0, SMS: 1 };

/** A message with what orders it, worked out once rather than at each comparison. */
export interface OrderedMessage {
  /** The moment in whole seconds since the epoch. */
  second: number;
  /** The patient's place in the order of names (`nameRanks`). */
  rank: number;
  message: PlannedMessage;
}

/** A name as the order of names reads it: without accents or case, so Côté sorts with Cote. */
const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each patient's place in the order of names: last name, then first name, without accents or
 * case, then as written, then by id. A rule the backend can reproduce exactly, unlike a locale's
 * collation, and cheap for 3,000 patients.
 */
export const nameRanks = (patients: readonly SendingPatient[]): Map<string, number> => {
  const keyed = patients.map((patient) => ({
    patient,
    key: `${nameKey(patient.lastName)}\u0000${nameKey(patient.firstName)}`,
    written: `${patient.lastName}\u0000${patient.firstName}`,
  }));
  keyed.sort(
    (a, b) =>
      compareText(a.key, b.key) ||
      compareText(a.written, b.written) ||
      compareText(a.patient.id, b.patient.id),
  );
  return new Map(keyed.map(({ patient }, index) => [patient.id, index]));
};

export const inSendingOrder = (a: OrderedMessage, b: OrderedMessage): number =>
  a.second - b.second ||
  a.rank - b.rank ||
  KIND_ORDER[a.message.kind] - KIND_ORDER[b.message.kind] ||
  CHANNEL_ORDER[a.message.channel] - CHANNEL_ORDER[b.message.channel] ||
  compareText(a.message.id, b.message.id);
