import type { AuditChange } from '@/api/generated/audit/model';
import {
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
} from './person-names';
import { PRACTICE_SEED_KINDS } from './audit-log-seed-practice-kinds';
import { PROVIDER_SEED_KINDS } from './audit-log-seed-provider-kinds';
import { change, seededUuid, type EntryDraws, type SeedKind } from './audit-log-seed-shape';
import type { PracticeEntry } from './practice-directory';

/**
 * What the seeded audit log is made of: every kind of entry, in the order the log's kind column
 * counts on. Only the kind's index is stored per entry (audit-log-seed.ts); the rest is drawn
 * again from the entry's index when a page shows it. The kinds of the portal's everyday use
 * (sessions, conversations, the communications' settings and templates) are here, with the
 * names the log gives those settings and templates; the others come from
 * audit-log-seed-practice-kinds.ts and audit-log-seed-provider-kinds.ts.
 */

const KIND_NAMES = {
  REMINDER: ['Appointment notifications', 'Avis de rendez-vous'],
  CONFIRMATION: ['Appointment confirmations', 'Confirmations de rendez-vous'],
  HYGIENE_RECALL: ['Hygiene recalls', 'Rappels d’hygiène'],
} as const;

type Kind = keyof typeof KIND_NAMES;

/** One message of a kind, as a template's name says it. */
const TEMPLATE_NAMES: Record<Kind, readonly [string, string]> = {
  REMINDER: ['Appointment notification', 'Avis de rendez-vous'],
  CONFIRMATION: ['Appointment confirmation', 'Confirmation de rendez-vous'],
  HYGIENE_RECALL: ['Hygiene recall', 'Rappel d’hygiène'],
};

const KINDS = Object.keys(KIND_NAMES) as Kind[];

/** A kind's name in a language: the subject label of its settings, as the screens call it. */
export const kindName = (kind: Kind, language: 'FR' | 'EN' | undefined): string =>
  KIND_NAMES[kind][language === 'EN' ? 0 : 1];

const SETTINGS_CHANGES: ((draws: EntryDraws) => AuditChange[])[] = [
  (draws) => {
    const before = draws.int(8, 17);
    return [change('sendHour', before, before === 8 ? 9 : before + draws.pick([-1, 1]))];
  },
  (draws) => {
    const before = draws.int(1, 5);
    return [change('days', before, before + 1)];
  },
  (draws) => [change('channels', ['SMS'], draws.pick([['SMS', 'EMAIL'], ['EMAIL']]))],
  (draws) => {
    const enabled = draws.next() < 0.7;
    return [change('enabled', !enabled, enabled)];
  },
  (draws) => {
    const hour = draws.int(9, 11);
    return [change('sendHour', hour, hour + 1), change('days', 2, 3)];
  },
];

const TEMPLATE_TEXTS = {
  FR: {
    REMINDER: [
      'Bonjour {patientFirstName}, rappel de votre rendez-vous le {date} à {time} à la {practiceName}.',
      'Bonjour {patientFirstName}, nous vous attendons le {date} à {time}. {practiceName}',
    ],
    CONFIRMATION: [
      'Bonjour {patientFirstName}, confirmez votre rendez-vous du {date} à {time} : {confirmationUrl}',
      '{practiceName} : merci de confirmer votre rendez-vous du {date} à {time} en répondant OUI.',
    ],
    HYGIENE_RECALL: [
      'Bonjour {patientFirstName}, il est temps de prendre rendez-vous pour votre nettoyage. {practiceName}',
      'Bonjour {patientFirstName}, votre examen d’hygiène est dû le {dueDate}. Appelez-nous au {practicePhone}.',
    ],
  },
  EN: {
    REMINDER: [
      'Hello {patientFirstName}, a reminder of your appointment on {date} at {time} at {practiceName}.',
      'Hi {patientFirstName}, we look forward to seeing you on {date} at {time}. {practiceName}',
    ],
    CONFIRMATION: [
      'Hello {patientFirstName}, please confirm your appointment on {date} at {time}: {confirmationUrl}',
      '{practiceName}: please confirm your appointment on {date} at {time} by replying YES.',
    ],
    HYGIENE_RECALL: [
      'Hello {patientFirstName}, it is time to book your cleaning. {practiceName}',
      'Hello {patientFirstName}, your hygiene visit is due on {dueDate}. Call us at {practicePhone}.',
    ],
  },
} as const;

/** A template as the log names it: `Rappel d’hygiène – SMS (français)`, in the practice's language. */
export const templateLabel = (
  kind: Kind,
  channel: string,
  language: 'FR' | 'EN',
  practiceLanguage: 'FR' | 'EN',
) => {
  const name = TEMPLATE_NAMES[kind][practiceLanguage === 'EN' ? 0 : 1];
  const languageName =
    practiceLanguage === 'FR'
      ? { FR: 'français', EN: 'anglais' }[language]
      : { FR: 'French', EN: 'English' }[language];
  return `${name} – ${channel} (${languageName})`;
};

