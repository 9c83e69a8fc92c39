import { describe, expect, it } from 'vitest';
import type { UpcomingMessage } from '@/api/generated/communication/model';
import { createAppIntl } from '@/i18n/format';
import { loadMessages } from '@/i18n/messages';
import { forecastView } from './forecast-view';
import { describeHold, describeReason, describeSending } from './upcoming-sentences';

const intlIn = async (locale: 'en' | 'fr') => createAppIntl(locale, await loadMessages(locale));

const MONTREAL = { timeZone: 'America/Montreal', today: '2026-11-30' };

// The contract's first example: 14:00Z is 9 h in Montréal, 18:30Z is 13 h 30.
const reminder: UpcomingMessage = {
  id: 'REMINDER.Qm7x2KfR9tLw4ZpN8vB3.SMS',
  kind: 'REMINDER',
  channel: 'SMS',
  language: 'FR',
  scheduledAt: '2026-11-30T14:00:00Z',
  day: '2026-11-30',
  status: 'PLANNED',
  patient: { id: 'P-10427', fileNumber: '10427', firstName: 'Geneviève', lastName: 'Côté' },
  appointment: {
    id: 'Qm7x2KfR9tLw4ZpN8vB3',
    startsAt: '2026-12-02T18:30:00Z',
    type: 'Examen et nettoyage',
    hygiene: true,
  },
  message: { body: 'Bonjour Geneviève' },
  smsSegments: 1,
};

const skipped = (fields: Partial<UpcomingMessage>): UpcomingMessage => ({
  ...reminder,
  status: 'SKIPPED',
  ...fields,
});

describe('describeSending', () => {
  it('says what goes and when, in the practice’s zone', async () => {
    const en = await intlIn('en');
    expect(describeSending(en, reminder, MONTREAL)).toBe(
      'SMS notification at 9:00 a.m. for the appointment on Wednesday, December 2 at 1:30 p.m.',
    );
    // The same instants for a clinic in Halifax: its own hours, whatever the browser's zone.
    expect(describeSending(en, reminder, { ...MONTREAL, timeZone: 'America/Halifax' })).toBe(
      'SMS notification at 10:00 a.m. for the appointment on Wednesday, December 2 at 2:30 p.m.',
    );
    expect(
      describeSending(
        en,
        {
          ...reminder,
          kind: 'CONFIRMATION',
          channel: 'EMAIL',
          appointment: { ...reminder.appointment!, startsAt: '2027-01-05T15:00:00Z' },
        },
        MONTREAL,
      ),
    ).toBe(
      'Email confirmation request at 9:00 a.m. for the appointment on Tuesday, January 5, 2027 at 10:00 a.m.',
    );
    expect(
      describeSending(
        en,
        { ...reminder, kind: 'HYGIENE_RECALL', appointment: undefined, dueDate: '2026-12-01' },
        MONTREAL,
      ),
    ).toBe('SMS hygiene recall at 9:00 a.m., for the hygiene visit due on December 1.');
    expect(describeSending(en, { ...reminder, appointment: undefined }, MONTREAL)).toBe(
      'Appointment notification by SMS at 9:00 a.m.',
    );
  });

  it('writes French hours as the OQLF does', async () => {
    const fr = await intlIn('fr');
    expect(describeSending(fr, reminder, MONTREAL)).toBe(
      'Avis par SMS (envoi à 9\u00a0h) pour le rendez-vous du mercredi 2 décembre à 13\u00a0h\u00a030.',
    );
  });
});

