import type { AppointmentEventProtocol } from '@/api/generated/public/model';

/**
 * What the backend puts in the link of a confirmation message (documented in the contract,
 * openapi/public.yaml, and docs/remote-mode.md):
 *   /confirmation?practiceId=<uuid>&appointmentId=<opaque id>&channel=SMS|EMAIL&lang=fr|en
 * `lang` is read by the language detection (src/i18n/locale.ts), not here.
 */
export interface ConfirmationLink {
  practiceId: string;
  appointmentId: string;
  protocol: AppointmentEventProtocol;
}

// The contract's pattern for appointmentId: anything else cannot be a link the backend built.
const APPOINTMENT_ID = /^[A-Za-z0-9_-]{8,128}$/;
const PRACTICE_ID = /^[0-9a-fA-F-]{36}$/;

/** The link's channel as the operation spells it; Email when the link says nothing (SPEC §4). */
const protocolOf = (channel: string | null): AppointmentEventProtocol =>
  channel?.trim().toUpperCase() === 'SMS' ? 'SMS' : 'Email';

/** The confirmation link read from the address's query, or undefined when it is incomplete or garbled. */
export const readConfirmationLink = (search: string): ConfirmationLink | undefined => {
  const params = new URLSearchParams(search);
  const practiceId = params.get('practiceId')?.trim() ?? '';
  const appointmentId = params.get('appointmentId')?.trim() ?? '';
  if (!PRACTICE_ID.test(practiceId) || !APPOINTMENT_ID.test(appointmentId)) return undefined;
  return { practiceId, appointmentId, protocol: protocolOf(params.get('channel')) };
};
