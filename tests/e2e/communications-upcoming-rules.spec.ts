import { signedInAs } from './support/accounts';
import { expect, test } from './support/test';
import {
  applyFilters,
  chooseDays,
  entries,
  entriesAbout,
  entryLines,
  open,
  openForecastTable,
  rangeOf,
  settled,
  stateCard,
  total,
} from './support/upcoming-page';
import { texts } from './support/upcoming-texts';

/**
 * What the sending rules (docs/decisions/017-sending-rules.md) decide, as the upcoming messages
 * screen (/communications/upcoming) shows it: a kind turned off and on again, an appointment
 * confirmed by its patient, a hygiene appointment already booked.
 *
 * The offline data follow the real calendar: dates, names and counts are read from the screen,
 * never written here.
 */

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
}