describe('describeReason', () => {
  it('gives one sentence per reason, with its date', async () => {
    const en = await intlIn('en');
    const reason = (fields: Partial<UpcomingMessage>) => describeReason(en, skipped(fields), MONTREAL);
    expect(describeReason(en, reminder, MONTREAL)).toBeUndefined();
    expect(reason({ reason: 'ALREADY_CONFIRMED', reasonAt: '2026-11-24T15:00:00Z' })).toBe(
      'Already confirmed on November 24',
    );
    expect(
      reason({
        kind: 'HYGIENE_RECALL',
        reason: 'UPCOMING_HYGIENE_APPOINTMENT',
        reasonAt: '2026-12-03T14:00:00Z',
      }),
    ).toBe('Has a hygiene appointment on December 3');
    expect(reason({ reason: 'OPTED_OUT', reasonAt: '2026-10-02T16:12:40Z', optOutKeyword: 'STOP' })).toBe(
      'Answered STOP on October 2',
    );
    expect(reason({ reason: 'OPTED_OUT', channel: 'EMAIL', reasonAt: '2025-09-14T11:03:09Z' })).toBe(
      'Unsubscribed from emails on September 14, 2025',
    );
    expect(
      reason({
        kind: 'HYGIENE_RECALL',
        reason: 'NO_HYGIENE_VISIT_IN_TWO_YEARS',
        reasonAt: '2023-03-04T14:00:00Z',
      }),
    ).toBe('Last hygiene visit on March 4, 2023, more than 2 years ago');
    expect(reason({ kind: 'HYGIENE_RECALL', reason: 'NO_HYGIENE_VISIT_IN_TWO_YEARS' })).toBe(
      'No hygiene visit on file',
    );
    expect(reason({ reason: 'NO_APPOINTMENT_THAT_DAY' })).toBe('The clinic has no appointment that day');
    expect(reason({ reason: 'NO_VALID_CONTACT' })).toBe('No valid mobile number');
    expect(reason({ reason: 'NO_VALID_CONTACT', channel: 'EMAIL' })).toBe('No valid email address');
    expect(reason({ reason: 'SMS_PACKAGE_EXHAUSTED' })).toBe('The month’s SMS package is used up');
    expect(reason({ kind: 'HYGIENE_RECALL', reason: 'KIND_DISABLED' })).toBe(
      'Hygiene recalls are turned off',
    );
    expect(reason({ reason: 'APPOINTMENT_STARTED', reasonAt: '2026-12-02T19:05:00Z' })).toBe(
      'The appointment begins on December 2 at 2:05 p.m., before this message would leave',
    );
    expect(reason({ reason: 'NO_TEMPLATE', channel: 'SMS', language: 'FR' })).toBe(
      'No French SMS template: nothing can be sent',
    );
    expect(reason({ reason: 'NO_TEMPLATE', channel: 'EMAIL', language: 'EN' })).toBe(
      'No English email template: nothing can be sent',
    );
  });

  it('words them in French, dated in the practice’s zone', async () => {
    const fr = await intlIn('fr');
    const reason = (fields: Partial<UpcomingMessage>) => describeReason(fr, skipped(fields), MONTREAL);
    expect(reason({ reason: 'OPTED_OUT', reasonAt: '2026-10-03T02:00:00Z', optOutKeyword: 'ARRÊT' })).toBe(
      'A répondu ARRÊT le 2 octobre',
    );
    expect(reason({ kind: 'CONFIRMATION', reason: 'KIND_DISABLED' })).toBe(
      'Les confirmations de rendez-vous sont désactivées',
    );
    expect(reason({ reason: 'APPOINTMENT_STARTED', reasonAt: '2026-12-02T19:05:00Z' })).toBe(
      'Le rendez-vous commence le 2 décembre à 14\u00a0h\u00a005, avant le départ de ce message',
    );
    expect(reason({ reason: 'NO_TEMPLATE', channel: 'EMAIL', language: 'EN' })).toBe(
      'Aucun modèle de courriel en anglais\u00a0: rien ne peut être envoyé',
    );
  });
});

describe('describeReason of a contact that failed for good', () => {
  const failed = (fields: Partial<UpcomingMessage>) =>
    skipped({ reason: 'NO_VALID_CONTACT', reasonAt: '2026-11-20T15:00:00Z', ...fields });

  it('says how the contact on file failed, and since when', async () => {
    const en = await intlIn('en');
    const reason = (fields: Partial<UpcomingMessage>) => describeReason(en, failed(fields), MONTREAL);
    expect(reason({ contactReason: 'LANDLINE' })).toBe(
      'No valid mobile number: the number on file is a landline (since November 20)',
    );
    expect(reason({ contactReason: 'INVALID_NUMBER', reasonAt: undefined })).toBe(
      'No valid mobile number: the number on file is not in service',
    );
    expect(reason({ contactReason: 'HARD_BOUNCE', channel: 'EMAIL' })).toBe(
      'No valid email address: the address on file was rejected (since November 20)',
    );
    expect(reason({ contactReason: 'COMPLAINT', channel: 'EMAIL' })).toBe(
      'Reported an email as spam on November 20',
    );
    expect(reason({ contactReason: 'REPEATED_FAILURES' })).toBe(
      'No valid mobile number: the last messages to the number on file all failed (since November 20)',
    );
    // Without a contact that failed, the file simply has none.
    expect(reason({ reasonAt: undefined })).toBe('No valid mobile number');
  });

  it('words them in French', async () => {
    const fr = await intlIn('fr');
    const reason = (fields: Partial<UpcomingMessage>) => describeReason(fr, failed(fields), MONTREAL);
    expect(reason({ contactReason: 'LANDLINE' })).toBe(
      'Aucun numéro de cellulaire valide\u00a0: le numéro au dossier est une ligne fixe (depuis le 20 novembre)',
    );
    expect(reason({ contactReason: 'HARD_BOUNCE', channel: 'EMAIL', reasonAt: undefined })).toBe(
      'Aucune adresse courriel valide\u00a0: l’adresse au dossier a été refusée',
    );
    expect(reason({ contactReason: 'COMPLAINT' })).toBe('A signalé un SMS comme indésirable le 20 novembre');
  });
});

