import type { SendingPatient } from '@/domain/sending-types';
import { bytesToBase64 } from './base64';

/**
 * The key of a patient's own page (the `patient` of a /preferences link): opaque, derived from the
 * practice and the patient by a keyed hash, so that the same patient always has the same link and
 * nobody can make a link from a file number or an identifier. A real backend keeps a random key
 * per patient, or uses an HMAC with a secret of its own; the offline API, which has no secret to
 * keep, only needs keys that look and behave like those: 24 URL-safe characters, 144 bits.
 */
const KEY_SALT = 'offline-preferences-key/2026';

/** A 32-bit mix of the text (MurmurHash2's step, MurmurHash3's finaliser), started from a seed. */
const hash32 = (text: string, seed: number): number => {
  let hash = seed ^ text.length;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x5bd1e995);
    hash ^= hash >>> 13;
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
};

const KEY_WORDS = 6;

/** The preferences key of a patient of a practice: 24 characters of [A-Za-z0-9_-]. */
export const preferencesKeyOf = (practiceId: string, patientId: string): string => {
  const text = `${KEY_SALT}/${practiceId}/${patientId}`;
  // Three bytes of each of six differently seeded hashes: 18 bytes, 24 base64 characters.
  const bytes = new Uint8Array(KEY_WORDS * 3);
  for (let word = 0; word < KEY_WORDS; word += 1) {
    const hash = hash32(text, Math.imul(word + 1, 0x27d4eb2f));
    bytes[word * 3] = hash >>> 24;
    bytes[word * 3 + 1] = (hash >>> 16) & 0xff;
    bytes[word * 3 + 2] = (hash >>> 8) & 0xff;
  }
  return bytesToBase64(bytes).replaceAll('+', '-').replaceAll('/', '_');
};

let lastIndex:
  { practiceId: string; patients: readonly SendingPatient[]; byKey: Map<string, SendingPatient> } | undefined;

/** The patient a key names among a practice's patients; undefined for a key of nobody there. */
export const patientOfKey = (
  practiceId: string,
  patients: readonly SendingPatient[],
  key: string,
): SendingPatient | undefined => {
  if (lastIndex?.practiceId !== practiceId || lastIndex.patients !== patients) {
    lastIndex = {
      practiceId,
      patients,
      byKey: new Map(patients.map((patient) => [preferencesKeyOf(practiceId, patient.id), patient])),
    };
  }
  return lastIndex.byKey.get(key);
};
