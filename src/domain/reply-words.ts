import { REPLY_EMOJI } from './reply-vocabulary';
import type { ReplyWordClass } from './reply-word-class';

/**
 * A patient's reply cut into the words the reply lists compare (reply-reading.ts): no case, no
 * accents, one kind of apostrophe, French elisions split off, question marks and emoji as marks
 * of their class. The backend normalises replies and list entries the same way.
 */
const APOSTROPHES = /['’‘ʼ`´]/g;
/** A word (letters and digits, apostrophes inside), a question mark, or an emoji. */
const TOKEN =
  /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’‘ʼ`´][\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*|[?？¿⁇⁈⁉]|\p{Extended_Pictographic}/gu;
const ELISION = /^(qu|[cdjlmnst])'(.)/;
export const DIGIT = /\p{N}/u;

/** A word as the lists are compared: no case, no accents, one kind of apostrophe. */
const normalise = (word: string): string =>
  word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(APOSTROPHES, "'");

/** Letters typed twice or more count once: "ouiii", "yesss", "anuler". */
export const squeeze = (key: string): string => key.replace(/(.)\1+/g, '$1');

export interface Word {
  /** As compared: "c'", "cant", "rendez". */
  key: string;
  start: number;
  end: number;
}

/** A reply's words, French elisions split off ("c'est" → "c'", "est") and other apostrophes dropped ("can't" → "cant"). */
const splitWord = (raw: string, start: number): Word[] => {
  const words: Word[] = [];
  let rest = raw;
  let at = start;
  for (;;) {
    const normal = normalise(rest);
    const elision = ELISION.exec(normal);
    if (!elision) break;
    const apostrophe = rest.search(APOSTROPHES);
    words.push({ key: `${elision[1]}'`, start: at, end: at + apostrophe + 1 });
    at += apostrophe + 1;
    rest = rest.slice(apostrophe + 1);
  }
  words.push({ key: normalise(rest).replace(/'/g, ''), start: at, end: at + rest.length });
  return words;
};

export type Token = (
  { kind: 'word'; word: Word } | { kind: 'mark'; cls: ReplyWordClass; start: number; end: number }
) & {
  /** Punctuation between this token and the one before: a phrase does not run across it. */
  afterBreak: boolean;
};

const BREAK = /[.,;:!…\n]/;

/** Emoji by class; the tokens leave out skin tones and presentation selectors, so 👍🏻 is 👍. */
const EMOJI_CLASSES = new Map<string, ReplyWordClass>();
for (const [cls, emoji] of Object.entries(REPLY_EMOJI) as [ReplyWordClass, readonly string[]][]) {
  for (const one of emoji) EMOJI_CLASSES.set(one, cls);
}

export const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const afterBreak = BREAK.test(text.slice(previousEnd, start));
    previousEnd = end;
    if (/^[?？¿⁇⁈⁉]$/.test(raw)) {
      tokens.push({ kind: 'mark', cls: 'QUESTION', start, end, afterBreak });
    } else if (/^\p{Extended_Pictographic}$/u.test(raw)) {
      const cls = EMOJI_CLASSES.get(raw);
      if (cls) tokens.push({ kind: 'mark', cls, start, end, afterBreak });
    } else {
      splitWord(raw, start).forEach((word, index) =>
        tokens.push({ kind: 'word', word, afterBreak: index === 0 && afterBreak }),
      );
    }
  }
  return tokens;
};

/**
 * The words of a text as the lists compare them: "C’est arrêté" is ["c'", "est", "arrete"]. The
 * backend normalises replies and entries the same way.
 */
export const replyWordKeys = (phrase: string): string[] =>
  tokenize(phrase.normalize('NFC')).flatMap((token) => (token.kind === 'word' ? [token.word.key] : []));

/** Whether two keys are one typo apart: a letter added, dropped or changed, or two swapped. */
export const withinOneEdit = (a: string, b: string): boolean => {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return true;
  const tail = (x: number, y: number) => a.slice(x) === b.slice(y);
  return (
    tail(i + 1, i + 1) ||
    tail(i + 1, i) ||
    tail(i, i + 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && tail(i + 2, i + 2))
  );
};
