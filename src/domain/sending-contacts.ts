import type { Channel, Language } from '@/api/generated/communication/model';
import { toE164 } from '@/utils/phone';
import type { OptOut, SendingPatient } from './sending-types';

/**
 * Whether a patient can be reached on a channel (docs/decisions/017-sending-rules.md): the
 * practice-management system holds contacts as typed, valid or not, and a patient may have
 * stopped one channel and kept the other.
 */

/** A North American number, however it was typed: what the SMS provider can deliver to. */
export const isValidSmsPhone = (phone: string | undefined): boolean =>
  phone !== undefined && toE164(phone) !== undefined;

/**
 * One @, a local part, a domain with a dot inside it, no spaces anywhere: the check decision 017
 * states, loose on purpose (the mail server is the judge of the rest), strict on what surely
 * bounces. Surrounding spaces count as spaces: the sending service does not trim.
 */
const EMAIL = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@.]+$/;

export const isValidEmail = (email: string | undefined): boolean => email !== undefined && EMAIL.test(email);

/** Whether the patient's contact for a channel is one the provider can send to. */
export const hasValidContact = (
  patient: Pick<SendingPatient, 'phone' | 'email'>,
  channel: Channel,
): boolean => (channel === 'SMS' ? isValidSmsPhone(patient.phone) : isValidEmail(patient.email));

/**
 * The word a patient answers to stop a channel, in each language: what the carriers of Canada
 * honour, and what every SMS tells the patient to answer (`{{unsubscribeLine}}`,
 * template-identification.ts). ARRET is written without its accent: Ê is outside GSM-7 and would
 * turn every French SMS into UCS-2; the reply is read with or without it.
 */
export const OPT_OUT_KEYWORD: Record<Language, string> = { EN: 'STOP', FR: 'ARRET' };

const OPT_OUT_KEYWORDS = new Set(Object.values(OPT_OUT_KEYWORD));

/** STOP or ARRÊT answered to an SMS, in any case, with or without the accent, spaces around. */
export const isOptOutKeyword = (reply: string): boolean =>
  OPT_OUT_KEYWORDS.has(
    reply
      .trim()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase(),
  );

/**
 * The opt-out that stops a channel, the earliest when the patient stopped it more than once:
 * from that moment nothing went by it (re-subscribing is the patient's own act, with no record
 * here). Opt-outs are per channel: STOP stops SMS only, the unsubscribe link email only.
 */
export const optOutOf = (patient: Pick<SendingPatient, 'optOuts'>, channel: Channel): OptOut | undefined => {
  let earliest: OptOut | undefined;
  for (const optOut of patient.optOuts) {
    if (optOut.channel === channel && (!earliest || Date.parse(optOut.at) < Date.parse(earliest.at))) {
      earliest = optOut;
    }
  }
  return earliest;
};
