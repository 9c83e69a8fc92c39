import type { Language } from '@/api/generated/communication/model';
import type { CalendarDay, OptOut } from '@/domain/sending-types';
import { isoSeconds } from '@/domain/zoned-time';
import type { LocalClock } from './local-clock';
import { PATIENT_PROPORTIONS, type PatientProfile } from './patient-profile';
import type { PracticeEntry } from './practice-directory';
import type { Draws } from './seeded-draws';

/** Picks `count` distinct entries, in a stable order. */
const sample = <T>(draws: Draws, values: readonly T[], count: number): T[] => {
  const pool = [...values];
  const chosen: T[] = [];
  for (let index = 0; index < Math.min(count, pool.length); index += 1) {
    const other = index + Math.floor(draws.next() * (pool.length - index));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    chosen.push(pool[index]!);
  }
  return chosen;
};

const SMS_KEYWORDS: Record<Language, readonly (readonly [string, number])[]> = {
  EN: [
    ['STOP', 70],
    ['Stop', 20],
    ['stop', 10],
  ],
  // STOP works in French too, and many answer it.
  FR: [
    ['ARRÊT', 40],
    ['Arret', 20],
    ['ARRET', 15],
    ['arrêt', 10],
    ['STOP', 15],
  ],
};

/**
 * About 1.5 % stopped SMS by answering STOP or ARRÊT (in their language) to a message, 1 % used
 * the email's unsubscribe link, and two patients did both; days to months before today.
 */
export const addOptOuts = (
  draws: Draws,
  profiles: PatientProfile[],
  entry: PracticeEntry,
  dayAt: (offset: number) => CalendarDay,
  clock: LocalClock,
): void => {
  const smsCount = Math.round(profiles.length * PATIENT_PROPORTIONS.smsOptOut);
  const emailCount = Math.round(profiles.length * PATIENT_PROPORTIONS.emailOptOut);
  const sms = sample(
    draws,
    profiles.filter((profile) => profile.phoneValid),
    smsCount,
  );
  const smsSet = new Set(sms);
  const both = sms.filter((profile) => profile.emailValid).slice(0, PATIENT_PROPORTIONS.bothOptOuts);
  const email = [
    ...both,
    ...sample(
      draws,
      profiles.filter((profile) => profile.emailValid && !smsSet.has(profile)),
      emailCount - both.length,
    ),
  ];
  const at = (day: CalendarDay, hour: number) => isoSeconds(clock(day, hour, draws.int(0, 59)));
  const optOuts = new Map<PatientProfile, OptOut[]>();
  for (const profile of sms) {
    const language = profile.patient.language ?? entry.language;
    optOuts.set(profile, [
      {
        channel: 'SMS',
        at: at(dayAt(-draws.int(1, 240)), draws.int(8, 21)),
        keyword: draws.weighted(SMS_KEYWORDS[language]),
      },
    ]);
  }
  for (const profile of email) {
    const optOut: OptOut = { channel: 'EMAIL', at: at(dayAt(-draws.int(1, 300)), draws.int(6, 22)) };
    optOuts.set(
      profile,
      [...(optOuts.get(profile) ?? []), optOut].sort((a, b) => a.at.localeCompare(b.at)),
    );
  }
  for (const [profile, list] of optOuts) profile.patient = { ...profile.patient, optOuts: list };
};
