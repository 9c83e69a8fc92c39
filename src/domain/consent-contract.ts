import type { Channel, ConsentCategory } from '@/api/generated/communication/model';
import type {
  ConsentPatient,
  ConsentRecord as ContractRecord,
  ConsentRecorder as ContractRecorder,
  ConsentStanding,
} from '@/api/generated/consent/model';
import {
  impliedConsentLapseDay,
  recallConsent,
  type ConsentRecord,
  type ConsentRecorder,
} from './patient-consent';
import type { CalendarDay, SendingPatient } from './sending-types';
import { zonedInstant } from './zoned-time';

/**
 * The consent records and rules of patient-consent.ts as openapi/consent.yaml names them, in one
 * place: the register, the lapsing list and the CSV proof read the records through here, so the
 * domain and the contract never drift apart in two translations.
 */

const recorderOf = (recorder: ConsentRecorder): ContractRecorder =>
  recorder.type === 'STAFF'
    ? { kind: 'STAFF', id: recorder.userId, name: recorder.name }
    : { kind: recorder.type === 'PATIENT' ? 'PATIENT' : 'SYSTEM' };

/**
 * A domain record as the contract's records: an implied consent as the visit it comes from, valid
 * until the start of its lapse day in the practice's zone; a withdrawal of everything on a
 * channel as one withdrawal per category, since the contract's records are per category.
 */
export const contractRecordsOf = (
  record: ConsentRecord,
  patient: ConsentPatient,
  zone: string,
): ContractRecord[] => {
  const seen = {
    ...(record.wordingVersion ? { wordingVersion: record.wordingVersion } : {}),
    ...(record.language ? { language: record.language } : {}),
  };
  const base = {
    id: record.id,
    patient,
    channel: record.channel,
    recordedAt: record.recordedAt,
    recordedBy: recorderOf(record.recordedBy),
  };
  if (record.basis === 'IMPLIED') {
    const lapsesOn = impliedConsentLapseDay(record.lastVisit);
    return [
      {
        ...base,
        category: record.category,
        basis: 'IMPLIED',
        source: 'VISIT',
        validUntil: zonedInstant(lapsesOn, 0, 0, zone).toISOString(),
      },
    ];
  }
  if (record.basis === 'EXPRESS') {
    return [{ ...base, ...seen, category: record.category, basis: 'EXPRESS', source: record.source }];
  }
  const categories: ConsentCategory[] = record.scope === 'ALL' ? ['APPOINTMENTS', 'RECALLS'] : [record.scope];
  return categories.map((category) => ({
    ...base,
    ...seen,
    category,
    basis: 'WITHDRAWN',
    source: record.source,
  }));
};

export interface ConsentStandingOf {
  standing: ConsentStanding;
  /** IMPLIED: the visit it rests on and the first day it no longer holds. */
  lastVisit?: CalendarDay;
  lapsesOn?: CalendarDay;
}

/**
 * The records as the recall rule would read them if appointment messages were the category it
 * judges: their express consents and withdrawals, withdrawals of everything, and the visits.
 */
const asAppointmentActs = (records: readonly ConsentRecord[]): ConsentRecord[] =>
  records.flatMap((record): ConsentRecord[] => {
    if (record.basis === 'IMPLIED') return [record];
    if (record.basis === 'WITHDRAWN')
      return record.scope === 'RECALLS'
        ? []
        : [{ ...record, scope: record.scope === 'ALL' ? 'ALL' : 'RECALLS' }];
    return record.category === 'APPOINTMENTS' ? [{ ...record, category: 'RECALLS' }] : [];
  });

/**
 * How a patient stands on a channel and category at an instant, by the sending rules. Recalls:
 * recallConsent, word for word. Appointment messages need no consent (CASL s. 6(6)), so nothing
 * here decides whether they leave (appointmentConsent does: only a withdrawal stops them); the
 * register still shows what the patient said about them, read by the same rule as the recalls'
 * over the acts about appointment messages (the latest express consent or withdrawal, else the
 * business relationship the visits imply), so that both categories' counts read alike.
 */
export const consentStanding = (
  records: readonly ConsentRecord[],
  patient: Pick<SendingPatient, 'id' | 'lastHygieneVisit'>,
  channel: Channel,
  category: ConsentCategory,
  at: number,
  zone: string,
): ConsentStandingOf =>
  standingOfRecall(
    recallConsent(category === 'RECALLS' ? records : asAppointmentActs(records), patient, channel, at, zone),
  );

const standingOfRecall = (consent: ReturnType<typeof recallConsent>): ConsentStandingOf => {
  if (consent.status === 'VALID' && consent.basis === 'IMPLIED')
    return { standing: 'IMPLIED', lastVisit: consent.lastVisit, lapsesOn: consent.lapsesOn };
  if (consent.status === 'VALID') return { standing: 'EXPRESS' };
  return { standing: consent.status };
};
