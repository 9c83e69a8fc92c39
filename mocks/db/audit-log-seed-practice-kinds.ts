import { DAY_MS } from '@/domain/zoned-time';
import { change, type KindContext, type SeedKind } from './audit-log-seed-shape';
import type { PracticeEntry } from './practice-directory';

/**
 * The seeded audit entries of a practice's own administration: its configuration, its yearly
 * goals, and the lists its staff export.
 */

const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);

const exportPeriod = (context: KindContext): string => {
  const to = context.at.getTime() - context.draws.int(0, 3) * DAY_MS;
  const from = to - context.draws.pick([7, 30, 31, 90, 365]) * DAY_MS;
  return `sentFrom=${day(from)} sentTo=${day(to)}`;
};

const locale = (practice: PracticeEntry | undefined) => (practice?.language === 'EN' ? 'en' : 'fr');

const GOAL_METRICS = ['fees', 'new-patients', 'hygiene-appointment', 'occupancy-rate'] as const;

export const PRACTICE_SEED_KINDS: readonly SeedKind[] = [
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
];
