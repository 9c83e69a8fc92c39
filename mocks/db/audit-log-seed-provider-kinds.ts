import { change, seededUuid, type SeedKind } from './audit-log-seed-shape';

/**
 * The seeded audit entries of the provider's administration: practices and their modules,
 * users, deployment groups, tool versions, pricing files and clinic groups.
 */

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

export const PROVIDER_SEED_KINDS: readonly SeedKind[] = [
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