describe('describeReason of consent', () => {
  const lapsed = { reason: 'CONSENT_LAPSED', reasonAt: '2026-11-11T05:00:00Z' } as const;
  const withdrawn = (optOutScope: 'RECALLS' | 'APPOINTMENTS' | 'ALL') =>
    ({ reason: 'OPTED_OUT', optOutScope, reasonAt: '2026-10-20T18:22:05Z' }) as const;
  const cases: ['en' | 'fr', Partial<UpcomingMessage>, string][] = [
    ['en', { reason: 'NO_CONSENT' }, 'No consent on file for recalls by SMS'],
    ['en', { reason: 'NO_CONSENT', channel: 'EMAIL' }, 'No consent on file for recalls by email'],
    ['en', lapsed, 'Implied consent lapsed on November 11, 2 years after the last visit'],
    ['en', withdrawn('RECALLS'), 'Unsubscribed from recalls by SMS on October 20'],
    ['en', { ...withdrawn('ALL'), channel: 'EMAIL' }, 'Unsubscribed from every email on October 20'],
    // STOP recorded as a withdrawal of everything: the word the patient answered says it best.
    ['en', { ...withdrawn('ALL'), optOutKeyword: 'STOP' }, 'Answered STOP on October 20'],
    [
      'fr',
      { reason: 'NO_CONSENT', channel: 'EMAIL' },
      'Aucun consentement au dossier pour les rappels par courriel',
    ],
    ['fr', lapsed, 'Consentement tacite expiré le 11 novembre, 2\u00a0ans après la dernière visite'],
    ['fr', withdrawn('RECALLS'), 'Désabonnement des rappels par SMS le 20 octobre'],
    ['fr', withdrawn('APPOINTMENTS'), 'Désabonnement des messages de rendez-vous par SMS le 20 octobre'],
  ];

  it.each(cases)('in %s: %j', async (locale, fields, sentence) => {
    expect(describeReason(await intlIn(locale), skipped(fields), MONTREAL)).toBe(sentence);
  });
});

describe('describeHold', () => {
  // A booking notice for a booking made at 22:34 on November 30: due at 22:44, held until 8:00.
  const held: UpcomingMessage = {
    ...reminder,
    heldFrom: '2026-12-01T03:44:00Z',
    scheduledAt: '2026-12-01T13:00:00Z',
    day: '2026-12-01',
  };

  it('says until when quiet hours hold a message, and when the rules had it', async () => {
    const en = await intlIn('en');
    expect(describeHold(en, held, MONTREAL)).toBe(
      'Held until 8:00 a.m.: due on November 30 at 10:44 p.m., during quiet hours (9:00 p.m. to 8:00 a.m.)',
    );
    expect(describeHold(en, { ...held, heldFrom: '2026-12-01T11:30:00Z' }, MONTREAL)).toBe(
      'Held until 8:00 a.m.: due at 6:30 a.m., during quiet hours (9:00 p.m. to 8:00 a.m.)',
    );
    expect(describeHold(en, reminder, MONTREAL)).toBeUndefined();
  });

  it('says it in Québec French, with the OQLF’s hours and spaces', async () => {
    expect(describeHold(await intlIn('fr'), held, MONTREAL)).toBe(
      'Retenu jusqu’à 8\u00a0h\u00a0: prévu le 30 novembre à 22\u00a0h\u00a044, hors des heures d’envoi (de 8\u00a0h à 21\u00a0h)',
    );
  });
});

describe('forecastView', () => {
  const forecast = {
    limit: 1500,
    warningPercent: 80,
    months: [{ month: '2026-11', used: 1000, planned: 100, projected: 1100, through: '2026-11-30' }],
    daily: [],
  };

  it('says what the month will use, warning from the server’s threshold on', async () => {
    const en = await intlIn('en');
    expect(forecastView(en, forecast, MONTREAL.today)).toEqual({
      text: 'At this pace, this month will use 1,100 of the 1,500 segments of the package.',
      warning: false,
    });
    const near = { ...forecast, months: [{ ...forecast.months[0]!, projected: 1378 }] };
    expect(forecastView(en, near, MONTREAL.today)).toEqual({
      text: 'At this pace, this month will use 1,378 of the 1,500 segments of the package. That is 92% of the package: SMS sending stops once it is used up.',
      warning: true,
    });
  });

  it('says the day the package runs out', async () => {
    const fr = await intlIn('fr');
    const exhausted = { ...forecast, months: [{ ...forecast.months[0]!, exhaustedOn: '2026-12-21' }] };
    expect(forecastView(fr, exhausted, MONTREAL.today)).toEqual({
      text: 'À ce rythme, le forfait de 1\u00a0500\u00a0segments sera épuisé le 21 décembre.',
      warning: true,
    });
  });
});
