import { HttpResponse, http } from 'msw';
import {
  GetPatientPreferencesQueryParams,
  SavePatientPreferencesBody,
} from '@/api/generated/public/public.zod';
import type { PatientPreferences } from '@/api/generated/public/model';
import { answerRecords, currentChoices, PREFERENCE_CHANNELS } from '@/domain/preference-choices';
import { judgeWordingVersion, PREFERENCES_WORDING_VERSION } from '@/domain/preferences-wording';
import { hasValidContact } from '@/domain/sending-contacts';
import type { SendingPatient } from '@/domain/sending-types';
import { zonedDay } from '@/domain/zoned-time';
import { apiPath } from '../config';
import { practiceConsents } from '../db/patient-consents';
import { addPageConsents } from '../db/patient-page-consents';
import { practicePatients } from '../db/practice-patients';
import { findPractice } from '../db/practices';
import { patientOfKey } from '../db/preferences-keys';
import { practiceSender } from './practice-sender';
import { conflict, notFound, readJsonBody, readQuery, validationFailed } from './problem';

const PATH = apiPath('/public/practice/:practiceId/preferences');

const reachableChannels = (patient: SendingPatient) =>
  PREFERENCE_CHANNELS.filter((channel) => hasValidContact(patient, channel));

/** The practice and the patient its key names, or the 404 that says neither is known. */
const findPatient = (practiceId: string, key: string) => {
  const practice = findPractice(practiceId);
  // Another practice's key answers like an unknown one: the link must not reveal it exists.
  if (!practice) throw notFound('This link names no patient of a practice.');
  const now = new Date();
  const today = zonedDay(now, practice.timezone);
  const patient = patientOfKey(practice.id, practicePatients(practice.id, today).patients, key);
  if (!patient) throw notFound('This link names no patient of a practice.');
  /** What the patient receives at an instant: the practice's consent records, the page's answers among them. */
  const choicesAt = (at: number) =>
    currentChoices(
      practiceConsents(practice.id, today).filter((record) => record.patientId === patient.id),
      patient,
      reachableChannels(patient),
      at,
      practice.timezone,
    );
  return { practice, patient, now, choicesAt };
};

let recordCount = 0;
const nextRecordId = () => `page-${Date.now().toString(36)}-${(recordCount += 1)}`;

/**
 * The patient's own page (GET and PUT /public/practice/{practiceId}/preferences): public, the
 * link's opaque key protects it. Reading changes nothing; each changed choice of a save is a
 * consent record (source PATIENT_PAGE, the wording version and language seen, now).
 */
export const patientPreferencesHandlers = [
  http.get(PATH, ({ request, params }) => {
    const { patient: key } = readQuery(request, GetPatientPreferencesQueryParams);
    const { practice, now, choicesAt } = findPatient(String(params.practiceId), key);
    const answer: PatientPreferences = {
      practiceName: practice.name,
      ...practiceSender(practice),
      wordingVersion: PREFERENCES_WORDING_VERSION,
      choices: choicesAt(now.getTime()),
    };
    return HttpResponse.json(answer);
  }),

  http.put(PATH, async ({ request, params }) => {
    const body = await readJsonBody(request, SavePatientPreferencesBody);
    const { practice, patient, now, choicesAt } = findPatient(String(params.practiceId), body.patient);
    const wording = judgeWordingVersion(body.wordingVersion);
    if (wording === 'unknown') {
      return validationFailed([
        { field: 'wordingVersion', code: 'unknown', message: 'The page never showed this wording.' },
      ]);
    }
    if (wording === 'outdated') {
      return conflict('The wording of the page changed since it was opened.', 'WORDING_OUTDATED');
    }
    const reachable = reachableChannels(patient);
    const seen = new Set<string>();
    const refused = body.choices.flatMap((choice, index) => {
      const pair = `${choice.channel}/${choice.category}`;
      const problem = !reachable.includes(choice.channel)
        ? {
            field: `choices.${index}.channel`,
            code: 'unreachable',
            message: 'The patient cannot be reached on this channel.',
          }
        : seen.has(pair)
          ? { field: `choices.${index}`, code: 'duplicate', message: 'The same choice is given twice.' }
          : undefined;
      seen.add(pair);
      return problem ? [problem] : [];
    });
    if (refused.length > 0) return validationFailed(refused);

    // To the millisecond: two answers within a second keep their order.
    const at = now.toISOString();
    const current = choicesAt(now.getTime());
    const records = answerRecords(
      current,
      {
        patientId: patient.id,
        choices: body.choices,
        wordingVersion: body.wordingVersion,
        language: body.language,
        at,
      },
      nextRecordId,
    );
    if (records.length > 0) await addPageConsents(practice.id, records);
    const answer: PatientPreferences = {
      practiceName: practice.name,
      ...practiceSender(practice),
      wordingVersion: PREFERENCES_WORDING_VERSION,
      choices: choicesAt(Date.parse(at)),
      savedAt: at,
    };
    return HttpResponse.json(answer);
  }),
];
