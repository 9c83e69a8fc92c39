import { bytesToBase64 } from './base64';
import type { Faker } from '@faker-js/faker';
import { ModuleName, type SpecialtyCode } from '@/api/generated/practices/model';
import { clinicGroupOfPractice } from './clinic-group-directory';
import {
  CITY_FACTS,
  ENGLISH_STREETS,
  FRENCH_STREETS,
  SUITES_EN,
  SUITES_FR,
  TIMEZONES,
  domainOf,
  slugOf,
} from './practice-address-tables';
import type { PracticeEntry } from './practice-directory';
import { privacyOfficerOf } from './practice-privacy-officer';
import { REQUIRED_PRACTICE_FIELDS, isMissingInformation } from '@/domain/practice-required-fields';
import type { PracticeRecord } from './practice-record';
import { seedNow } from './seed-clock';

const LOGO_COLOURS = ['#0f6cbd', '#107c41', '#8764b8', '#c239b3', '#ca5010', '#038387'];

/**
 * A practice's logo as the contract allows it, a data URL: the offline mode has no CDN, and a
 * URL on one would fail to load in every screen that shows the logo. Initials on a coloured tile.
 */
const logoOf = (name: string, index: number): string => {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="${LOGO_COLOURS[index % LOGO_COLOURS.length]}"/><text x="48" y="60" font-family="Segoe UI, Arial, sans-serif" font-size="36" font-weight="600" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svg))}`;
};

export const MODULE_NAMES: readonly ModuleName[] = Object.values(ModuleName);

/** Onboarded this week: never synchronised, no services installed yet. */
export const NEWLY_ONBOARDED_PRACTICE = 'Clinique dentaire de Hearst';

export interface DeploymentGroupRef {
  id: number;
  name: string;
}

// Letters Canada Post never uses in postal codes.
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

const minutesBefore = (minutes: number): string =>
  new Date(seedNow().getTime() - minutes * 60_000).toISOString();

const postalCodeIn = (faker: Faker, facts: (typeof CITY_FACTS)[string]): string =>
  `${faker.helpers.arrayElement(facts.fsa)} ${faker.number.int(9)}${faker.helpers.arrayElement([...POSTAL_LETTERS])}${faker.number.int(9)}`;

// 555-01XX is the range reserved for fiction in North America: no real clinic gets called.
const phoneIn = (faker: Faker, areaCodes: readonly string[]): string =>
  `+1${faker.helpers.arrayElement(areaCodes)}55501${faker.string.numeric(2)}`;

/**
 * The draws an SMS usage once took from the practice's stream. The usage is now counted from the
 * history (mocks/handlers/communication-usage.ts); the draws stay so that every field drawn after
 * them (addresses, phones, logos) keeps its value.
 */
const skipRetiredSmsUsageDraws = (faker: Faker, entry: PracticeEntry): void => {
  if (!entry.automatedCommunications) return;
  faker.helpers.arrayElement([1000, 2000, 2500, 5000]);
  faker.number.float({ min: 0, max: 100, fractionDigits: 1 });
};

const activeModulesFor = (faker: Faker, entry: PracticeEntry): ModuleName[] =>
  MODULE_NAMES.filter((name) => {
    if (name === 'Messages automatisés') return entry.automatedCommunications;
    if (name === 'Analytik') return entry.analytik;
    return faker.datatype.boolean({ probability: 0.3 });
  });

const PRACTICE_SPECIALTIES: readonly SpecialtyCode[] = [
  'generalist',
  'generalist',
  'generalist',
  'pedo',
  'paro',
  'endo',
  'prosto',
];

/**
 * The deployment ring decides the technical profile: the pilot and production rings run the
 * new infrastructure, the legacy ring (Windows Server 2012) cannot move to it.
 */
const technicalFields = (
  faker: Faker,
  entry: PracticeEntry,
  index: number,
  deploymentGroups: readonly DeploymentGroupRef[],
) => {
  const ring = index % 10 === 0 ? 1 : index % 10 < 5 ? 2 : index % 10 < 9 ? 3 : 4;
  const deploymentGroup = deploymentGroups.find((group) => group.id === ring);
  if (!deploymentGroup)
    throw new Error(`The practices seed needs deployment group ${ring} (administration area).`);
  const legacy = ring === 4;
  const migrated = !legacy && index % 7 !== 3;
  const slug = slugOf(entry.name, '-');
  const neverSynchronised = entry.name === NEWLY_ONBOARDED_PRACTICE;
  return {
    migrated,
    databaseName: `pms_${slugOf(entry.name)}`.slice(0, 128),
    productVersion: legacy
      ? '8.12.4'
      : faker.helpers.arrayElement(migrated ? ['9.5.1', '9.5.0'] : ['9.4.2', '9.3.8']),
    installationUrl: migrated
      ? `https://${slug}.cloud.portal.example.ca`
      : `https://${slug}.onprem.portal.example.ca:8443`,
    ...(neverSynchronised
      ? {}
      : {
          lastSynchronisation: minutesBefore(
            index % 4 === 1
              ? faker.number.int({ min: 1500, max: 4300 })
              : faker.number.int({ min: 1, max: 90 }),
          ),
        }),
    deploymentGroup: { id: deploymentGroup.id, name: deploymentGroup.name },
    falconInstalled: !legacy && faker.datatype.boolean({ probability: 0.85 }),
    noNewInfrastructureSupport: legacy,
  };
};

