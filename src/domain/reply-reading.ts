import type { ReplyReading } from '@/api/generated/communication/model';
import { FRENCH_ELISIONS, REPLY_VOCABULARY } from './reply-vocabulary';
import type { ReplyWordClass } from './reply-word-class';
import { DIGIT, replyWordKeys, squeeze, tokenize, withinOneEdit } from './reply-words';

/**
 * What a patient's answer to an SMS or an email means, in English or French, as patients write
 * it: any case, accents or none, punctuation, emoji, typos, SMS shorthand and extra words. The
 * offline API and the screens read replies with it, and it is the statement of the rule for the
 * backend (docs/decisions/045-reading-patient-replies.md). The words are in reply-vocabulary.ts.
 *
 * Precedence, first that applies:
 * 1. OPT_OUT: an opt-out word or phrase anywhere ("STOP", "Oui mais arrêtez les textos"): CASL
 *    requires honouring an unsubscribe request made by the same means, whatever else it says.
 * 2. OPT_IN, HELP: the keyword with nothing but politeness around it ("START svp", "Aide ?"). A
 *    re-subscription is consent, which must be unambiguous.
 * 3. CONFIRM: a confirming word or emoji, no question, negation, condition, contrast, change or
 *    number anywhere, and every other word known politeness but at most one (a name, a typo).
 * 4. NEEDS_REPLY: everything else; staff read it. Reading a doubtful reply as a confirmation
 *    would hide a patient who is not coming; reading it as needing a reply costs a click.
 */

/** The contract's ReplyReading: how a reply was read. */
export type { ReplyReading };

/**
 * Words that make a reply need staff, whatever confirms beside them; the first found in this
 * order is the reply's cause. DETAIL: a number, a time or a place, since text alone cannot tell
 * whether it repeats the appointment.
 */
const BLOCKERS = [
  'QUESTION',
  'NEGATION',
  'CONDITION',
  'CONTRAST',
  'CHANGE',
  'DETAIL',
] as const satisfies readonly ReplyWordClass[];

/**
 * Why a reply needs staff: a blocker; OTHER_WORDS, a confirming word among words the lists do not
 * know or keywords of another kind ("oui aide"); NO_KEYWORD, no keyword at all ("Merci", "ds 10
 * min"); EMPTY, nothing but spaces, punctuation or emoji that mean nothing.
 */
export type NeedsReplyCause = (typeof BLOCKERS)[number] | 'OTHER_WORDS' | 'NO_KEYWORD' | 'EMPTY';

export interface ReplyReadingResult {
  reading: ReplyReading;
  /** OPT_OUT, OPT_IN, HELP, CONFIRM: the word or phrase that decided, as the patient wrote it. */
  keyword?: string | undefined;
  /** NEEDS_REPLY only. */
  cause?: NeedsReplyCause | undefined;
}

export interface ReadReplyOptions {
  /**
   * Names the reply may hold without counting as unknown words: the clinic's, the patient's, the
   * professional's ("Oui merci Dre Gagnon").
   */
  names?: readonly (string | undefined)[] | undefined;
}

/** The contract's OptOut.keyword holds at most 40 characters. */
const KEYWORD_MAX = 40;

// ——— The lists, indexed ———

interface Entry {
  cls: ReplyWordClass;
  /** The entry's own key, which phrases compare. */
  key: string;
}

/** Order in which a squeezed or mistyped word is given a class when it looks like several entries. */
const CLASS_PRIORITY: readonly ReplyWordClass[] = [
  'CHANGE',
  'NEGATION',
  'QUESTION',
  'CONDITION',
  'CONTRAST',
  'DETAIL',
  'OPT_OUT',
  'OPT_IN',
  'HELP',
  'CONFIRM',
  'CONFIRM_LETTER',
  'FILLER',
];

/**
 * Entries of this length or more match a word one typo away (optimal string alignment distance).
 * Words that make a reply need staff or unsubscribe match from five letters ("cancle", "arrte"):
 * a typo there must not turn a reply into a confirmation. Words that confirm or consent match
 * from seven ("comfirm", "confime"): shorter ones sit one typo from other words ("super" from
 * « souper », "great" from "treat").
 */
const FUZZY_MIN: Partial<Record<ReplyWordClass, number>> = {
  QUESTION: 5,
  NEGATION: 5,
  CONDITION: 5,
  CONTRAST: 5,
  CHANGE: 5,
  DETAIL: 5,
  OPT_OUT: 5,
  OPT_IN: 7,
  HELP: 7,
  CONFIRM: 7,
};
const FUZZY_SHORTEST = Math.min(...Object.values(FUZZY_MIN));

const exact = new Map<string, Entry>();
const squeezed = new Map<string, Entry>();
const fuzzyCandidates: Entry[] = [];
/** Phrases of several words, by their first word's key, longest first. */
const phrases = new Map<string, { keys: string[]; cls: ReplyWordClass }[]>();

for (const cls of CLASS_PRIORITY) {
  const { en, fr } = REPLY_VOCABULARY[cls];
  for (const phrase of [...en, ...fr]) {
    const keys = replyWordKeys(phrase);
    const [first] = keys;
    if (first === undefined) continue;
    if (keys.length > 1) {
      const list = phrases.get(first) ?? [];
      list.push({ keys, cls });
      list.sort((a, b) => b.keys.length - a.keys.length);
      phrases.set(first, list);
      continue;
    }
    const entry = { cls, key: first };
    if (!exact.has(first)) exact.set(first, entry);
    if (!squeezed.has(squeeze(first))) squeezed.set(squeeze(first), entry);
    if (first.length >= (FUZZY_MIN[cls] ?? Infinity)) fuzzyCandidates.push(entry);
  }
}

