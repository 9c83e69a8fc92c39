import { BLOCKING_WORDS } from './reply-blocking-words';
import { CHANGE_WORDS } from './reply-change-words';
import { CONFIRM_WORDS } from './reply-confirm-words';
import { ENGLISH_FILLER } from './reply-filler-english';
import { FRENCH_FILLER } from './reply-filler-french';
import { KEYWORD_WORDS } from './reply-keyword-words';
import type { ReplyVocabulary, ReplyWordClass } from './reply-word-class';

/**
 * The words a patient's reply is read by (reply-reading.ts), as data: the backend reads replies by
 * these same lists (docs/decisions/045-reading-patient-replies.md).
 *
 * Written as people write them, with their accents and apostrophes: a reply and an entry are
 * compared after the same normalisation (no case, no accents, "’" as "'", "can't" as "cant",
 * French elisions split: "c'est" is "c'" then "est", hyphens split words). An entry of several
 * words is a phrase: it counts as one unit, in place of its words ("pas de problème" confirms
 * although "pas" alone is a negation, "bus stop" is not an opt-out). Letters typed twice or more
 * ("ouiiii", "anuler") still match; so does one typo ("cancle", "comfirm") in a long enough entry
 * of any class but FILLER and the letters (reply-reading.ts, FUZZY_MIN).
 *
 * The classes are in reply-word-class.ts; their words, by what they mean to a clinic, in the
 * reply-*-words.ts files, and the politeness around them in reply-filler-english.ts and
 * reply-filler-french.ts.
 */
export const REPLY_VOCABULARY: ReplyVocabulary = {
  ...KEYWORD_WORDS,
  ...CONFIRM_WORDS,
  ...BLOCKING_WORDS,
  ...CHANGE_WORDS,
  FILLER: { en: ENGLISH_FILLER, fr: FRENCH_FILLER },
};

/**
 * French elisions: "c'", "j'", "l'"… are read as words of their own. All are filler but "n'",
 * a negation ("je n'y serai pas").
 */
export const FRENCH_ELISIONS: Readonly<Record<string, ReplyWordClass>> = {
  "c'": 'FILLER',
  "d'": 'FILLER',
  "j'": 'FILLER',
  "l'": 'FILLER',
  "m'": 'FILLER',
  "s'": 'FILLER',
  "t'": 'FILLER',
  "qu'": 'FILLER',
  "n'": 'NEGATION',
};

/**
 * Emoji that mean something, skin tone and presentation aside; every other emoji (😊 🙏 ❤️) is
 * politeness and ignored. "?", "¿" and the like are questions whatever their form.
 */
export const REPLY_EMOJI: Partial<Record<ReplyWordClass, readonly string[]>> = {
  CONFIRM: ['👍', '👌', '✅', '✔', '☑', '🆗', '🤝', '💯'],
  NEGATION: ['👎', '❌', '✖', '🚫', '⛔', '❎'],
  QUESTION: ['❓', '❔', '🤔', '⁉', '⁈', '⁇'],
  CHANGE: ['🤒', '😷', '🤧', '🤕'],
};
