import { PracticeTimeZone } from '@/api/generated/practices/model/practiceTimeZone';
import type { Province } from './sending-types';

/**
 * The time zone a practice's days and hours are read in. The contract lists Canada's zones
 * (PracticeTimeZone); a backend that drifts may still send another, or one this browser's Intl
 * does not know, and every date of a screen would then throw (RangeError: Invalid time zone).
 * Such a practice is read in its province's zone, and the caller reports the drift.
 */

/** The zone most of each province lives in; Eastern time without a province. */
export const PROVINCE_TIME_ZONES: Record<Province, PracticeTimeZone> = {
  quebec: 'America/Toronto',
  ontario: 'America/Toronto',
  'new-brunswick': 'America/Moncton',
};

const DEFAULT_TIME_ZONE: PracticeTimeZone = 'America/Toronto';
const LISTED = new Set<string>(Object.values(PracticeTimeZone));

const runtimeKnows = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export interface PracticeZone {
  zone: string;
  /** False when the practice's own zone could not be used: the province's stands in. */
  known: boolean;
}

/** The practice's zone when the contract lists it and the runtime knows it; its province's otherwise. */
export const practiceTimeZone = (practice: {
  timezone: string;
  province?: string | undefined;
}): PracticeZone => {
  if (LISTED.has(practice.timezone) && runtimeKnows(practice.timezone)) {
    return { zone: practice.timezone, known: true };
  }
  const province = practice.province as Province | undefined;
  return { zone: (province && PROVINCE_TIME_ZONES[province]) || DEFAULT_TIME_ZONE, known: false };
};
