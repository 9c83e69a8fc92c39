import type { AuditAction, AuditChange, AuditSubject, AuditSubjectType } from '@/api/generated/audit/model';
import {
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
} from './person-names';
import { DAY_MS } from '@/domain/zoned-time';
import type { PracticeEntry } from './practice-directory';

/**
 * What the seeded audit log is made of: each kind of entry, who does it (and how often), and how
 * its subject, changes and detail are drawn. Only the kind's index is stored per entry
 * (audit-log-seed.ts); the rest is drawn again from the entry's index when a page shows it.
 */

/** Who may have done it: a practice's manager, other clinic staff, the provider's staff who write, or only read. */
export type ActorCategory = 'manager' | 'staff' | 'admin' | 'reader';

/** A uniform draw in [0, 1) and helpers, from the entry's own stream. */
export interface EntryDraws {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(values: readonly T[]) => T;
}

export interface KindContext {
  draws: EntryDraws;
  practice: PracticeEntry | undefined;
  at: Date;
  /** Another person of the seeded roster, for a change made to a user. */
  otherUser: () => { id: string; name: string; email: string | undefined };
}

export interface SeedKind {
  action: AuditAction;
  subject: AuditSubjectType;
  /** Whether the entry belongs to a practice of the actor. */
  inPractice: boolean;
  /** Relative frequency for each category of actor that does it. */
  weights: Partial<Record<ActorCategory, number>>;
  draw: (context: KindContext) => {
    subject: Omit<AuditSubject, 'type'>;
    changes?: AuditChange[];
    detail?: string;
  };
}

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

const change = (field: string, before: unknown, after: unknown): AuditChange => ({
  field,
  ...(before === undefined ? {} : { before: typeof before === 'string' ? before : JSON.stringify(before) }),
  ...(after === undefined ? {} : { after: typeof after === 'string' ? after : JSON.stringify(after) }),
});

/** A stable identifier in the shape of a UUID, from a purpose and a number. */
export const seededUuid = (prefix: number, value: number): string =>
  `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${value.toString(16).padStart(12, '0')}`;

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

const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);

const exportPeriod = (context: KindContext): string => {
  const to = context.at.getTime() - context.draws.int(0, 3) * DAY_MS;
  const from = to - context.draws.pick([7, 30, 31, 90, 365]) * DAY_MS;
  return `sentFrom=${day(from)} sentTo=${day(to)}`;
};

const locale = (practice: PracticeEntry | undefined) => (practice?.language === 'EN' ? 'en' : 'fr');

const GOAL_METRICS = ['fees', 'new-patients', 'hygiene-appointment', 'occupancy-rate'] as const;

const TOOLS = [
  'Agent de synchronisation',
  'Passerelle SMS',
  'Service de sauvegarde',
  'Module Analytik',
  'Agent de surveillance',
];

const DEPLOYMENT_GROUPS = [
  [1, 'Pilote'],
  [2, 'Production A'],
  [3, 'Production B'],
] as const;

const PRICING = [
  ['ACDQ', 'RAMQ', 'tarifs-acdq-ramq', 'pdf'],
  ['ACDQ', 'Assurances', 'guide-tarifs-acdq', 'csv'],
  ['ACDQ', 'SSNA', 'tarifs-ssna', 'csv'],
  ['ODA', 'Insurers', 'oda-fee-guide', 'csv'],
  ['NBDS', 'Insurers', 'nbds-fee-guide', 'pdf'],
] as const;

const CLINIC_GROUP_NAMES = [
  [1, 'Groupe dentaire Montréal Métropolitain'],
  [2, 'Cliniques dentaires de la Capitale'],
  [3, 'Santé dentaire Rive-Sud'],
] as const;

const ROLES = ['practice-user', 'practice-admin'] as const;

const session = (): ReturnType<SeedKind['draw']> => ({ subject: {} });

