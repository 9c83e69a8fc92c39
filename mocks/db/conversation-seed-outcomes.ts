import type { MessageOutcome } from '@/api/generated/communication/model';
import type { SendingPatient } from '@/domain/sending-types';
import { isoSeconds } from '@/domain/zoned-time';

/**
 * The seeded inbox's stable draws, and what became of its messages (conversation-seed.ts): the
 * provider's receipt of each confirmation request, landlines and failures at realistic rates.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** A stable draw in [0, 1) from a text: per appointment and purpose, whatever else changes. */
export const unitDraw = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
};

export const pickBy = <T>(values: readonly T[], draw: number): T => values[Math.floor(draw * values.length)]!;

/** About 3 % of the numbers on file are landlines: the first SMS to one fails for good. */
export const isSeededLandline = (patient: Pick<SendingPatient, 'id'>): boolean =>
  unitDraw(`landline/${patient.id}`) < 0.03;

export const smsOutcome = (patient: SendingPatient, key: string, at: number): MessageOutcome => {
  const delivered = isoSeconds(at + (3 + Math.floor(unitDraw(`${key}/delay`) * 40)) * 1000);
  if (isSeededLandline(patient)) return { status: 'FAILED', failureReason: 'LANDLINE', at: delivered };
  if (unitDraw(`${key}/fail`) < 0.02)
    return { status: 'FAILED', failureReason: 'UNREACHABLE', at: delivered };
  return { status: 'DELIVERED', at: delivered };
};

export const emailOutcome = (key: string, at: number): MessageOutcome => {
  const draw = unitDraw(`${key}/bounce`);
  const when = isoSeconds(at + 20_000);
  if (draw < 0.012) return { status: 'BOUNCED', bounce: 'HARD', at: when };
  if (draw < 0.03) return { status: 'BOUNCED', bounce: 'SOFT', at: when };
  return { status: 'DELIVERED', at: when };
};
