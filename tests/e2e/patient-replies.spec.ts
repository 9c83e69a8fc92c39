import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { pendingRequests } from './support/offline-patients';
import { expect, test } from './support/test';

/**
 * Patients answer back (decision 045), played with the offline API's reply control as the SMS
 * provider would: a « Oui » confirms, a question waits for staff and is answered, STOP stops SMS.
 */
const PLATEAU = 'Clinique dentaire du Plateau';

const texts = {
  en: {
    inbox: 'Patient replies',
    needsReply: /^Needs a reply \(\d+\)$/,
    unreadCount: /^\d+ unread repl(y|ies)$/,
    quickTexts: /^Quick texts in (French|English)$/,
    callUs: 'Ask them to call',
    send: 'Send',
    sent: 'Reply sent.',
    reopen: 'Reopen',
    showMessage: 'Show the message',
    readAsConfirmation: 'Read as a confirmation: the appointment is confirmed',
    stopped: /SMS: the patient unsubscribed/,
    question: 'Can I come Thursday instead?',
  },
  fr: {
    inbox: 'Réponses des patients',
    needsReply: /^À répondre \(\d+\)$/,
    unreadCount: /^\d+ réponses? non lues?$/,
    quickTexts: /^Réponses rapides en (français|anglais)$/,
    callUs: 'Demander de nous appeler',
    send: 'Envoyer',
    sent: 'Réponse envoyée.',
    reopen: 'Rouvrir',
    showMessage: 'Afficher le message',
    readAsConfirmation: 'Lu comme une confirmation\u00a0: le rendez-vous est confirmé',
    stopped: /SMS\s: le patient s’est désabonné/,
    question: 'Est-ce que je pourrais venir jeudi plutôt ?',
  },
} as const;

type Lang = keyof typeof texts;

test.use(signedInAs('clinic'));

const reply = (page: Page, practiceId: string, patientId: string, text: string) =>
  page.evaluate(
    async (body) => {
      const response = await fetch('/api/__offline/replies', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`reply control: ${response.status} ${await response.text()}`);
      return (await response.json()) as { conversationId: string; effect: string };
    },
    { practiceId, patientId, text },
  );

const open = async (page: Page, lang: Lang) => {
  await preferLanguage(page, lang);
  const practiceId = await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto('/communications/inbox');
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].inbox })).toBeVisible();
  return practiceId;
};

for (const lang of ['en', 'fr'] as const) {
  test.describe(`patient replies (${lang})`, () => {
    test('a « Oui » confirms the appointment: the request leaves its reminder', async ({ page }) => {
      const practiceId = await open(page, lang);
      // A patient whose appointment still has a reminder to go, which asks them to confirm.
      const patient = (await pendingRequests(page, practiceId)).find((entry) =>
        entry.planned.some((message) => message.kind === 'REMINDER'),
      );
      expect(patient).toBeDefined();
      const reminder = async () => {
        await page.goto(
          `/communications/upcoming?kind=REMINDER&status=PLANNED&search=${patient!.fileNumber}`,
        );
        const entry = page.getByRole('listitem').filter({ hasText: patient!.lastName }).first();
        await entry.getByRole('button', { name: texts[lang].showMessage }).click();
        return (await entry.textContent()) ?? '';
      };
      const before = await reminder();
      const { conversationId, effect } = await reply(page, practiceId, patient!.patientId, 'Oui 👍');
      expect(effect).toBe('CONFIRM');
      const after = await reminder();
      // The reminder no longer asks for the confirmation the patient gave (decision 041).
      expect(after.length).toBeLessThan(before.length);
      await page.goto(`/communications/inbox/${conversationId}`);
      await expect(page.getByText(texts[lang].readAsConfirmation)).toBeVisible();
    });

    test('a question waits for staff, is counted in the drawer, answered and done', async ({ page }) => {
      const practiceId = await open(page, lang);
      const [, patient] = await pendingRequests(page, practiceId);
      const { conversationId, effect } = await reply(
        page,
        practiceId,
        patient!.patientId,
        texts[lang].question,
      );
      expect(effect).toBe('NEEDS_REPLY');
      await page.reload();
      const link = page.getByRole('link', { name: new RegExp(texts[lang].inbox) });
      await expect(link.getByText(/^\d+$/)).toBeVisible();
      await page.getByRole('tab', { name: texts[lang].needsReply }).click();
      await page.locator(`a[href^="/communications/inbox/${conversationId}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/communications/inbox/${conversationId}`));
      await expect(page.getByRole('list', { name: 'Messages' })).toContainText(texts[lang].question);
      await scanner(page, lang)('a conversation that needs a reply');
      await page
        .getByRole('combobox', { name: texts[lang].quickTexts })
        .selectOption({ label: texts[lang].callUs });
      await page.getByRole('button', { name: texts[lang].send, exact: true }).click();
      await expect(page.getByText(texts[lang].sent).first()).toBeVisible();
      await expect(page.getByRole('button', { name: texts[lang].reopen })).toBeVisible();
    });

    test('STOP stops SMS: the reply box says why', async ({ page }) => {
      const practiceId = await open(page, lang);
      const [, , patient] = await pendingRequests(page, practiceId);
      const { conversationId, effect } = await reply(page, practiceId, patient!.patientId, 'STOP');
      expect(effect).toBe('OPT_OUT');
      await page.goto(`/communications/inbox/${conversationId}`);
      await expect(page.getByText(texts[lang].stopped)).toBeVisible();
    });
  });
}
