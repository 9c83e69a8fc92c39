import { HttpResponse, http } from 'msw';
import {
  ExportConsentRegisterQueryParams,
  GetLapsingConsentsQueryParams,
  RecordConsentBody,
} from '@/api/generated/consent/consent.zod';
import {
  Channel,
  ConsentCategory,
  ConsentStanding,
  type ConsentCount,
  type ConsentPatient,
  type ConsentRecord as ContractRecord,
  type ConsentRegister,
  type LapsingConsent,
} from '@/api/generated/consent/model';
import { consentStanding, contractRecordsOf } from '@/domain/consent-contract';
import { consentsByPatient, type ConsentRecord } from '@/domain/patient-consent';
import type { SendingPatient } from '@/domain/sending-types';
import { addDays, isoSeconds, zonedDay } from '@/domain/zoned-time';
import { CSV_MEDIA_TYPE, csvDay } from '@/utils/csv';
import { consentCsv, consentCsvFileName } from '@/utils/consent-csv';
import { enumValues } from '@/utils/enum-values';
import { apiPath } from '../config';
import { practiceConsents } from '../db/patient-consents';
import { conversationsVersion } from '../db/conversation-events';
import { addPageConsents, pageConsentsOf } from '../db/patient-page-consents';
import { practicePatients } from '../db/practice-patients';
import type { PracticeRecord } from '../db/practice-record';
import { catalogueTexts } from './catalogue-texts';
import { accessPractice } from './practice-access';
import { pagingQuery, pageOf } from './paging';
import { notFound, readJsonBody, readQuery } from './problem';
import { withNumbers } from './query-numbers';

/**
 * The consent register of a practice (openapi/consent.yaml): its patients' standing by the rules
 * of src/domain/patient-consent.ts (read through consent-contract.ts, which names them as the
 * contract does), over the records practiceConsents holds. The front desk's records go into the
 * store the patients' own page writes, so the sending plan reads them at once.
 */
const CHANNELS = enumValues(Channel);
const CATEGORIES = enumValues(ConsentCategory);
const STANDINGS = enumValues(ConsentStanding);
const LAPSING_DAYS = 30;
const LapsingQuery = withNumbers(GetLapsingConsentsQueryParams.extend(pagingQuery.shape), ['days']);

const patientOf = (patient: SendingPatient): ConsentPatient => ({
  id: patient.id,
  fileNumber: patient.fileNumber,
  firstName: patient.firstName,
  lastName: patient.lastName,
});

interface Standings {
  counts: ConsentCount[];
  /** Every patient whose implied consent to recalls lapses within `days`, soonest first. */
  lapsing: (days: number) => LapsingConsent[];
}

// The register and its list load together, and page after page: the standings are worked out
// once per state of the records and minute, as the upcoming messages' plan is (planOf).
const standingsCache = new Map<string, Standings>();
const STANDINGS_CACHE_SIZE = 4;

const standingsOf = (practice: PracticeRecord, now: Date): Standings => {
  const key = JSON.stringify([
    practice.id,
    practice.timezone,
    Math.floor(now.getTime() / 60_000),
    // Replies stop channels (STOP is a withdrawal); the page and the front desk add records.
    conversationsVersion(practice.id),
    pageConsentsOf(practice.id).length,
  ]);
  let standings = standingsCache.get(key);
  if (!standings) {
    standings = computeStandings(practice, now);
    if (standingsCache.size >= STANDINGS_CACHE_SIZE)
      standingsCache.delete(standingsCache.keys().next().value!);
    standingsCache.set(key, standings);
  }
  return standings;
};

