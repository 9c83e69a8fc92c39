import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { controlsUsable, noSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

/**
 * The upcoming messages screen (/communications/upcoming): what the sending rules
 * (docs/decisions/017-sending-rules.md) will send in the coming days and why some will not go,
 * the SMS forecast, and the patients who opted out. The offline data follow the real calendar:
 * dates, names and counts are read from the screen, never written here.
 */

const PLATEAU = 'Clinique dentaire du Plateau';
const SAINT_LAURENT = 'Centre dentaire Saint-Laurent';
const PATH = '/communications/upcoming';

const texts = {
  en: {
    title: 'Upcoming messages',
    tabs: 'Upcoming messages and opt-outs',
    tabUpcoming: 'Upcoming messages',
    tabOptOuts: 'Opt-outs',
    days: 'Days shown',
    usage: /^Your SMS package is at [\d.]+% this month/,
    smsGroup: /^SMS package/,
    kind: 'Kind of message',
    status: 'Status',
    reason: 'Reason not sent',
    search: 'Patient',
    apply: 'Apply',
    list: 'Upcoming messages, day by day',
    /** "800 messages from November 25 to December 8": the first day is the practice's today. */
    total: /^(?:No message|[\d,]+ messages?) from (.+) to (.+)$/,
    noMatch: 'No upcoming message matches these filters. Change or clear them to see more.',
    loading: 'Loading…',
    planned: 'Planned',
    skipped: 'Not sent',
    fileNumber: /\bFile (\S+)/,
    showMessage: 'Show the message',
    hideMessage: 'Hide the message',
    recallsOff: 'Hygiene recalls are turned off',
    openSettings: 'Open the settings',
    recallKind: 'Hygiene recall',
    notificationKind: 'Appointment notification',
    confirmationKind: 'Appointment confirmation',
    alreadyConfirmed: (date: string) => `Already confirmed on ${date}`,
    hygieneAppointment: /^Has a hygiene appointment on (.+)$/,
    /** The appointment a notification or confirmation request is about, as its sentence says it. */
    appointmentOn: /for the appointment on (.+ at .+)\.$/,
    confirmationLink: /https?:\/\/\S+\/confirmation\?\S+/,
    forecast: 'SMS package forecast',
    warningTitle: 'SMS package running low',
    warningText:
      /^(?:At this pace, this month will use [\d,]+ of the [\d,]+ segments of the package\. That is \d+\s?% of the package: SMS sending stops once it is used up\.|At this pace, the [\d,]+-segment package runs out on .+\.)$/,
    counts: 'Messages of these days, by kind',
    chart: 'Projected use of the SMS package, day by day',
    tableToggle: 'Forecast as a table',
    table: 'Projected SMS segments, day by day',
    /** A day of the forecast's table, "Monday, December 21": the date without its weekday. */
    dayWithoutWeekday: (day: string) => day.replace(/^\S+, /, ''),
    /** A date as the reasons write it: "December 21", "January 4, 2027". */
    dayOfMonth: /^[A-Z][a-z]+\s\d{1,2}(?:,\s\d{4})?$/,
    next: 'Next page',
    pageOf: (page: number) => new RegExp(`^Page ${page} of \\d+$`),
    pages: /^Page \d+ of (\d+)$/,
    optOutExplanation: /^These patients asked to receive no more messages/,
    optOutTotal: /^(?:No opt-out|[\d,]+ opt-outs?)$/,
    optOutTable: 'Patients who opted out',
    channelLabels: { SMS: 'SMS', EMAIL: 'Email' },
    optOutHow: { SMS: /^(?:Answered \S+|Stopped SMS)$/, EMAIL: /^Unsubscribed$/ },
    keyword: /^Answered (?:STOP|ARR[ÊE]T)$/i,
    // The settings of a kind and the dashboard.
    recalls: 'Hygiene recalls',
    notifications: 'Appointment notifications',
    confirmations: 'Appointment confirmations',
    turnOff: 'Turn off',
    turnOn: 'Turn on',
    confirmOff: 'Turn off hygiene recalls?',
    disabling: 'Turning off…',
    enabling: 'Turning on…',
    off: 'Off',
    on: 'On',
    seeUpcoming: 'See who will receive these messages',
    dashboard: 'Automated communications',
    plannedNextWeek: /^(?:No message planned|(\d[\d,]*) messages? planned) in the next 7 days$/,
    practice: 'Practice',
  },
  fr: {
    title: 'Messages à venir',
    tabs: 'Messages à venir et désabonnements',
    tabUpcoming: 'Messages à venir',
    tabOptOuts: 'Désabonnements',
    days: 'Jours affichés',
    usage: /^Votre forfait SMS est utilisé à [\d,]+\s?% ce mois-ci/,
    smsGroup: /^Forfait SMS/,
    kind: 'Type de message',
    status: 'État',
    reason: 'Raison du non-envoi',
    search: 'Patient',
    apply: 'Appliquer',
    list: 'Messages à venir, jour par jour',
    total: /^(?:Aucun message|[\d\s]+\smessages?) du (.+) au (.+)$/,
    noMatch:
      'Aucun message à venir ne correspond à ces filtres. Modifiez-les ou effacez-les pour en voir plus.',
    loading: 'Chargement…',
    planned: 'Prévu',
    skipped: 'Non envoyé',
    fileNumber: /\bDossier (\S+)/,
    showMessage: 'Afficher le message',
    hideMessage: 'Masquer le message',
    recallsOff: 'Les rappels d’hygiène sont désactivés',
    openSettings: 'Ouvrir les paramètres',
    recallKind: 'Rappel d’hygiène',
    notificationKind: 'Avis de rendez-vous',
    confirmationKind: 'Confirmation de rendez-vous',
    alreadyConfirmed: (date: string) => `Rendez-vous déjà confirmé le ${date}`,
    hygieneAppointment: /^A un rendez-vous d’hygiène le (.+)$/,
    appointmentOn: /pour le rendez-vous du (.+ à .+)\.$/,
    confirmationLink: /https?:\/\/\S+\/confirmation\?\S+/,
    forecast: 'Prévision du forfait SMS',
    warningTitle: 'Forfait SMS bientôt épuisé',
    warningText:
      /^(?:À ce rythme, la consommation du mois atteindra [\d\s]+ des [\d\s]+\ssegments du forfait\. Cela représente \d+\s?% du forfait\. L’envoi des SMS s’arrêtera lorsqu’il sera épuisé\.|À ce rythme, le forfait de [\d\s]+\ssegments sera épuisé le .+\.)$/,
    counts: 'Messages de ces jours, par type',
    chart: 'Utilisation prévue du forfait SMS, jour par jour',
    tableToggle: 'Prévision sous forme de tableau',
    table: 'Segments SMS prévus, jour par jour',
    dayWithoutWeekday: (day: string) => day.replace(/^\S+ /, ''),
    dayOfMonth: /^\d{1,2}(?:er)?\s[a-zéû]+(?:\s\d{4})?$/,
    next: 'Page suivante',
    pageOf: (page: number) => new RegExp(`^Page ${page} sur \\d+$`),
    pages: /^Page \d+ sur (\d+)$/,
    optOutExplanation: /^Ces patients ont demandé à ne plus recevoir de messages/,
    optOutTotal: /^(?:Aucun désabonnement|[\d\s]+\sdésabonnements?)$/,
    optOutTable: 'Patients désabonnés',
    channelLabels: { SMS: 'SMS', EMAIL: 'Courriel' },
    optOutHow: { SMS: /^(?:Réponse \S+|Désabonnement des SMS)$/, EMAIL: /^Lien de désabonnement$/ },
    keyword: /^Réponse (?:STOP|ARR[ÊE]T)$/i,
    recalls: 'Rappels d’hygiène',
    notifications: 'Avis de rendez-vous',
    confirmations: 'Confirmations de rendez-vous',
    turnOff: 'Désactiver',
    turnOn: 'Activer',
    confirmOff: 'Désactiver les rappels d’hygiène?',
    disabling: 'Désactivation en cours…',
    enabling: 'Activation en cours…',
    off: 'Désactivé',
    on: 'Activé',
    seeUpcoming: 'Voir qui recevra ces messages',
    dashboard: 'Communications automatisées',
    plannedNextWeek: /^(?:Aucun message prévu|(\d[\d\s]*?)\smessages? prévus?) dans les 7\sprochains jours$/,
    practice: 'Clinique',
  },
} as const;

type Lang = keyof typeof texts;

/** The confirmation page speaks the patient's language, the link's `lang`, whatever the portal's. */
const confirmationTexts = {
  en: {
    title: 'Confirm your appointment',
    confirm: 'Confirm my appointment',
    confirmed: 'Thank you! Your appointment is confirmed.',
  },
  fr: {
    title: 'Confirmez votre rendez-vous',
    confirm: 'Confirmer mon rendez-vous',
    confirmed: /^Merci! Votre rendez-vous est confirmé\.$/,
  },
} as const;

test.use(signedInAs('clinic'));

const open = async (page: Page, lang: Lang, path = PATH, heading: string = texts[lang].title) => {
  await preferLanguage(page, lang);
  await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

const total = (page: Page, lang: Lang) => page.getByRole('status').filter({ hasText: texts[lang].total });
const list = (page: Page, lang: Lang) => page.getByRole('region', { name: texts[lang].list });
const entries = (page: Page, lang: Lang) => list(page, lang).getByRole('listitem');

/** The list once its page has arrived: the total said, no page loading behind the rows. */
const settled = async (page: Page, lang: Lang) => {
  await expect(total(page, lang)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: texts[lang].loading, exact: true })).toHaveCount(0);
};