export const SEED_KINDS: readonly SeedKind[] = [
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
  {
    action: 'CHANGED',
    subject: 'CONFIGURATION',
    inPractice: true,
    weights: { manager: 1, admin: 0.5 },
    draw: ({ draws, practice }) => {
      const digits = () => String(draws.int(2000000, 9999999));
      const changes = draws.pick([
        () => [change('phone', `+1514${digits()}`, `+1514${digits()}`)],
        () => [
          change('billingEmail', `facturation@${draws.int(1, 9)}.example.ca`, `comptabilite@example.ca`),
        ],
        () => [change('cellphone', undefined, `+1438${digits()}`)],
        () => [
          change(
            'communicationLanguage',
            practice?.language === 'EN' ? 'FR' : 'EN',
            practice?.language ?? 'FR',
          ),
        ],
      ])();
      return { subject: { id: practice?.id ?? '', label: practice?.name ?? '' }, changes };
    },
  },
  {
    action: 'CHANGED',
    subject: 'GOALS',
    inPractice: true,
    weights: { manager: 0.6 },
    draw: ({ draws, at }) => {
      const metric = draws.pick(GOAL_METRICS);
      const before = metric === 'fees' ? draws.int(60, 120) * 10_000 : draws.int(40, 400);
      const after = Math.round(before * (1 + draws.int(2, 15) / 100));
      const year = at.getUTCFullYear() + (at.getUTCMonth() >= 10 ? 1 : 0);
      return {
        subject: { id: String(year), label: String(year) },
        changes: [change(`${metric}.value`, before, after)],
      };
    },
  },
  {
    action: 'EXPORTED',
    subject: 'COMMUNICATION_HISTORY',
    inPractice: true,
    weights: { manager: 2, staff: 1.5, admin: 0.3 },
    draw: (context) => ({
      subject: {},
      detail: `${exportPeriod(context)} locale=${locale(context.practice)}`,
    }),
  },
  {
    action: 'EXPORTED',
    subject: 'UNREACHABLE_PATIENTS',
    inPractice: true,
    weights: { manager: 0.8, staff: 0.8 },
    draw: ({ draws, practice }) => ({
      subject: {},
      detail: `reason=${draws.pick(['ALL', 'INVALID_NUMBER', 'HARD_BOUNCE', 'LANDLINE'])} locale=${locale(practice)}`,
    }),
  },
  {
    action: 'EXPORTED',
    subject: 'AUDIT_LOG',
    inPractice: true,
    weights: { manager: 0.1 },
    draw: (context) => ({
      subject: {},
      detail: `${exportPeriod(context).replace(/sent/g, '')} locale=${locale(context.practice)}`,
    }),
  },
  {
    action: 'CHANGED',
    subject: 'PRACTICE',
    inPractice: true,
    weights: { admin: 2 },
    draw: ({ draws, practice }) => {
      const [before, after] = draws.next() < 0.5 ? [2, 3] : [3, 2];
      return {
        subject: { id: practice?.id ?? '', label: practice?.name ?? '' },
        changes: [change('deploymentGroupId', before, after)],
      };
    },
  },
  {
    action: 'CHANGED',
    subject: 'PRACTICE_MODULE',
    inPractice: true,
    weights: { admin: 1.5 },
    draw: ({ draws }) => {
      const module = draws.pick(['Analytik', 'Messages automatisés']);
      const enabled = draws.next() < 0.75;
      return { subject: { id: module, label: module }, changes: [change('enabled', !enabled, enabled)] };
    },
  },
  {
    action: 'CHANGED',
    subject: 'USER',
    inPractice: false,
    weights: { admin: 4 },
    draw: ({ draws, otherUser }) => {
      const user = otherUser();
      const [before, after] = draws.next() < 0.6 ? ROLES : [...ROLES].reverse();
      return {
        subject: { id: user.id, label: user.name },
        changes: [change('roles', [{ role: before }], [{ role: after }])],
      };
    },
  },
  {
    action: 'CREATED',
    subject: 'USER',
    inPractice: false,
    weights: { admin: 1.5 },
    draw: ({ otherUser }) => {
      const user = otherUser();
      return {
        subject: { id: user.id, label: user.name },
        changes: [change('email', undefined, user.email), change('password', undefined, undefined)],
      };
    },
  },
  {
    action: 'CHANGED',
    subject: 'DEPLOYMENT_GROUP',
    inPractice: false,
    weights: { admin: 1 },
    draw: ({ draws, at }) => {
      const [id, name] = draws.pick(DEPLOYMENT_GROUPS);
      const year = at.getUTCFullYear();
      const month = at.getUTCMonth() + 1;
      return {
        subject: { id: String(id), label: name },
        changes: [
          change('releaseName', `${year}.${Math.max(1, month - 1)}.${draws.int(0, 3)}`, `${year}.${month}.0`),
        ],
      };
    },
  },
  {
    action: 'CREATED',
    subject: 'TOOL_VERSION',
    inPractice: false,
    weights: { admin: 1.2 },
    draw: ({ draws }) => {
      const tool = draws.pick(TOOLS);
      const version = `${draws.int(3, 6)}.${draws.int(0, 20)}.${draws.int(0, 9)}`;
      return {
        subject: { id: seededUuid(0x7001, draws.int(1, 0xffff)), label: `${tool} ${version}` },
        changes: [change('version', undefined, version)],
      };
    },
  },
  {
    action: 'CREATED',
    subject: 'PRICING_FILE',
    inPractice: false,
    weights: { admin: 0.6 },
    draw: ({ draws, at }) => {
      const [group, provider, stem, format] = draws.pick(PRICING);
      const year = at.getUTCFullYear();
      return {
        subject: {
          id: `pricing/${year}/${group}/${provider}/${stem}-${year}.${format}`,
          label: `${stem}-${year}.${format}`,
        },
        detail: `year=${year} group=${group} provider=${provider}`,
      };
    },
  },
  {
    action: 'CHANGED',
    subject: 'CLINIC_GROUP',
    inPractice: false,
    weights: { admin: 0.5 },
    draw: ({ draws }) => {
      const [id, name] = draws.pick(CLINIC_GROUP_NAMES);
      return {
        subject: { id: String(id), label: name },
        changes: [change('name', name.toUpperCase(), name)],
      };
    },
  },
];
