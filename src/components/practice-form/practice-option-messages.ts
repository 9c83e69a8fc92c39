import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Language, Province } from '@/api/generated/practices/model';
import { UpdatePracticeBody } from '@/api/generated/operation-schemas/updatePractice';

/** The contract's enums, read from the generated schema so they follow it. */
export const PROVINCES = UpdatePracticeBody.shape.province.unwrap().options;
export const COMMUNICATION_LANGUAGES = UpdatePracticeBody.shape.communicationLanguage.unwrap().options;

/** Names of the provinces of the contract's enum. */
export const provinceMessages: Record<Province, MessageDescriptor> = defineMessages({
  quebec: {
    id: 'practiceForm.province.quebec',
    defaultMessage: 'Quebec',
    description: 'Province name (Quebec), in the province list of the practice address',
  },
  ontario: {
    id: 'practiceForm.province.ontario',
    defaultMessage: 'Ontario',
    description: 'Province name (Ontario), in the province list of the practice address',
  },
  'new-brunswick': {
    id: 'practiceForm.province.newBrunswick',
    defaultMessage: 'New Brunswick',
    description: 'Province name (New Brunswick), in the province list of the practice address',
  },
});

/** Names of the languages patients can be written to in. */
export const languageMessages: Record<Language, MessageDescriptor> = defineMessages({
  FR: {
    id: 'practiceForm.language.fr',
    defaultMessage: 'French',
    description: 'Language name (French), in the language-of-communications list',
  },
  EN: {
    id: 'practiceForm.language.en',
    defaultMessage: 'English',
    description: 'Language name (English), in the language-of-communications list',
  },
});

/**
 * The time zones offered: those of Quebec, Ontario and New Brunswick (the provinces of the
 * contract) and their neighbours' (Blanc-Sablon's Atlantic time in Quebec, Central time in
 * northwestern Ontario). A practice saved with another one keeps it, shown by its IANA name.
 */
export const timeZoneMessages = defineMessages({
  'America/Halifax': {
    id: 'practiceForm.timezone.halifax',
    defaultMessage: 'Atlantic time (Halifax)',
    description: 'Time zone name in the time zone list: Atlantic time, city Halifax',
  },
  'America/Moncton': {
    id: 'practiceForm.timezone.moncton',
    defaultMessage: 'Atlantic time (Moncton)',
    description: 'Time zone name in the time zone list: Atlantic time, city Moncton',
  },
  'America/Blanc-Sablon': {
    id: 'practiceForm.timezone.blancSablon',
    defaultMessage: 'Atlantic time, no daylight saving (Blanc-Sablon)',
    description:
      'Time zone name in the time zone list: Atlantic standard time all year, city Blanc-Sablon (Quebec)',
  },
  'America/Montreal': {
    id: 'practiceForm.timezone.montreal',
    defaultMessage: 'Eastern time (Montreal)',
    description: 'Time zone name in the time zone list: Eastern time, city Montreal',
  },
  'America/Toronto': {
    id: 'practiceForm.timezone.toronto',
    defaultMessage: 'Eastern time (Toronto)',
    description: 'Time zone name in the time zone list: Eastern time, city Toronto',
  },
  'America/Winnipeg': {
    id: 'practiceForm.timezone.winnipeg',
    defaultMessage: 'Central time (Winnipeg)',
    description: 'Time zone name in the time zone list: Central time, city Winnipeg',
  },
});

export const TIME_ZONES = Object.keys(timeZoneMessages) as (keyof typeof timeZoneMessages)[];

export const isListedTimeZone = (zone: string): zone is keyof typeof timeZoneMessages =>
  Object.hasOwn(timeZoneMessages, zone);

/** A time zone as people read it; one outside the list by its IANA name. */
export const timeZoneName = (intl: IntlShape, zone: string): string =>
  isListedTimeZone(zone) ? intl.formatMessage(timeZoneMessages[zone]) : zone;
