import { preferLanguage, startOnPractice } from '../e2e/support/accounts';
import { landlineCandidate, type PendingPatient } from '../e2e/support/offline-patients';
import { expect, REMOTE, signInRemotely, test } from './support/remote';

/**
 * The delivery outcome control over HTTP, as QA would call it with curl: the SMS provider reports
 * a patient's number is a landline, and the production build shows the patient among those no
 * message reaches, read from the HTTP offline API.
 */
const PLATEAU = 'Clinique dentaire du Plateau';

const texts = {
  en: { title: 'Patients we cannot reach', table: 'Patients we cannot reach', landline: 'Landline' },
  fr: { title: 'Patients injoignables', table: 'Patients injoignables', landline: 'Ligne fixe' },
} as const;

// One database for every remote journey: the second language takes another patient.
test.describe.configure({ mode: 'serial' });

const control = async <T>(path: string, body?: unknown): Promise<T> => {
  const answer = await fetch(`${REMOTE.api}/api/__offline/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`a landline reported over HTTP puts the patient on the unreachable list (${lang})`, async ({
    page,
  }) => {
    await preferLanguage(page, lang);
    const practiceId = await startOnPractice(page, 'clinic', PLATEAU);
    await signInRemotely(page, lang, 'clinic');
    const candidate = landlineCandidate(
      await control<PendingPatient[]>(`replies/pending?practiceId=${practiceId}`),
    );
    expect(candidate, 'a patient with an SMS planned').toBeDefined();
    const { patientId, fileNumber } = candidate!.patient;
    if (candidate!.closeEmail)
      await control('outcomes', { practiceId, patientId, channel: 'EMAIL', reason: 'HARD_BOUNCE' });
    await control('outcomes', { practiceId, patientId, channel: 'SMS', reason: 'LANDLINE' });

    await page.goto(`${REMOTE.app}/communications/unreachable?reason=LANDLINE&pageSize=200`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const row = page.getByRole('table', { name: t.table }).getByRole('row').filter({ hasText: fileNumber });
    await expect(row.getByRole('cell').nth(1)).toContainText(t.landline);
  });
}
