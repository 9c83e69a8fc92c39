import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Language, Province } from '@/api/generated/practices/model';

/** Names of the provinces of the contract's enum. */
export const provinceMessages: Record<Province, MessageDescriptor> = defineMessages({
  quebec: {
    id: 'configuration.province.quebec',
    defaultMessage: 'Quebec',
    description: 'Province name (Quebec), in the province list of the practice address',
  },
  ontario: {
    id: 'configuration.province.ontario',
    defaultMessage: 'Ontario',
    description: 'Province name (Ontario), in the province list of the practice address',
  },
  'new-brunswick': {
    id: 'configuration.province.newBrunswick',
    defaultMessage: 'New Brunswick',
    description: 'Province name (New Brunswick), in the province list of the practice address',
  },
});

/** Names of the languages patients can be written to in. */
export const languageMessages: Record<Language, MessageDescriptor> = defineMessages({
  FR: {
    id: 'configuration.language.fr',
    defaultMessage: 'French',
    description: 'Language name (French), in the language-of-communications list',
  },
  EN: {
    id: 'configuration.language.en',
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
    id: 'configuration.timezone.halifax',
    defaultMessage: 'Atlantic time (Halifax)',
    description: 'Time zone name in the time zone list: Atlantic time, city Halifax',
  },
  'America/Moncton': {
    id: 'configuration.timezone.moncton',
    defaultMessage: 'Atlantic time (Moncton)',
    description: 'Time zone name in the time zone list: Atlantic time, city Moncton',
  },
  'America/Blanc-Sablon': {
    id: 'configuration.timezone.blancSablon',
    defaultMessage: 'Atlantic time, no daylight saving (Blanc-Sablon)',
    description:
      'Time zone name in the time zone list: Atlantic standard time all year, city Blanc-Sablon (Quebec)',
  },
  'America/Montreal': {
    id: 'configuration.timezone.montreal',
    defaultMessage: 'Eastern time (Montreal)',
    description: 'Time zone name in the time zone list: Eastern time, city Montreal',
  },
  'America/Toronto': {
    id: 'configuration.timezone.toronto',
    defaultMessage: 'Eastern time (Toronto)',
    description: 'Time zone name in the time zone list: Eastern time, city Toronto',
  },
  'America/Winnipeg': {
    id: 'configuration.timezone.winnipeg',
    defaultMessage: 'Central time (Winnipeg)',
    description: 'Time zone name in the time zone list: Central time, city Winnipeg',
  },
});

export const TIME_ZONES = Object.keys(timeZoneMessages) as (keyof typeof timeZoneMessages)[];

export const isListedTimeZone = (zone: string): zone is keyof typeof timeZoneMessages =>
  Object.hasOwn(timeZoneMessages, zone);
