import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the read-only part of the screen: what the practice-management system defines. */
export const practiceSetupMessages = defineMessages({
  scheduleTitle: {
    id: 'configuration.schedule.title',
    defaultMessage: 'Clinic schedule',
    description: 'Heading of the clinic opening hours by weekday',
  },
  fromPracticeSystem: {
    id: 'configuration.setup.fromPracticeSystem',
    defaultMessage: 'Read from your practice-management system; changes are made there.',
    description: 'Note under the clinic schedule and appointment type headings: they are read-only here',
  },
  weekday: {
    id: 'configuration.schedule.weekday',
    defaultMessage: 'Day',
    description: 'Column header of the clinic schedule: the weekday',
  },
  hours: {
    id: 'configuration.schedule.hours',
    defaultMessage: 'Opening hours',
    description: 'Column header of the clinic schedule: the opening periods of the day',
  },
  closed: {
    id: 'configuration.schedule.closed',
    defaultMessage: 'Closed',
    description: 'Clinic schedule: the clinic is closed on that weekday',
  },
  noSchedule: {
    id: 'configuration.schedule.none',
    defaultMessage: 'The practice-management system has not sent the clinic schedule yet.',
    description: 'Shown instead of the clinic schedule when the practice has none yet',
  },
  scheduleError: {
    id: 'configuration.schedule.error',
    defaultMessage: 'The clinic schedule could not be loaded.',
    description: 'Error shown when the clinic schedule failed to load',
  },
  scheduleLoading: {
    id: 'configuration.schedule.loading',
    defaultMessage: 'Loading the clinic schedule…',
    description: 'Spinner label while the clinic schedule loads',
  },
  typesTitle: {
    id: 'configuration.types.title',
    defaultMessage: 'Appointment types',
    description: 'Heading of the list of appointment types of the practice',
  },
  typeLabel: {
    id: 'configuration.types.label',
    defaultMessage: 'Type',
    description: 'Column header of the appointment types: the name of the type',
  },
  typeCode: {
    id: 'configuration.types.code',
    defaultMessage: 'Code',
    description: 'Column header of the appointment types: the short code of the type',
  },
  typeDuration: {
    id: 'configuration.types.duration',
    defaultMessage: 'Duration',
    description: 'Column header of the appointment types: how long an appointment of this type lasts',
  },
  hygiene: {
    id: 'configuration.types.hygiene',
    defaultMessage: 'Hygiene',
    description: 'Badge beside an appointment type that counts as a hygiene visit (hygiene recalls)',
  },
  noTypes: {
    id: 'configuration.types.none',
    defaultMessage: 'The practice-management system defines no appointment types yet.',
    description: 'Shown instead of the appointment types when there are none',
  },
  typesError: {
    id: 'configuration.types.error',
    defaultMessage: 'The appointment types could not be loaded.',
    description: 'Error shown when the appointment types failed to load',
  },
  typesLoading: {
    id: 'configuration.types.loading',
    defaultMessage: 'Loading the appointment types…',
    description: 'Spinner label while the appointment types load',
  },
});

export const periodMessage = defineMessage<{ start: string; end: string }>({
  id: 'configuration.schedule.period',
  defaultMessage: '{start} to {end}',
  description: 'One opening period of the clinic, e.g. "8:00 a.m. to 12:00 p.m."',
});

export const durationMessage = defineMessage<{ minutes: number }>({
  id: 'configuration.types.durationMinutes',
  defaultMessage: '{minutes, number} min',
  description: 'Length of an appointment type in minutes, e.g. "45 min" (abbreviation of minutes)',
});
