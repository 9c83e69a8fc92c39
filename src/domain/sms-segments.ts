/**
 * How a text travels by SMS, by the rules of 3GPP TS 23.038 (facts in the project's SMS notes):
 * the template editor counts a message's segments on its preview, and the offline statistics
 * count the segments their messages used. French text is where this matters: one typographic
 * apostrophe or guillemet turns a whole message into UCS-2, at 70 characters a segment.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** Units a segment holds: septets for GSM-7, UTF-16 code units for UCS-2. */
export const SMS_SEGMENT_SIZES: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

const isGsm7Character = (char: string) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char);

export const isGsm7 = (text: string): boolean => [...text].every(isGsm7Character);

/** Fills parts greedily; a unit (extension character, surrogate pair) is never split across two parts. */
const countParts = (unitSizes: number[], single: number, part: number): number => {
  const total = unitSizes.reduce((sum, size) => sum + size, 0);
  if (total === 0) return 0;
  if (total <= single) return 1;
  let parts = 1;
  let used = 0;
  for (const size of unitSizes) {
    if (used + size > part) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
};

export interface SmsAnalysis {
  encoding: SmsEncoding;
  /** Characters as a reader counts them (an emoji is one). */
  characters: number;
  /** Septets (GSM-7, an extension character takes two) or UTF-16 units (UCS-2, an emoji takes two). */
  units: number;
  segments: number;
  /** Segments the same text would take if every character were in GSM-7. */
  segmentsInGsm7: number;
  /** The distinct characters outside GSM-7, in the order they first appear. */
  ucs2Characters: string[];
}

export const analyseSms = (text: string): SmsAnalysis => {
  const chars = [...text];
  const septets = chars.map((char) => (GSM7_EXTENSION.has(char) ? 2 : 1));
  const segmentsInGsm7 = countParts(
    septets,
    SMS_SEGMENT_SIZES['GSM-7'].single,
    SMS_SEGMENT_SIZES['GSM-7'].part,
  );
  const ucs2Characters = [...new Set(chars.filter((char) => !isGsm7Character(char)))];
  if (ucs2Characters.length === 0) {
    return {
      encoding: 'GSM-7',
      characters: chars.length,
      units: septets.reduce((sum, size) => sum + size, 0),
      segments: segmentsInGsm7,
      segmentsInGsm7,
      ucs2Characters,
    };
  }
  const utf16 = chars.map((char) => char.length);
  return {
    encoding: 'UCS-2',
    characters: chars.length,
    units: text.length,
    segments: countParts(utf16, SMS_SEGMENT_SIZES['UCS-2'].single, SMS_SEGMENT_SIZES['UCS-2'].part),
    segmentsInGsm7,
    ucs2Characters,
  };
};

export const smsSegments = (text: string): number => analyseSms(text).segments;
