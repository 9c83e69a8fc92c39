import { describe, expect, it } from 'vitest';
import {
  GetPatientPreferencesResponse,
  SavePatientPreferencesResponse,
} from '@/api/generated/public/public.zod';
import { PREFERENCES_WORDING_VERSION } from '@/domain/preferences-wording';
import { hasValidContact } from '@/domain/sending-contacts';
import { HISTORY_PRACTICE, PRACTICES } from '../db/practice-directory';
import { pageConsentsOf } from '../db/patient-page-consents';
import { preferencesKeyOf } from '../db/preferences-keys';
import { call, expectContract, expectProblem, fieldsOf } from './api-test-client';
import type { PreferencesLinkEntry } from './preferences-control';
import { pageLink, pagePatient, type PagePatient } from './public-preferences.test-support';

/** The patient's page calls without a token: none is sent here either. */
const read = (practiceId: string, key: string) =>
  fetch(`http://localhost/api/public/practice/${practiceId}/preferences?patient=${key}`);

const save = (practiceId: string, body: Record<string, unknown>) =>
  fetch(`http://localhost/api/public/practice/${practiceId}/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const answer = (who: PagePatient, choices: unknown[], extra: Record<string, unknown> = {}) => ({
  patient: who.key,
  wordingVersion: PREFERENCES_WORDING_VERSION,
  language: 'FR',
  choices,
  ...extra,
});

const ALL_ON = [
  { channel: 'EMAIL', category: 'APPOINTMENTS', receives: true },
  { channel: 'EMAIL', category: 'RECALLS', receives: true },
  { channel: 'SMS', category: 'APPOINTMENTS', receives: true },
  { channel: 'SMS', category: 'RECALLS', receives: true },
];

const recordsOf = (who: PagePatient) =>
  pageConsentsOf(who.practiceId).filter((record) => record.patientId === who.patient.id);

describe('the patient’s own page in the offline API', () => {
  it('names the clinic and the patient’s choices, and nothing else about the patient', async () => {
    const who = pagePatient();
    const body = await expectContract(await read(who.practiceId, who.key), GetPatientPreferencesResponse);
    // Who sends the messages (the clinic's contact, its person in charge) has its own tests.
    const { practiceContact: _contact, privacyOfficer: _officer, ...aboutThePatient } = body;
    expect(aboutThePatient).toEqual({
      practiceName: HISTORY_PRACTICE.name,
      wordingVersion: PREFERENCES_WORDING_VERSION,
      choices: ALL_ON,
    });
    expect(JSON.stringify(body)).not.toContain(who.patient.lastName);
    expect(recordsOf(who)).toEqual([]);
  });

  it('lists only the channels the patient can be reached on', async () => {
    const who = pagePatient(
      (patient) => hasValidContact(patient, 'SMS') && !hasValidContact(patient, 'EMAIL'),
    );
    const body = await expectContract(await read(who.practiceId, who.key), GetPatientPreferencesResponse);
    expect(body.choices.map((choice) => choice.channel)).toEqual(['SMS', 'SMS']);
    const refused = await expectProblem(
      await save(who.practiceId, answer(who, [{ channel: 'EMAIL', category: 'RECALLS', receives: false }])),
      400,
    );
    expect(fieldsOf(refused)).toEqual(['choices.0.channel']);
  });

  it('records a withdrawal from recalls that leaves appointment messages alone, once', async () => {
    const who = pagePatient();
    const off = [{ channel: 'SMS', category: 'RECALLS', receives: false }];
    const saved = await expectContract(
      await save(who.practiceId, answer(who, off)),
      SavePatientPreferencesResponse,
    );
    expect(saved.savedAt).toBeDefined();
    expect(saved.choices).toContainEqual({ channel: 'SMS', category: 'RECALLS', receives: false });
    expect(saved.choices).toContainEqual({ channel: 'SMS', category: 'APPOINTMENTS', receives: true });
    expect(saved.choices).toContainEqual({ channel: 'EMAIL', category: 'RECALLS', receives: true });
    expect(recordsOf(who)).toEqual([
      expect.objectContaining({
        basis: 'WITHDRAWN',
        scope: 'RECALLS',
        channel: 'SMS',
        source: 'PATIENT_PAGE',
        wordingVersion: PREFERENCES_WORDING_VERSION,
        language: 'FR',
        recordedBy: { type: 'PATIENT' },
      }),
    ]);
    // The same answer again records nothing.
    await expectContract(await save(who.practiceId, answer(who, off)), SavePatientPreferencesResponse);
    expect(recordsOf(who)).toHaveLength(1);
    const reread = await expectContract(await read(who.practiceId, who.key), GetPatientPreferencesResponse);
    expect(reread.choices).toEqual(saved.choices);
  });

  it('records turning everything off on a channel as a withdrawal of everything, and a return as consent', async () => {
    const who = pagePatient();
    const off = ALL_ON.map((choice) => ({ ...choice, receives: false }));
    const saved = await expectContract(
      await save(who.practiceId, answer(who, off)),
      SavePatientPreferencesResponse,
    );
    expect(saved.choices.every((choice) => !choice.receives)).toBe(true);
    expect(
      recordsOf(who).map((record) => [record.channel, record.basis, 'scope' in record && record.scope]),
    ).toEqual([
      ['EMAIL', 'WITHDRAWN', 'ALL'],
      ['SMS', 'WITHDRAWN', 'ALL'],
    ]);
    const back = await expectContract(
      await save(who.practiceId, answer(who, [{ channel: 'SMS', category: 'RECALLS', receives: true }])),
      SavePatientPreferencesResponse,
    );
    expect(back.choices).toContainEqual({ channel: 'SMS', category: 'RECALLS', receives: true });
    expect(back.choices).toContainEqual({ channel: 'SMS', category: 'APPOINTMENTS', receives: false });
    expect(recordsOf(who).at(-1)).toMatchObject({ basis: 'EXPRESS', category: 'RECALLS', channel: 'SMS' });
  });

  it('asks for the new wording when the answer was given to an earlier one', async () => {
    const who = pagePatient();
    const outdated = await expectProblem(
      await save(who.practiceId, answer(who, ALL_ON, { wordingVersion: '2026-01' })),
      409,
    );
    expect(outdated.code).toBe('WORDING_OUTDATED');
    expect(recordsOf(who)).toEqual([]);
  });

  it('refuses a wording the page never showed, and a choice given twice', async () => {
    const who = pagePatient();
    const unknown = await expectProblem(
      await save(who.practiceId, answer(who, ALL_ON, { wordingVersion: '1999-01' })),
      400,
    );
    expect(fieldsOf(unknown)).toEqual(['wordingVersion']);
    const twice = await expectProblem(await save(who.practiceId, answer(who, [ALL_ON[0], ALL_ON[0]])), 400);
    expect(fieldsOf(twice)).toEqual(['choices.1']);
    expect(recordsOf(who)).toEqual([]);
  });

  it('answers 404 for an unknown key, another practice’s key or an unknown practice', async () => {
    const who = pagePatient();
    await expectProblem(await read(who.practiceId, 'AAAAAAAAAAAAAAAAAAAAAAAA'), 404);
    const other = PRACTICES.find((practice) => practice.id !== who.practiceId)!;
    await expectProblem(await read(other.id, who.key), 404);
    await expectProblem(await read(other.id, preferencesKeyOf(other.id, 'nobody')), 404);
    await expectProblem(await read('00000000-0000-4000-8000-000000000000', who.key), 404);
    await expectProblem(await save(other.id, answer(who, ALL_ON)), 404);
    await expectProblem(await read(who.practiceId, 'short'), 400);
  });

  it('gives every patient a key of 24 URL-safe characters that names no one else', () => {
    const keys = new Set(PRACTICES.map((practice) => preferencesKeyOf(practice.id, 'same-patient')));
    expect(keys.size).toBe(PRACTICES.length);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(pageLink(pagePatient(), 'EMAIL', 'fr')).toMatch(
      /^\/preferences\?practiceId=.+&patient=.{24}&channel=EMAIL&lang=fr$/,
    );
  });
});

describe('an answer on the patient’s page, in the upcoming messages', () => {
  it('skips the recalls the patient withdrew from, at once, and keeps their appointment messages', async () => {
    const practiceId = HISTORY_PRACTICE.id;
    const links = async (patientId = '') =>
      (await (
        await fetch(
          `http://localhost/api/__offline/preferences/links?practiceId=${practiceId}&patientId=${patientId}`,
        )
      ).json()) as PreferencesLinkEntry[];
    const [entry] = await links();
    const { channel } = entry!;
    const planned = (messages: PreferencesLinkEntry['messages'], recall: boolean) =>
      messages.filter(
        (message) =>
          message.channel === channel &&
          (message.kind === 'HYGIENE_RECALL') === recall &&
          message.status === 'PLANNED',
      );
    expect(planned(entry!.messages, true).length).toBeGreaterThan(0);
    const appointmentMessages = planned(entry!.messages, false).length;
    expect(appointmentMessages).toBeGreaterThan(0);

    const key = new URL(entry!.link, 'http://portal').searchParams.get('patient')!;
    await expectContract(
      await save(practiceId, {
        patient: key,
        wordingVersion: PREFERENCES_WORDING_VERSION,
        language: 'EN',
        choices: [{ channel, category: 'RECALLS', receives: false }],
      }),
      SavePatientPreferencesResponse,
    );
    const [after] = await links(entry!.patientId);
    const recalls = (after?.messages ?? []).filter(
      (message) => message.channel === channel && message.kind === 'HYGIENE_RECALL',
    );
    expect(recalls.length).toBeGreaterThan(0);
    for (const recall of recalls) expect(recall).toMatchObject({ status: 'SKIPPED', reason: 'OPTED_OUT' });
    expect(planned(after?.messages ?? [], false)).toHaveLength(appointmentMessages);
  });
});

describe('the link of every message', () => {
  it('opens the page of the patient it went to, by their key, never their identifier', async () => {
    const practiceId = HISTORY_PRACTICE.id;
    const { items } = (await (
      await call(`/practices/${practiceId}/communication/upcoming?status=PLANNED&pageSize=100`, {
        as: 'clinic',
      })
    ).json()) as { items: { channel: string; patient: { id: string }; message?: { body: string } }[] };
    const email = items.find(
      (item) => item.channel === 'EMAIL' && item.message?.body.includes('/preferences?'),
    );
    expect(email, 'a planned email with the page’s link').toBeDefined();
    const link = new URL(/https?:\/\/\S+\/preferences\?[^\s"<)]+/.exec(email!.message!.body)![0]);
    expect(link.searchParams.get('channel')).toBe('EMAIL');
    expect(link.search).not.toContain(email!.patient.id);
    const key = link.searchParams.get('patient')!;
    expect(key).toBe(preferencesKeyOf(practiceId, email!.patient.id));
    await expectContract(await read(practiceId, key), GetPatientPreferencesResponse);
  });
});
