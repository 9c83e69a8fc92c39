import type { Channel, ConsentCategory } from '@/api/generated/communication/model';
import type { ConsentRecord, ConsentWithdrawal, ExpressConsent } from './consent-records';
import type { CalendarDay, OptOut, SendingPatient } from './sending-types';
import { addDays, addYears, zonedDay, zonedInstant } from './zoned-time';

/**
 * What a patient agreed to receive, per channel and category, and the proof of it
 * (docs/decisions/054-consent-and-quiet-hours.md). CASL: hygiene recalls are commercial
 * messages and need consent, express or implied by the business relationship (a visit in the
 * last two years); appointment notices and confirmations are transactional and need none, but
 * stop when the patient withdraws from them. Law 25: the consent is specific (channel and
 * category), and the record says when, by whom, and which wording in which language the patient
 * saw.
 */

export type RecallConsent =
  | { status: 'VALID'; basis: 'EXPRESS'; record: ExpressConsent }
  | { status: 'VALID'; basis: 'IMPLIED'; lastVisit: CalendarDay; lapsesOn: CalendarDay }
  | { status: 'NONE' }
  | { status: 'LAPSED'; lastVisit: CalendarDay; lapsedOn: CalendarDay; lapsedAt: number }
  | { status: 'WITHDRAWN'; record: ConsentWithdrawal };

export type AppointmentConsent = { status: 'VALID' } | { status: 'WITHDRAWN'; record: ConsentWithdrawal };

/**
 * The first day an implied consent no longer holds: the day after the second anniversary of the
 * visit. CASL counts a purchase "within the two-year period immediately before the day on which
 * the message is sent", so a visit on 2024-11-10 still allows a message on 2026-11-10, and the
 * consent lapses at the start of 2026-11-11 in the practice's time zone. A visit on February 29
 * has its anniversary on February 28, and lapses on March 1. The same count as the recalls'
 * "hygiene visit in the last 2 years" (twoYearsBefore), so the two never disagree.
 */
export const impliedConsentLapseDay = (lastVisit: CalendarDay): CalendarDay =>
  addDays(addYears(lastVisit, 2), 1);

const counts = (record: ConsentRecord, patientId: string, channel: Channel, at: number) =>
  record.patientId === patientId && record.channel === channel && Date.parse(record.recordedAt) <= at;

/**
 * The latest act of the patient or staff about a category on a channel: an express consent to
 * it, or a withdrawal of it or of everything. At the same moment, the withdrawal wins.
 */
const latestAct = (
  records: readonly ConsentRecord[],
  patientId: string,
  channel: Channel,
  category: ConsentCategory,
  at: number,
): ExpressConsent | ConsentWithdrawal | undefined => {
  let latest: ExpressConsent | ConsentWithdrawal | undefined;
  for (const record of records) {
    if (!counts(record, patientId, channel, at)) continue;
    const about =
      record.basis === 'WITHDRAWN'
        ? record.scope === 'ALL' || record.scope === category
        : record.basis === 'EXPRESS' && record.category === category;
    if (!about || record.basis === 'IMPLIED') continue;
    const time = Date.parse(record.recordedAt);
    const latestTime = latest ? Date.parse(latest.recordedAt) : -Infinity;
    if (time > latestTime || (time === latestTime && record.basis === 'WITHDRAWN')) latest = record;
  }
  return latest;
};

/**
 * Whether a recall may go to a patient on a channel at an instant (ms), in the practice's zone.
 * The latest express consent or withdrawal decides; a withdrawal stands until the patient gives
 * express consent again (a later visit does not undo it). Without either, implied consent rests
 * on the latest visit known: the implied records' and the patient's last hygiene visit.
 */
export const recallConsent = (
  records: readonly ConsentRecord[],
  patient: Pick<SendingPatient, 'id' | 'lastHygieneVisit'>,
  channel: Channel,
  at: number,
  zone: string,
): RecallConsent => {
  const act = latestAct(records, patient.id, channel, 'RECALLS', at);
  if (act?.basis === 'WITHDRAWN') return { status: 'WITHDRAWN', record: act };
  if (act) return { status: 'VALID', basis: 'EXPRESS', record: act };
  let lastVisit: CalendarDay | undefined;
  for (const record of records) {
    if (record.basis !== 'IMPLIED' || record.category !== 'RECALLS') continue;
    if (!counts(record, patient.id, channel, at)) continue;
    if (!lastVisit || record.lastVisit > lastVisit) lastVisit = record.lastVisit;
  }
  if (!lastVisit) return { status: 'NONE' };
  if (patient.lastHygieneVisit && patient.lastHygieneVisit > lastVisit) lastVisit = patient.lastHygieneVisit;
  const lapsesOn = impliedConsentLapseDay(lastVisit);
  if (zonedDay(at, zone) < lapsesOn) return { status: 'VALID', basis: 'IMPLIED', lastVisit, lapsesOn };
  const lapsedAt = zonedInstant(lapsesOn, 0, 0, zone).getTime();
  return { status: 'LAPSED', lastVisit, lapsedOn: lapsesOn, lapsedAt };
};

/**
 * Whether an appointment notice or confirmation may go: transactional, it needs no consent, and
 * stops only when the patient withdrew from appointment messages or from everything on the
 * channel (a withdrawal from recalls leaves it alone).
 */
export const appointmentConsent = (
  records: readonly ConsentRecord[],
  patientId: string,
  channel: Channel,
  at: number,
): AppointmentConsent => {
  const act = latestAct(records, patientId, channel, 'APPOINTMENTS', at);
  return act?.basis === 'WITHDRAWN' ? { status: 'WITHDRAWN', record: act } : { status: 'VALID' };
};

/** A practice's records by patient, for a plan that looks up thousands of patients. */
export const consentsByPatient = (
  records: readonly ConsentRecord[],
): ((patientId: string) => readonly ConsentRecord[]) => {
  const byPatient = new Map<string, ConsentRecord[]>();
  for (const record of records) {
    const list = byPatient.get(record.patientId);
    if (list) list.push(record);
    else byPatient.set(record.patientId, [record]);
  }
  return (patientId) => byPatient.get(patientId) ?? [];
};

/**
 * A channel the patient stopped, as the consent record it is: STOP or ARRÊT answered to an SMS
 * (REPLY_KEYWORD, with the word) or the email's unsubscribe link (PATIENT_PAGE, where the link
 * leads), a withdrawal of everything on the channel by the patient, at that moment.
 */
export const optOutWithdrawal = (patientId: string, optOut: OptOut): ConsentWithdrawal => ({
  id: `opt-out.${patientId}.${optOut.channel}.${optOut.at}`,
  patientId,
  channel: optOut.channel,
  recordedAt: optOut.at,
  recordedBy: { type: 'PATIENT' },
  basis: 'WITHDRAWN',
  scope: 'ALL',
  source: optOut.keyword === undefined ? 'PATIENT_PAGE' : 'REPLY_KEYWORD',
  ...(optOut.keyword === undefined ? {} : { keyword: optOut.keyword }),
});

// The records' types live in consent-records.ts (the plan's input names them without the rules);
// the patient's page and the offline API read them from here with the rules.
export type {
  ConsentRecord,
  ConsentRecorder,
  ConsentSource,
  ConsentWithdrawal,
  ExpressConsent,
  ImpliedConsent,
  WithdrawalScope,
} from './consent-records';
