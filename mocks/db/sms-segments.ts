/**
 * SMS segment count of a text, by the rules of /work/shared/notes/sms-encoding.md (3GPP TS 23.038):
 * the offline statistics count the segments their messages used, and French templates with a
 * typographic apostrophe or guillemets really do cost more segments than plain ones.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

const GSM7_SINGLE = 160;
const GSM7_PART = 153;
const UCS2_SINGLE = 70;
const UCS2_PART = 67;

export const isGsm7 = (text: string): boolean =>
  [...text].every((char) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char));

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

export const smsSegments = (text: string): number => {
  const chars = [...text];
  if (isGsm7(text)) {
    return countParts(
      chars.map((char) => (GSM7_EXTENSION.has(char) ? 2 : 1)),
      GSM7_SINGLE,
      GSM7_PART,
    );
  }
  return countParts(
    chars.map((char) => char.length),
    UCS2_SINGLE,
    UCS2_PART,
  );
};