const patientName = (draws: EntryDraws, language: 'FR' | 'EN') => {
  const first = draws.pick(language === 'FR' ? FRENCH_FIRST_NAMES : ENGLISH_FIRST_NAMES).name;
  const last = draws.pick(language === 'FR' ? FRENCH_LAST_NAMES : ENGLISH_LAST_NAMES);
  return `${first} ${last}`;
};

/** A patient's conversation, named by the patient as the inbox shows them. */
const conversationSubject = (draws: EntryDraws, practice: PracticeEntry | undefined) => ({
  id: seededUuid(0xc0c0a, draws.int(1, 0xffffff)),
  label: patientName(draws, practice?.language ?? 'FR'),
});

const session = (): ReturnType<SeedKind['draw']> => ({ subject: {} });

const EVERYDAY_SEED_KINDS: readonly SeedKind[] = [
  {
    action: 'SIGNED_IN',
    subject: 'SESSION',
    inPractice: false,
    weights: { manager: 30, staff: 34, admin: 30, reader: 40 },
    draw: session,
  },
  {
    action: 'SIGNED_OUT',
    subject: 'SESSION',
    inPractice: false,
    weights: { manager: 18, staff: 20, admin: 18, reader: 25 },
    draw: session,
  },
  {
    action: 'VIEWED',
    subject: 'CONVERSATION',
    inPractice: true,
    weights: { manager: 20, staff: 34, admin: 3, reader: 3 },
    draw: ({ draws, practice }) => ({
      subject: conversationSubject(draws, practice),
    }),
  },
  {
    action: 'CHANGED',
    subject: 'CONVERSATION',
    inPractice: true,
    weights: { manager: 6, staff: 8 },
    draw: ({ draws, practice }) => ({
      subject: conversationSubject(draws, practice),
      changes: [change('done', false, true)],
    }),
  },
  {
    action: 'CREATED',
    subject: 'CONVERSATION',
    inPractice: true,
    weights: { manager: 3, staff: 5 },
    draw: ({ draws, practice }) => ({
      subject: conversationSubject(draws, practice),
      detail: `reply channel=${draws.pick(['SMS', 'SMS', 'EMAIL'])}`,
    }),
  },
  {
    action: 'CHANGED',
    subject: 'COMMUNICATION_SETTINGS',
    inPractice: true,
    weights: { manager: 5, admin: 0.5 },
    draw: ({ draws, practice }) => {
      const kind = draws.pick(KINDS);
      return {
        subject: { id: kind, label: kindName(kind, practice?.language) },
        changes: draws.pick(SETTINGS_CHANGES)(draws),
      };
    },
  },
  {
    action: 'CHANGED',
    subject: 'TEMPLATE',
    inPractice: true,
    weights: { manager: 3 },
    draw: ({ draws, practice }) => {
      const kind = draws.pick(KINDS);
      const channel = draws.pick(['SMS', 'EMAIL']);
      const language = draws.next() < 0.8 ? (practice?.language ?? 'FR') : draws.pick(['FR', 'EN'] as const);
      const [first, second] = TEMPLATE_TEXTS[language][kind];
      const [before, after] = draws.next() < 0.5 ? [first, second] : [second, first];
      return {
        subject: {
          id: seededUuid(0x7e3a1, draws.int(1, 0xffff)),
          label: templateLabel(kind, channel, language, practice?.language ?? 'FR'),
        },
        changes: [change('body', before, after)],
      };
    },
  },
  {
    action: 'CREATED',
    subject: 'TEMPLATE',
    inPractice: true,
    weights: { manager: 0.4 },
    draw: ({ draws, practice }) => {
      const kind = draws.pick(KINDS);
      const language = practice?.language === 'EN' ? 'FR' : 'EN';
      const body = draws.pick(TEMPLATE_TEXTS[language][kind]);
      return {
        subject: {
          id: seededUuid(0x7e3a1, draws.int(1, 0xffff)),
          label: templateLabel(kind, 'SMS', language, practice?.language ?? 'FR'),
        },
        changes: [
          change('kind', undefined, kind),
          change('channel', undefined, 'SMS'),
          change('language', undefined, language),
          change('body', undefined, body),
        ],
      };
    },
  },
];

export const SEED_KINDS: readonly SeedKind[] = [
  ...EVERYDAY_SEED_KINDS,
  ...PRACTICE_SEED_KINDS,
  ...PROVIDER_SEED_KINDS,
];