/** The entry a reply's word stands for: itself, with its letters squeezed, or one typo away. */
const entryOf = (key: string, names: ReadonlySet<string>): Entry | undefined => {
  const elision = FRENCH_ELISIONS[key];
  if (elision) return { cls: elision, key };
  const found = exact.get(key);
  if (found) return found;
  if (names.has(key)) return { cls: 'FILLER', key };
  if (DIGIT.test(key)) return { cls: 'DETAIL', key };
  const squeezedEntry = squeezed.get(squeeze(key));
  if (squeezedEntry) return squeezedEntry;
  if (key.length < FUZZY_SHORTEST - 1) return undefined;
  return fuzzyCandidates.find((entry) => withinOneEdit(key, entry.key));
};

// ——— Reading ———

type UnitClass = ReplyWordClass | 'UNKNOWN';

interface Unit {
  cls: UnitClass;
  start: number;
  end: number;
}

/** The reply as units: phrases first (the longest at each place), then single words. */
const unitsOf = (text: string, names: ReadonlySet<string>): Unit[] => {
  const tokens = tokenize(text);
  const entries = tokens.map((token) => (token.kind === 'word' ? entryOf(token.word.key, names) : undefined));
  // A word in a phrase is the word itself or the entry it was read as ("ouiii" as "oui").
  const isKeyAt = (index: number, key: string): boolean => {
    const token = tokens[index];
    return token?.kind === 'word' && (token.word.key === key || entries[index]?.key === key);
  };
  const units: Unit[] = [];
  for (let index = 0; index < tokens.length;) {
    const token = tokens[index]!;
    if (token.kind === 'mark') {
      units.push(token);
      index += 1;
      continue;
    }
    const candidates = [
      ...(phrases.get(token.word.key) ?? []),
      ...(phrases.get(entries[index]?.key ?? token.word.key) ?? []),
    ].sort((a, b) => b.keys.length - a.keys.length);
    const phrase = candidates.find(({ keys }) =>
      keys.every(
        (key, offset) =>
          isKeyAt(index + offset, key) && (offset === 0 || !tokens[index + offset]!.afterBreak),
      ),
    );
    if (phrase) {
      const last = tokens[index + phrase.keys.length - 1]!;
      units.push({
        cls: phrase.cls,
        start: token.word.start,
        end: last.kind === 'word' ? last.word.end : last.end,
      });
      index += phrase.keys.length;
      continue;
    }
    units.push({ cls: entries[index]?.cls ?? 'UNKNOWN', start: token.word.start, end: token.word.end });
    index += 1;
  }
  return units;
};

const nameKeys = (names: ReadReplyOptions['names']): Set<string> =>
  new Set((names ?? []).flatMap((name) => (name ? replyWordKeys(name.normalize('NFC')) : [])));

/** What a reply means; see the precedence above. */
export const readReply = (reply: string, options: ReadReplyOptions = {}): ReplyReadingResult => {
  const text = reply.normalize('NFC');
  const units = unitsOf(text, nameKeys(options.names));
  const keyword = (unit: Unit) => text.slice(unit.start, unit.end).slice(0, KEYWORD_MAX);

  const optOut = units.find((unit) => unit.cls === 'OPT_OUT');
  if (optOut) return { reading: 'OPT_OUT', keyword: keyword(optOut) };

  if (units.length === 0) return { reading: 'NEEDS_REPLY', cause: 'EMPTY' };
  const meaningful = units.filter((unit) => unit.cls !== 'FILLER');

  for (const reading of ['OPT_IN', 'HELP'] as const) {
    const found = meaningful.find((unit) => unit.cls === reading);
    // A question mark is how people ask for help ("Info ?"); it is no part of consent.
    const alone = meaningful.every(
      (unit) => unit.cls === reading || (reading === 'HELP' && unit.cls === 'QUESTION'),
    );
    if (found && alone) return { reading, keyword: keyword(found) };
  }

  const has = (cls: UnitClass) => meaningful.some((unit) => unit.cls === cls);
  const blocker = BLOCKERS.find((cls) => has(cls));
  if (blocker) return { reading: 'NEEDS_REPLY', cause: blocker };

  const confirming = meaningful.find((unit) => unit.cls === 'CONFIRM');
  const letter = meaningful.find((unit) => unit.cls === 'CONFIRM_LETTER');
  if (!confirming && !letter) return { reading: 'NEEDS_REPLY', cause: 'NO_KEYWORD' };
  // Anything else the reply says (a keyword of another kind, words the lists do not know) is for
  // staff to read; one unknown word is tolerated beside a whole confirming word, not a letter.
  const others = meaningful.filter((unit) => unit.cls !== 'CONFIRM' && unit.cls !== 'CONFIRM_LETTER');
  const unknown = others.filter((unit) => unit.cls === 'UNKNOWN').length;
  if (others.length > unknown || unknown > (confirming ? 1 : 0))
    return { reading: 'NEEDS_REPLY', cause: 'OTHER_WORDS' };
  return { reading: 'CONFIRM', keyword: keyword(confirming ?? letter!) };
};
