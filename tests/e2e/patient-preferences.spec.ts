import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';

/**
 * The patient's own page (/preferences), reached from every message: a patient unsubscribes from
 * recalls there, and the clinic's upcoming messages skip that patient's recalls at once with the
 * reason, while their appointment messages are still planned. The patient and the link are the
 * offline API's (`GET /api/__offline/preferences/links`): a patient with a recall and an
 * appointment message planned on the same channel in the next two weeks.
 */

const PLATEAU = 'Clinique dentaire du Plateau';

const texts = {
  en: {
    title: 'Your messages',
    channel: { SMS: 'By text message (SMS)', EMAIL: 'By email' },
    recalls: 'Cleaning reminders',
    appointments: 'Appointment messages',
    save: 'Save my choices',
    saved: 'Your choices are saved. They take effect now.',
    upcoming: 'Upcoming messages',
    list: 'Upcoming messages, day by day',
    recallKind: 'Hygiene recall',
    skipped: 'Not sent',
    planned: 'Planned',
    withdrawn: { SMS: /Unsubscribed from recalls by SMS/, EMAIL: /Unsubscribed from recalls by email/ },
  },
  fr: {
    title: 'Vos messages',
    channel: { SMS: 'Par SMS', EMAIL: 'Par courriel' },
    recalls: 'Rappels d’hygiène',
    appointments: 'Messages sur vos rendez-vous',
    save: 'Enregistrer mes choix',
    saved: 'Vos choix sont enregistrés. Ils s’appliquent dès maintenant.',
    upcoming: 'Messages à venir',
    list: 'Messages à venir, jour par jour',
    recallKind: 'Rappel d’hygiène',
    skipped: 'Non envoyé',
    planned: 'Prévu',
    withdrawn: { SMS: /Désabonnement des rappels par SMS/, EMAIL: /Désabonnement des rappels par courriel/ },
  },
} as const;

type Lang = keyof typeof texts;

interface LinkEntry {
  patientId: string;
  fileNumber: string;
  channel: 'SMS' | 'EMAIL';
  link: string;
  messages: { kind: string; channel: string; status: string }[];
}

/** The patients' page links the offline API gives, read in the page (the API runs there). */
const pageLinks = (page: Page, practiceId: string, patientId = '') =>
  page.evaluate(
    async ([practice, patient]) =>
      (await (
        await fetch(`/api/__offline/preferences/links?practiceId=${practice}&patientId=${patient}`)
      ).json()) as LinkEntry[],
    [practiceId, patientId] as const,
  );

/** The upcoming messages of one patient, as lines of text per message. */
const messagesOf = async (page: Page, lang: Lang, fileNumber: string) => {
  await page.goto(`/communications/upcoming?search=${fileNumber}`);
  const list = page.getByRole('region', { name: texts[lang].list });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  return list.getByRole('listitem');
};

test.use(signedInAs('clinic'));

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`a patient unsubscribes from recalls on their page: the clinic's recalls skip them, appointment messages stay (${lang})`, async ({
    page,
  }) => {
    await preferLanguage(page, lang);
    const practiceId = await startOnPractice(page, 'clinic', PLATEAU);
    await page.goto('/communications/upcoming');
    await expect(page.getByRole('heading', { level: 1, name: t.upcoming })).toBeVisible();
    // A patient of each language's run: the English run takes the first, the French the second.
    const entry = (await pageLinks(page, practiceId))[lang === 'en' ? 0 : 1]!;
    expect(
      entry.messages.some((message) => message.kind === 'HYGIENE_RECALL' && message.status === 'PLANNED'),
    ).toBe(true);

    // The patient's phone: the page as the message's link opens it, in the run's language.
    const scan = scanner(page, lang);
    await page.setViewportSize({ width: 375, height: 740 });
    const link = new URL(entry.link, 'http://portal');
    link.searchParams.set('lang', lang);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const channel = page.getByRole('group', { name: t.channel[entry.channel] });
    await expect(channel.getByRole('checkbox', { name: t.recalls })).toBeChecked();
    await scan('patient’s page, as opened');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // By keyboard, as a phone's keyboard or a switch would.
    await channel.getByRole('checkbox', { name: t.recalls }).focus();
    await page.keyboard.press('Space');
    await expect(channel.getByRole('checkbox', { name: t.recalls })).not.toBeChecked();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    // The answer takes the focus from the pressed button, to be read out.
    await expect(page.locator(':focus')).toContainText(t.saved);
    await expect(channel.getByRole('checkbox', { name: t.appointments })).toBeChecked();
    await scan('patient’s page, saved');

    // The clinic's screen: the recalls of that patient on that channel are skipped, with why.
    await page.setViewportSize({ width: 1280, height: 800 });
    const messages = await messagesOf(page, lang, entry.fileNumber);
    const recalls = messages
      .filter({ hasText: t.recallKind })
      .filter({ hasText: t.withdrawn[entry.channel] });
    await expect(recalls.first()).toBeVisible();
    await expect(recalls.first()).toContainText(t.skipped);
    // Its appointment messages on the same channel are still planned.
    const [after] = await pageLinks(page, practiceId, entry.patientId);
    const stillPlanned = after!.messages.filter(
      (message) =>
        message.kind !== 'HYGIENE_RECALL' &&
        message.channel === entry.channel &&
        message.status === 'PLANNED',
    );
    expect(stillPlanned.length).toBe(
      entry.messages.filter(
        (message) =>
          message.kind !== 'HYGIENE_RECALL' &&
          message.channel === entry.channel &&
          message.status === 'PLANNED',
      ).length,
    );
    await expect(
      messages.filter({ hasNotText: t.recallKind }).filter({ hasText: t.planned }).first(),
    ).toBeVisible();
  });
}
