import type { Faker } from '@faker-js/faker';
import type { AppointmentType, ScheduleColumn, ScheduleColumns } from '@/api/generated/practices/model';
import { doctorTitle, personName } from './person-names';
import type { PracticeEntry } from './practice-directory';
import { APPOINTMENT_TYPES, SPECIALTIES_BY_PROVINCE, WEEKDAYS, WEEK_PATTERNS } from './practice-setup-tables';

/**
 * The practice's appointment types. Every practice books hygiene visits, so each has at least
 * one hygiene type (hygiene recalls depend on it); English systems often lack the French label.
 */
export const buildAppointmentTypes = (
  faker: Faker,
  entry: PracticeEntry,
): (AppointmentType & { practiceId: string })[] => {
  const hygiene = APPOINTMENT_TYPES.filter((type) => type.isHygiene);
  const others = APPOINTMENT_TYPES.filter((type) => !type.isHygiene);
  const chosen = [
    ...faker.helpers.arrayElements(hygiene, { min: 1, max: hygiene.length }),
    ...faker.helpers.arrayElements(others, { min: 6, max: others.length }),
  ];
  const withoutFrench = entry.language === 'EN' && faker.datatype.boolean({ probability: 0.5 });
  let nextId = faker.number.int({ min: 100, max: 400 });
  return chosen.map(({ labelFr, ...type }) => ({
    practiceId: entry.id,
    id: String((nextId += faker.number.int({ min: 1, max: 9 }))),
    ...type,
    ...(withoutFrench ? {} : { labelFr }),
  }));
};

/** Schedule columns: dentists, hygienists, sometimes a denturist, and chairs nobody is assigned to. */
export const buildSchedule = (
  faker: Faker,
  entry: PracticeEntry,
): ScheduleColumns & { practiceId: string } => {
  const specialties = SPECIALTIES_BY_PROVINCE[entry.province];
  const columns: ScheduleColumn[] = [];
  let nextId = faker.number.int({ min: 1, max: 5 });
  const add = (column: Omit<ScheduleColumn, 'id'>) => columns.push({ id: String((nextId += 1)), ...column });
  const french = entry.language === 'FR';

  const dentists = faker.number.int({ min: 1, max: 4 });
  const hygienists = faker.number.int({ min: 1, max: 3 });
  const chairs = faker.number.int({ min: 0, max: 2 });

  for (let index = 0; index < dentists; index += 1) {
    const person = personName(faker, entry.language);
    const title = doctorTitle(entry.language, person.feminine);
    add({
      name: `${title} ${person.lastName}`,
      providerName: `${title} ${person.firstName} ${person.lastName}`,
      specialty: index === 0 ? 'generalist' : faker.helpers.arrayElement(specialties.dentist),
      active: index === 0 || faker.datatype.boolean({ probability: 0.85 }),
    });
  }
  for (let index = 1; index <= hygienists; index += 1) {
    const person = personName(faker, entry.language);
    add({
      name: `${french ? 'Hygiène' : 'Hygiene'} ${index}`,
      providerName: `${person.firstName} ${person.lastName}`,
      specialty: faker.helpers.arrayElement(specialties.hygienist),
      active: true,
    });
  }
  if (faker.datatype.boolean({ probability: 0.3 })) {
    const person = personName(faker, entry.language);
    add({
      name: french ? 'Denturologie' : 'Denturist',
      providerName: `${person.firstName} ${person.lastName}`,
      specialty: faker.helpers.arrayElement(specialties.denturist),
      active: true,
    });
  }
  for (let chair = 1; chair <= chairs; chair += 1) {
    add({ name: `${french ? 'Fauteuil' : 'Chair'} ${columns.length + 1}`, active: faker.datatype.boolean() });
  }

  const pattern = faker.helpers.arrayElement(WEEK_PATTERNS);
  return {
    practiceId: entry.id,
    columns,
    weekSchedule: WEEKDAYS.map((weekday, index) => ({ weekday, periods: pattern[index] ?? [] })),
  };
};