/** Every patient's standing today, per channel and category, in one pass over the records. */
const computeStandings = (practice: PracticeRecord, now: Date): Standings => {
  const today = zonedDay(now, practice.timezone);
  const at = now.getTime();
  const { patients } = practicePatients(practice.id, today);
  const recordsOf = consentsByPatient(practiceConsents(practice.id, today));
  const tally = new Map<string, number>();
  const implied: { patient: SendingPatient; channel: Channel; lastVisit: string; lapsesOn: string }[] = [];
  for (const patient of patients) {
    const records = recordsOf(patient.id);
    for (const channel of CHANNELS) {
      for (const category of CATEGORIES) {
        const found = consentStanding(records, patient, channel, category, at, practice.timezone);
        const key = `${channel}|${category}|${found.standing}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        if (category === 'RECALLS' && found.lastVisit && found.lapsesOn)
          implied.push({ patient, channel, lastVisit: found.lastVisit, lapsesOn: found.lapsesOn });
      }
    }
  }
  const counts = CHANNELS.flatMap((channel) =>
    CATEGORIES.flatMap((category) =>
      STANDINGS.map((standing) => ({
        channel,
        category,
        standing,
        patients: tally.get(`${channel}|${category}|${standing}`) ?? 0,
      })),
    ),
  );
  const lapsing = (days: number): LapsingConsent[] => {
    const last = addDays(today, days);
    const byPatient = new Map<string, LapsingConsent>();
    for (const entry of implied) {
      if (entry.lapsesOn > last) continue;
      const known = byPatient.get(entry.patient.id);
      if (!known) {
        byPatient.set(entry.patient.id, {
          patient: patientOf(entry.patient),
          lastVisit: entry.lastVisit,
          lapsesOn: entry.lapsesOn,
          channels: [entry.channel],
        });
        continue;
      }
      known.channels.push(entry.channel);
      // The row says when the first of its channels lapses.
      if (entry.lapsesOn < known.lapsesOn)
        Object.assign(known, { lastVisit: entry.lastVisit, lapsesOn: entry.lapsesOn });
    }
    return [...byPatient.values()].sort(
      (a, b) =>
        a.lapsesOn.localeCompare(b.lapsesOn) ||
        a.patient.lastName.localeCompare(b.patient.lastName, 'fr-CA') ||
        a.patient.firstName.localeCompare(b.patient.firstName, 'fr-CA'),
    );
  };
  return { counts, lapsing };
};

/** Every record of the practice as the contract's, oldest first. */
const contractRecords = (practice: PracticeRecord, now: Date): ContractRecord[] => {
  const today = zonedDay(now, practice.timezone);
  const { patients } = practicePatients(practice.id, today);
  const byId = new Map(patients.map((patient) => [patient.id, patientOf(patient)]));
  const records = practiceConsents(practice.id, today)
    .filter((record) => Date.parse(record.recordedAt) <= now.getTime())
    .sort((a, b) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt));
  return records.flatMap((record) => {
    const patient = byId.get(record.patientId);
    return patient ? contractRecordsOf(record, patient, practice.timezone) : [];
  });
};

export const consentRegisterHandlers = [
  http.get(apiPath('/practices/:practiceId/consents/register'), async ({ request, params }) => {
    const { practice } = await accessPractice(request, params.practiceId);
    const now = new Date();
    const { counts, lapsing } = standingsOf(practice, now);
    const register: ConsentRegister = {
      asOf: isoSeconds(now),
      lapsingSoon: lapsing(LAPSING_DAYS).length,
      counts,
    };
    return HttpResponse.json(register);
  }),

  http.get(apiPath('/practices/:practiceId/consents/lapsing'), async ({ request, params }) => {
    const { practice } = await accessPractice(request, params.practiceId);
    const query = readQuery(request, LapsingQuery);
    const { lapsing } = standingsOf(practice, new Date());
    return HttpResponse.json(pageOf(lapsing(query.days ?? LAPSING_DAYS), query.page, query.pageSize));
  }),

  http.get(apiPath('/practices/:practiceId/consents/export'), async ({ request, params }) => {
    const { practice } = await accessPractice(request, params.practiceId);
    const query = readQuery(request, ExportConsentRegisterQueryParams);
    const text = await catalogueTexts(query.locale);
    const now = new Date();
    const filename = consentCsvFileName(text, csvDay(now, practice.timezone));
    return new HttpResponse(
      consentCsv(text, query.locale, contractRecords(practice, now), practice.timezone),
      {
        headers: {
          'content-type': CSV_MEDIA_TYPE,
          'content-disposition': `attachment; filename="${filename}"`,
        },
      },
    );
  }),

  http.post(apiPath('/practices/:practiceId/consents'), async ({ request, params }) => {
    // The body is checked before anything is looked up: a bad body is a 400 whoever it names.
    const body = await readJsonBody(request, RecordConsentBody);
    const { caller, practice } = await accessPractice(request, params.practiceId, { write: true });
    const today = zonedDay(new Date(), practice.timezone);
    const patient = practicePatients(practice.id, today).patients.find(
      (entry) => entry.id === body.patientId,
    );
    if (!patient) throw notFound(`Patient ${body.patientId} does not exist in this practice.`);
    const base = {
      id: crypto.randomUUID(),
      patientId: patient.id,
      channel: body.channel,
      recordedAt: isoSeconds(new Date()),
      wordingVersion: body.wordingVersion,
      language: body.language,
      recordedBy: {
        type: 'STAFF' as const,
        userId: caller.id,
        name: `${caller.firstName} ${caller.lastName}`.trim() || caller.username,
      },
      source: 'FRONT_DESK' as const,
    };
    const record: ConsentRecord =
      body.basis === 'EXPRESS'
        ? { ...base, basis: 'EXPRESS', category: body.category }
        : { ...base, basis: 'WITHDRAWN', scope: body.category };
    await addPageConsents(practice.id, [record]);
    const [answer] = contractRecordsOf(record, patientOf(patient), practice.timezone);
    return HttpResponse.json(answer, { status: 201 });
  }),
];