/** Blanks one to three required fields, the way imports from the practice-management system arrive. */
const withMissingInformation = (faker: Faker, record: PracticeRecord): PracticeRecord => {
  const blanked = faker.helpers.arrayElements(REQUIRED_PRACTICE_FIELDS, { min: 1, max: 3 });
  const next: PracticeRecord = { ...record };
  for (const field of blanked) {
    if (field === 'province') delete next.province;
    else if (faker.datatype.boolean()) next[field] = '';
    else delete next[field];
  }
  return next;
};

/** One full practice of the directory, technical fields included (handlers hide them). */
export const buildPractice = (
  faker: Faker,
  entry: PracticeEntry,
  index: number,
  deploymentGroups: readonly DeploymentGroupRef[],
): PracticeRecord => {
  const facts = CITY_FACTS[entry.city];
  if (!facts) throw new Error(`No postal facts for ${entry.city}`);
  const french = entry.language === 'FR';
  const streetNumber = faker.number.int({ min: 12, max: 9800 });
  const street = faker.helpers.arrayElement(french ? FRENCH_STREETS : ENGLISH_STREETS);
  const domain = domainOf(entry.name);
  const clinicGroup = clinicGroupOfPractice(entry.id);
  skipRetiredSmsUsageDraws(faker, entry);
  const record: PracticeRecord = {
    id: entry.id,
    name: entry.name,
    addressLine1: french ? `${streetNumber}, ${street}` : `${streetNumber} ${street}`,
    addressLine2: faker.datatype.boolean({ probability: 0.4 })
      ? faker.helpers.arrayElement(french ? SUITES_FR : SUITES_EN)
      : '',
    city: entry.city,
    province: entry.province,
    postalCode: postalCodeIn(faker, facts),
    country: 'Canada',
    billingEmail: `${french ? 'comptabilite' : 'billing'}@${domain}`,
    phone: phoneIn(faker, facts.areaCodes),
    cellphone: faker.datatype.boolean({ probability: 0.5 }) ? phoneIn(faker, facts.areaCodes) : '',
    timezone: faker.helpers.arrayElement(TIMEZONES[entry.province]),
    ...(faker.datatype.boolean({ probability: 0.5 }) ? { logo: logoOf(entry.name, index) } : {}),
    communicationLanguage: entry.language,
    specialty: faker.helpers.arrayElement(PRACTICE_SPECIALTIES),
    ...technicalFields(faker, entry, index, deploymentGroups),
    ...(clinicGroup ? { clinicGroup: { id: clinicGroup.id, name: clinicGroup.name } } : {}),
    activeModules: activeModulesFor(faker, entry),
    missingInformation: false,
  };
  const officer = privacyOfficerOf(index, entry.language, domain, record.phone);
  if (officer) record.privacyOfficer = officer;
  const complete = entry.missingInformation ? withMissingInformation(faker, record) : record;
  return { ...complete, missingInformation: isMissingInformation(complete) };
};

/** The modules tab: one state per module, the active ones enabled since some past date. */
export const buildModules = (faker: Faker, practice: PracticeRecord) =>
  MODULE_NAMES.map((name) => ({
    practiceId: practice.id,
    name,
    enabled: practice.activeModules.includes(name),
    updatedAt: faker.date
      .between({ from: '2023-01-01T00:00:00Z', to: minutesBefore(60 * 24 * 7) })
      .toISOString(),
  }));
