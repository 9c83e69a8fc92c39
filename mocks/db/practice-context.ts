import { weekOf, type AgendaPractice, type BookableType } from './appointment-seed';
import { PRACTICES, type PracticeEntry } from './practice-directory';
import { practiceAppointmentTypes, practiceSchedules } from './practices';

export interface PracticeContext {
  entry: PracticeEntry;
  timeZone: string;
  agenda: AgendaPractice;
}

const entries = new Map(PRACTICES.map((entry) => [entry.id, entry]));

/** A practice of the directory, whose patients and appointments the offline data generates. */
export const isGeneratedPractice = (practiceId: string): boolean => entries.has(practiceId);

const HYGIENIST_COLUMN = /^Hygi[eè]ne\b/;
const DENTIST_PROVIDER = /^Dre?\.?\s/;

/** The practice's time zone, hours, appointment types and providers, as the practices area holds them. */
export const contextOf = (practiceId: string, timeZone: string): PracticeContext | undefined => {
  const entry = entries.get(practiceId);
  const schedule = practiceSchedules.findFirst((q) => q.where({ practiceId }));
  if (!entry || !schedule) return undefined;
  const types: BookableType[] = practiceAppointmentTypes
    .findMany((q) => q.where({ practiceId }))
    .map(({ id, code, label, labelFr, durationMinutes, isHygiene }) => ({
      type: { id, label, ...(labelFr === undefined ? {} : { labelFr }), isHygiene },
      code,
      durationMinutes,
    }));
  const providers = schedule.columns.filter((column) => column.active && column.providerName);
  const namesOf = (test: (column: (typeof providers)[number]) => boolean) =>
    providers.filter(test).map((column) => column.providerName!);
  return {
    entry,
    timeZone,
    agenda: {
      id: practiceId,
      week: weekOf(schedule.weekSchedule),
      hygieneTypes: types.filter((type) => type.type.isHygiene),
      otherTypes: types.filter((type) => !type.type.isHygiene),
      hygienists: namesOf((column) => HYGIENIST_COLUMN.test(column.name)),
      dentists: namesOf((column) => DENTIST_PROVIDER.test(column.providerName!)),
      denturists: namesOf(
        (column) => !HYGIENIST_COLUMN.test(column.name) && !DENTIST_PROVIDER.test(column.providerName!),
      ),
    },
  };
};
