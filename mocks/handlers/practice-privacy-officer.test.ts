import { describe, expect, it } from 'vitest';
import { GetPatientPreferencesResponse } from '@/api/generated/public/public.zod';
import { GetPracticeResponse } from '@/api/generated/practices/practices.zod';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { findPractice } from '../db/practices';
import { preferencesKeyOf } from '../db/preferences-keys';
import { clientAs, expectContract, expectProblem, fieldsOf } from './api-test-client';
import { logAs } from './audit-log.test-support';
import { pagePatient } from './public-preferences.test-support';

const clinic = clientAs('clinic');
const sysadmin = clientAs('sysadmin');
const plateau = HISTORY_PRACTICE.id;

const readPage = async () => {
  const { patient } = pagePatient();
  const response = await fetch(
    `http://localhost/api/public/practice/${plateau}/preferences?patient=${preferencesKeyOf(plateau, patient.id)}`,
  );
  return expectContract(response, GetPatientPreferencesResponse);
};

const OFFICER = {
  name: 'Noémie Gagnon',
  title: 'Coordonnatrice administrative',
  email: 'vieprivee@cliniqueduplateau.ca',
  phone: '+15145550177',
};

describe('the person in charge of personal information in the offline API', () => {
  it('tells the patient’s page who sends: the address, the phone, the officer’s title and contact', async () => {
    const practice = findPractice(plateau)!;
    const page = await readPage();
    expect(page.practiceContact?.phone).toBe(practice.phone);
    expect(page.practiceContact?.mailingAddress).toMatch(
      new RegExp(`^${practice.addressLine1}, .*${practice.city} QC  ${practice.postalCode}$`),
    );
    expect(page.privacyOfficer).toEqual({
      title: practice.privacyOfficer!.title,
      email: practice.privacyOfficer!.email,
      ...(practice.privacyOfficer!.phone ? { phone: practice.privacyOfficer!.phone } : {}),
    });
    // Law 25 asks for the title and contact: the name stays with the clinic.
    expect(JSON.stringify(page)).not.toContain(practice.privacyOfficer!.name);
  });

  it('stores the person named, logs the change before and after, and removes it with null', async () => {
    const before = findPractice(plateau)!.privacyOfficer;
    const saved = await clinic('PATCH', `/practices/${plateau}`, {
      privacyOfficer: { ...OFFICER, name: ` ${OFFICER.name} ` },
    });
    expect((await expectContract(saved, GetPracticeResponse)).privacyOfficer).toEqual(OFFICER);
    const read = await expectContract(await clinic('GET', `/practices/${plateau}`), GetPracticeResponse);
    expect(read.privacyOfficer).toEqual(OFFICER);
    expect(read.missingInformation).toBe(false);

    const [entry] = (await logAs(sysadmin, `?pageSize=1&subjectType=CONFIGURATION&practiceId=${plateau}`))
      .items;
    expect(entry).toMatchObject({
      action: 'CHANGED',
      changes: [{ field: 'privacyOfficer', before: JSON.stringify(before), after: JSON.stringify(OFFICER) }],
    });

    await clinic('PATCH', `/practices/${plateau}`, { privacyOfficer: null });
    const page = await readPage();
    expect(page).not.toHaveProperty('privacyOfficer');
    expect(page.practiceContact?.mailingAddress).toBeTruthy();
  });

  it('refuses a person named without a title or an email, saying which field', async () => {
    const refused = await clinic('PATCH', `/practices/${plateau}`, {
      privacyOfficer: { name: 'Noémie Gagnon', title: ' ', email: 'nope' },
    });
    const problem = await expectProblem(refused, 400);
    expect(fieldsOf(problem)).toEqual(expect.arrayContaining(['privacyOfficer.email']));
  });
});