/** The entries of the page as lines of text (name, kind, sentence, reason…), once settled. */
const entryLines = async (page: Page, lang: Lang): Promise<string[][]> => {
  await settled(page, lang);
  const shown = await entries(page, lang).allInnerTexts();
  return shown.map((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
};

/** "from <day> to <day>": the first day is the practice's today, as the screen writes dates. */
const rangeOf = async (page: Page, lang: Lang) => {
  const sentence = await total(page, lang).innerText();
  const [, from, to] = texts[lang].total.exec(sentence.trim()) ?? [];
  if (!from || !to) throw new Error(`No range in "${sentence}"`);
  return { from, to };
};

interface Filters {
  kind?: 'REMINDER' | 'CONFIRMATION' | 'HYGIENE_RECALL' | '';
  status?: 'PLANNED' | 'SKIPPED' | '';
  reason?: string;
  search?: string;
}

/**
 * The list's answer to the view the URL now shows (its filters and page): waited for around a
 * change, so that the rows read next are the new view's, not the previous one still on screen.
 * A view seen in the last 30 s comes from the query cache without a request: after 5 s without
 * one, `settled` alone decides (a request under way shows its progress bar until it answers).
 */
const listAnswered = (page: Page) =>
  page.waitForResponse(
    (response) => {
      const asked = new URL(response.url());
      if (!asked.pathname.endsWith('/communication/upcoming')) return false;
      const shown = new URL(page.url()).searchParams;
      const from = Date.parse(asked.searchParams.get('from') ?? '');
      const to = Date.parse(asked.searchParams.get('to') ?? '');
      return (
        ['kind', 'status', 'reason', 'search'].every(
          (key) => (asked.searchParams.get(key) ?? '') === (shown.get(key) ?? ''),
        ) &&
        asked.searchParams.get('page') === (shown.get('page') ?? '1') &&
        Math.round((to - from) / 86_400_000) + 1 === Number(shown.get('days') ?? 14)
      );
    },
    { timeout: 5_000 },
  );

/** Does `change` and waits for the list of the new view to be on screen. */
const changeView = async (page: Page, lang: Lang, change: () => Promise<void>) => {
  const answered = listAnswered(page).catch(() => undefined);
  await change();
  await answered;
  await settled(page, lang);
};

/** Fills the filter form as a person would, and applies it. */
const applyFilters = async (page: Page, lang: Lang, filters: Filters) => {
  const t = texts[lang];
  if (filters.kind !== undefined)
    await page.getByRole('combobox', { name: t.kind }).selectOption(filters.kind);
  if (filters.status !== undefined)
    await page.getByRole('combobox', { name: t.status }).selectOption(filters.status);
  if (filters.reason !== undefined)
    await page.getByRole('combobox', { name: t.reason }).selectOption(filters.reason);
  if (filters.search !== undefined)
    await page.getByRole('searchbox', { name: t.search }).fill(filters.search);
  await changeView(page, lang, async () => {
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    for (const [key, value] of Object.entries(filters) as [string, string | undefined][])
      if (value) await expect(page).toHaveURL(new RegExp(`[?&]${key}=${encodeURIComponent(value)}(&|$)`));
  });
};

const chooseDays = (page: Page, lang: Lang, days: 7 | 14 | 30 | 60) =>
  changeView(page, lang, async () => {
    await page.getByRole('combobox', { name: texts[lang].days }).selectOption(String(days));
    await expect(page).toHaveURL(new RegExp(`[?&]days=${days}(&|$)`));
  });

/** The SMS forecast's table, opened (it sits in a <details>). */
const openForecastTable = async (page: Page, lang: Lang) => {
  const t = texts[lang];
  await page.getByText(t.tableToggle, { exact: true }).click();
  const table = page.getByRole('table', { name: t.table });
  await expect(table).toBeVisible();
  return table;
};

/** The entries whose sentence is about that appointment (same patient, same day and hour). */
const entriesAbout = (shown: string[][], lang: Lang, appointment: string) =>
  shown.filter((lines) => lines.some((line) => texts[lang].appointmentOn.exec(line)?.[1] === appointment));

/** The state card of a kind's settings screen, and its one button. */
const stateCard = (page: Page, lang: Lang) => {
  const t = texts[lang];
  return {
    badge: (name: string) => page.getByText(name, { exact: true }),
    turnOff: page.getByRole('button', { name: t.turnOff, exact: true }),
    turnOn: page.getByRole('button', { name: t.turnOn, exact: true }),
  };
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`turning hygiene recalls off skips every recall as turned off; on again plans them (${lang})`, async ({
    page,
  }) => {
    test.slow(); // Four screens, each a full load of the offline mode.
    // The offline clinic applies an on/off change 20 s after it is made and refuses another
    // before (409). The offline API answers in the page, so the page's clock is its clock:
    // moving it forward 25 s settles the change at once instead of waiting for it.
    await page.clock.install();
    await open(page, lang, '/communications/hygiene-recalls', t.recalls);
    const card = stateCard(page, lang);
    await card.turnOff.click();
    const dialog = page.getByRole('dialog', { name: t.confirmOff });
    await dialog.getByRole('button', { name: t.turnOff }).click();
    await expect(card.badge(t.disabling)).toBeVisible();
    await page.clock.fastForward('00:25');
    // The screen reads the state again while it travels: it has arrived.
    await expect(card.badge(t.off)).toBeVisible();
    await expect(card.turnOn).toBeEnabled();

    await page.getByRole('link', { name: t.seeUpcoming }).click();
    await expect(page).toHaveURL(/\/communications\/upcoming\?kind=HYGIENE_RECALL$/);
    await expect(page.getByRole('combobox', { name: t.kind })).toHaveValue('HYGIENE_RECALL');
    const off = await entryLines(page, lang);
    expect(off.length, 'recalls listed while turned off').toBeGreaterThan(0);
    for (const lines of off) {
      expect(lines.join(' ')).toContain(t.recallKind);
      expect(lines).toContain(t.skipped);
      expect(lines).toContain(`${t.recallsOff} · ${t.openSettings}`);
    }
    // Not one of the range is planned.
    await applyFilters(page, lang, { status: 'PLANNED' });
    await expect(page.getByText(t.noMatch)).toBeVisible();

    // On again, from the settings the entry links to.
    await applyFilters(page, lang, { status: '' });
    await settled(page, lang);
    await entries(page, lang).first().getByRole('link', { name: t.openSettings }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.recalls })).toBeVisible();
    await card.turnOn.click();
    await expect(card.badge(t.enabling)).toBeVisible();
    await page.clock.fastForward('00:25');
    await expect(card.badge(t.on)).toBeVisible();

    await page.getByRole('link', { name: t.seeUpcoming }).click();
    await expect(page).toHaveURL(/\/communications\/upcoming\?kind=HYGIENE_RECALL$/);
    const on = await entryLines(page, lang);
    expect(
      on.some((lines) => lines.includes(t.planned)),
      'some recalls planned again',
    ).toBe(true);
    expect(on.flat()).not.toContain(`${t.recallsOff} · ${t.openSettings}`);
  });

  test(`confirming an appointment on /confirmation turns its confirmation requests into "already confirmed" (${lang})`, async ({
    page,
  }) => {
    test.slow(); // The list, the confirmation page, the list again.
    await open(page, lang);
    await settled(page, lang);
    const { from: today } = await rangeOf(page, lang);
    await applyFilters(page, lang, { kind: 'CONFIRMATION', status: 'PLANNED' });
    const [lines] = await entryLines(page, lang);
    if (!lines) throw new Error('No planned confirmation request in the next 14 days');
    const fileNumber = t.fileNumber.exec(lines.join(' '))?.[1];
    const appointment = lines.map((line) => t.appointmentOn.exec(line)?.[1]).find(Boolean);
    if (!fileNumber || !appointment) throw new Error(`No patient or appointment in ${lines.join(' / ')}`);
    expect(lines).toContain(t.planned);

    // The link the patient receives, from the message as it will be sent.
    const first = entries(page, lang).first();
    await first.getByRole('button', { name: t.showMessage }).click();
    await expect(first.getByRole('button', { name: t.hideMessage })).toHaveAttribute('aria-expanded', 'true');
    const body = await first.getByRole('paragraph').innerText();
    const link = t.confirmationLink.exec(body)?.[0];
    if (!link) throw new Error(`No confirmation link in the message:\n${body}`);
    const url = new URL(link);
    expect(url.origin, 'the link points to this portal').toBe(new URL(page.url()).origin);
    const patientLang = url.searchParams.get('lang') === 'en' ? 'en' : 'fr';
    const c = confirmationTexts[patientLang];

    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await page.getByRole('button', { name: c.confirm }).click();
    await expect(page.getByText(c.confirmed)).toBeVisible();

    // Back to the list, as a person would, then to that patient's confirmation requests.
    await page.goBack();
    await expect(page).toHaveURL(/kind=CONFIRMATION&status=PLANNED/);
    await settled(page, lang);
    await applyFilters(page, lang, { kind: 'CONFIRMATION', status: '', search: fileNumber });
    await expect(async () => {
      const about = entriesAbout(await entryLines(page, lang), lang, appointment);
      expect(about.length, `confirmation requests of the appointment on ${appointment}`).toBeGreaterThan(0);
      for (const entry of about) {
        expect(entry).toContain(t.skipped);
        expect(entry).toContain(t.alreadyConfirmed(today));
        expect(entry).not.toContain(t.planned);
      }
    }).toPass();
    // None of them is planned any more.
    await applyFilters(page, lang, { status: 'PLANNED' });
    await expect(total(page, lang)).toBeVisible();
    expect(entriesAbout(await entryLines(page, lang), lang, appointment)).toEqual([]);
  });

  test(`a patient with a hygiene appointment booked is not recalled, and the reason gives its date (${lang})`, async ({
    page,
  }) => {
    await open(page, lang);
    await chooseDays(page, lang, 60);
    await applyFilters(page, lang, { kind: 'HYGIENE_RECALL', reason: 'UPCOMING_HYGIENE_APPOINTMENT' });
    await expect(page.getByRole('combobox', { name: t.status })).toHaveValue('SKIPPED');
    const shown = await entryLines(page, lang);
    expect(shown.length).toBeGreaterThan(0);
    const recalls = shown.map((lines) => {
      expect(lines).toContain(t.skipped);
      const date = lines.map((line) => t.hygieneAppointment.exec(line)?.[1]).find(Boolean);
      const fileNumber = t.fileNumber.exec(lines.join(' '))?.[1];
      expect(date, `the reason of ${lines.join(' / ')} names a date`).toBeTruthy();
      return { date: date!, fileNumber: fileNumber! };
    });

    for (const { date } of recalls) expect(date).toMatch(t.dayOfMonth);

    // The days of the next 60 days as the screen writes them, in order (the forecast's table). The
    // agenda goes one day further than the list can show, so a few dates may lie past the table.
    const table = await openForecastTable(page, lang);
    const days = (await table.getByRole('rowheader').allInnerTexts()).map((day) => day.trim());
    const plain = days.map(t.dayWithoutWeekday);
    const shownDays = recalls.filter(({ date }) => plain.includes(date));
    expect(shownDays.length, 'appointments among the coming days').toBeGreaterThan(0);

    // The furthest appointment still has its notifications ahead: they must name the same day.
    const furthest = shownDays.reduce((a, b) => (plain.indexOf(b.date) > plain.indexOf(a.date) ? b : a));
    const day = days[plain.indexOf(furthest.date)]!;
    await applyFilters(page, lang, { kind: 'REMINDER', status: '', reason: '', search: furthest.fileNumber });
    await expect(async () => {
      const notifications = await entryLines(page, lang);
      const appointments = notifications.flatMap((lines) =>
        lines.map((line) => t.appointmentOn.exec(line)?.[1]).filter(Boolean),
      );
      // The forecast's row headers start with a capital (« Vendredi »), the sentences do not.
      const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);
      expect(
        appointments.some((appointment) => lowerFirst(appointment!).startsWith(`${lowerFirst(day)} `)),
        `a notification of file ${furthest.fileNumber} for the appointment of ${day} (got ${appointments.join('; ')})`,
      ).toBe(true);
    }).toPass();
  });

  test(`the forecast warns that Saint-Laurent's SMS package runs low (${lang})`, async ({ page }) => {
    await open(page, lang);
    await settled(page, lang);
    const forecast = page.getByRole('region', { name: t.forecast });

    const switcher = page.getByRole('combobox', { name: t.practice });
    await switcher.click();
    await page.getByRole('option', { name: SAINT_LAURENT }).click();
    await expect(switcher).toHaveValue(SAINT_LAURENT);
    await expect(page).toHaveURL(/\/communications\/upcoming$/);
    await expect(forecast.getByText(t.warningTitle, { exact: true })).toBeVisible();
    await expect(forecast.getByText(t.warningText)).toBeVisible();
    await expect(forecast.getByText(t.warningText)).toBeInViewport();
    // The month's usage so far is in the same message: one SMS warning, not two stacked.
    await expect(forecast.getByText(t.usage)).toBeVisible();
    await expect(page.getByRole('group', { name: t.smsGroup })).toHaveCount(1);
  });

  test(`range, filters, search and page survive a reload; so do the opt-outs' tab and page (${lang})`, async ({
    page,
  }) => {
    test.slow(); // Two reloads and eight filtered lists.
    await open(page, lang);
    await chooseDays(page, lang, 30);
    // Part of a name: a letter nearly every name has, so that the list still takes pages.
    await applyFilters(page, lang, {
      kind: 'HYGIENE_RECALL',
      status: 'SKIPPED',
      reason: 'NO_HYGIENE_VISIT_IN_TWO_YEARS',
      search: 'e',
    });
    await settled(page, lang);
    const pagesText = await page.getByText(t.pages).innerText();
    expect(Number(t.pages.exec(pagesText)?.[1]), 'several pages').toBeGreaterThan(1);
    await changeView(page, lang, async () => {
      await page.getByRole('button', { name: t.next }).click();
      await expect(page).toHaveURL(/page=2/);
    });
    await expect(page.getByText(t.pageOf(2))).toBeVisible();
    const pageTwo = await entryLines(page, lang);
    expect(pageTwo.length).toBeGreaterThan(0);
    for (const lines of pageTwo) {
      expect(lines).toContain(t.skipped);
      expect(lines[0]!.normalize('NFD')).toMatch(/e/i);
    }
    const url = page.url();

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByText(t.pageOf(2))).toBeVisible();
    await expect(page.getByRole('combobox', { name: t.days })).toHaveValue('30');
    await expect(page.getByRole('combobox', { name: t.kind })).toHaveValue('HYGIENE_RECALL');
    await expect(page.getByRole('combobox', { name: t.status })).toHaveValue('SKIPPED');
    await expect(page.getByRole('combobox', { name: t.reason })).toHaveValue('NO_HYGIENE_VISIT_IN_TWO_YEARS');
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('e');
    expect(await entryLines(page, lang)).toEqual(pageTwo);

    // The opt-outs: who, by which channel, how; the tab and the page in the URL.
    await page.getByRole('tab', { name: t.tabOptOuts }).click();
    await expect(page.getByRole('tab', { name: t.tabOptOuts })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(t.optOutExplanation)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.optOutTotal })).toBeVisible();
    const optOuts = page.getByRole('table', { name: t.optOutTable });
    const readOptOuts = async () => {
      await expect(page.getByRole('region', { name: t.optOutTable })).toHaveAttribute('aria-busy', 'false');
      return (await optOuts.getByRole('row').all()).slice(1);
    };
    const checkRows = async () => {
      const rows = await readOptOuts();
      expect(rows.length).toBeGreaterThan(0);
      const shown: string[] = [];
      for (const row of rows) {
        const cells = (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
        const [patient, fileNumber, channel, date, how] = cells;
        expect(patient, 'a patient').toMatch(/\S+ \S+/);
        expect(fileNumber).toMatch(/^\d+$/);
        expect(date).toMatch(/\d{4}$/);
        const key =
          channel === t.channelLabels.SMS ? 'SMS' : channel === t.channelLabels.EMAIL ? 'EMAIL' : undefined;
        expect(key, `channel of ${cells.join(' | ')}`).toBeDefined();
        expect(how).toMatch(t.optOutHow[key!]);
        shown.push(cells.join(' | '));
      }
      return shown;
    };
    const firstPage = await checkRows();
    expect(
      firstPage.some((row) => t.keyword.test(row.split(' | ')[4]!)),
      'someone answered STOP or ARRÊT',
    ).toBe(true);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.pageOf(2))).toBeVisible();
    await expect(page).toHaveURL(/tab=opt-outs/);
    await expect(page).toHaveURL(/page=2/);
    const secondPage = await checkRows();
    expect(secondPage).not.toEqual(firstPage);

    await page.reload();
    await expect(page.getByRole('tab', { name: t.tabOptOuts })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(t.pageOf(2))).toBeVisible();
    expect(await checkRows()).toEqual(secondPage);
  });

  test(`axe finds nothing on either tab; at 375 px nothing scrolls sideways and every control is usable (${lang})`, async ({
    page,
  }) => {
    test.slow(); // Two widths, two tabs, four scans.
    const scan = scanner(page, lang);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, lang, `${PATH}?status=SKIPPED`);
      await settled(page, lang);
      await expect(page.getByRole('img', { name: t.chart })).toBeVisible();
      await openForecastTable(page, lang);
      const first = entries(page, lang).first();
      await first.getByRole('button', { name: t.showMessage }).click();
      await expect(first.getByRole('button', { name: t.hideMessage })).toBeVisible();
      await scan(`upcoming messages at ${width} px, a message and the forecast's table open`);
      // Each count's header ends where its numbers end (it sat at the start, away from them).
      const edges = await page.getByRole('table', { name: t.counts }).evaluate((table) =>
        [...table.querySelectorAll('thead th')].slice(1).map((header, index) => {
          const label = header.querySelector('.fui-TableHeaderCell__button') ?? header;
          const range = document.createRange();
          range.selectNodeContents(label);
          const number = table.querySelectorAll('tbody tr:first-child td')[index]!;
          const numberRange = document.createRange();
          numberRange.selectNodeContents(number);
          return Math.abs(range.getBoundingClientRect().right - numberRange.getBoundingClientRect().right);
        }),
      );
      edges.forEach((gap) => expect(gap, 'header and numbers end together').toBeLessThanOrEqual(2));
      if (width === 375) {
        await noSidewaysScroll(page, 'the upcoming messages');
        await controlsUsable(
          page.getByRole('main'),
          `controls that cannot be used: upcoming messages at 375 px (${lang})`,
        );
      }

      await page.getByRole('tab', { name: t.tabOptOuts }).click();
      await expect(page.getByRole('table', { name: t.optOutTable })).toBeVisible();
      await expect(page.getByRole('region', { name: t.optOutTable })).toHaveAttribute('aria-busy', 'false');
      await scan(`opt-outs at ${width} px`);
      if (width === 375) {
        await noSidewaysScroll(page, 'the opt-outs');
        await controlsUsable(
          page.getByRole('main'),
          `controls that cannot be used: opt-outs at 375 px (${lang})`,
        );
      }
    }
  });

  test(`works from the keyboard: a message opened, a filter changed, the other tab chosen (${lang})`, async ({
    page,
  }) => {
    await open(page, lang);
    await settled(page, lang);
    const first = entries(page, lang).first();
    const show = first.getByRole('button', { name: t.showMessage });
    await show.focus();
    await page.keyboard.press('Enter');
    const hide = first.getByRole('button', { name: t.hideMessage });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(hide).toBeFocused();
    await expect(first.getByRole('paragraph')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first.getByRole('button', { name: t.showMessage })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // The kind with the arrow keys, then Tab to Apply and Enter.
    const kind = page.getByRole('combobox', { name: t.kind });
    await kind.focus();
    await page.keyboard.press('ArrowDown');
    await expect(kind).toHaveValue('REMINDER');
    const apply = page.getByRole('button', { name: t.apply, exact: true });
    for (
      let step = 0;
      step < 8 && !(await apply.evaluate((button) => button === document.activeElement));
      step++
    )
      await page.keyboard.press('Tab');
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]kind=REMINDER(&|$)/);
    for (const lines of await entryLines(page, lang)) expect(lines.join(' ')).toContain(t.notificationKind);

    // The days shown, from the keyboard too: applied at once.
    const days = page.getByRole('combobox', { name: t.days });
    await days.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/[?&]days=30(&|$)/);

    // The tabs: arrows move between them, Enter opens one.
    const upcomingTab = page.getByRole('tab', { name: t.tabUpcoming });
    await upcomingTab.focus();
    await page.keyboard.press('ArrowRight');
    const optOutsTab = page.getByRole('tab', { name: t.tabOptOuts });
    await expect(optOutsTab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(optOutsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: t.optOutTable })).toBeVisible();
  });

  test(`the dashboard's card and a kind's settings link to the upcoming list of that kind (${lang})`, async ({
    page,
  }) => {
    await open(page, lang, '/communications/admin', t.dashboard);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t.confirmations }) });
    const link = card.getByRole('link', { name: t.plannedNextWeek });
    await expect(link).toBeVisible();
    const planned = Number(
      (t.plannedNextWeek.exec((await link.innerText()).trim())?.[1] ?? '0').replace(/\D/g, ''),
    );
    await link.click();
    await expect(page).toHaveURL(/\/communications\/upcoming\?days=7&kind=CONFIRMATION$/);
    await expect(page.getByRole('combobox', { name: t.days })).toHaveValue('7');
    await expect(page.getByRole('combobox', { name: t.kind })).toHaveValue('CONFIRMATION');
    // The card's count is the forecast's count of the same 7 days.
    const counts = page.getByRole('table', { name: t.counts });
    const row = counts
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: t.confirmations }) });
    const [plannedCell] = await row.getByRole('cell').allInnerTexts();
    expect(Number(plannedCell!.replace(/\D/g, ''))).toBe(planned);
    for (const lines of await entryLines(page, lang)) expect(lines.join(' ')).toContain(t.confirmationKind);
    // And the planned ones of the list are as many.
    await applyFilters(page, lang, { status: 'PLANNED' });
    await settled(page, lang);
    const plannedTotal = (await total(page, lang).innerText()).trim();
    expect(Number(plannedTotal.split(/\s(?:messages?|from|du)/)[0]!.replace(/\D/g, '') || '0')).toBe(planned);

    // A kind's settings: "See who will receive these messages".
    await page.getByRole('navigation').getByRole('link', { name: t.notifications, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.notifications })).toBeVisible();
    await page.getByRole('link', { name: t.seeUpcoming }).click();
    await expect(page).toHaveURL(/\/communications\/upcoming\?kind=REMINDER$/);
    await expect(page.getByRole('combobox', { name: t.kind })).toHaveValue('REMINDER');
    await expect(page.getByRole('combobox', { name: t.days })).toHaveValue('14');
    const notifications = await entryLines(page, lang);
    expect(notifications.length).toBeGreaterThan(0);
    for (const lines of notifications) expect(lines.join(' ')).toContain(t.notificationKind);
  });
}
