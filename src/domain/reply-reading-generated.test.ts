// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readReply } from './reply-reading';
import { REPLY_EMOJI, REPLY_VOCABULARY } from './reply-vocabulary';
import type { ReplyWordClass } from './reply-word-class';

/** A seeded generator (mulberry32): the same cases on every run, and a failure can be replayed. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const picker =
  (random: () => number) =>
  <T>(list: readonly T[]): T =>
    list[Math.floor(random() * list.length)]!;

const words = (...classes: ReplyWordClass[]) =>
  classes.flatMap((cls) => [
    ...REPLY_VOCABULARY[cls].en,
    ...REPLY_VOCABULARY[cls].fr,
    ...(REPLY_EMOJI[cls] ?? []),
  ]);

type Pick = <T>(list: readonly T[]) => T;

/**
 * The replies, of `count` generated from `seed`, that `misread` finds misread. Each is `first`
 * among up to `most` words of `pool`, in a random order, joined by one of `joins`.
 */
const misreadReplies = (
  seed: number,
  count: number,
  build: { first: readonly string[]; pool: readonly string[]; most: number; joins: readonly string[] },
  finish: (reply: string, pick: Pick, random: () => number) => string,
  misread: (reply: string) => boolean,
): string[] => {
  const random = seeded(seed);
  const pick = picker(random);
  const found: string[] = [];
  for (let run = 0; run < count; run += 1) {
    const parts = [
      pick(build.first),
      ...Array.from({ length: Math.floor(random() * (build.most + 1)) }, () => pick(build.pool)),
    ];
    parts.sort(() => random() - 0.5);
    const reply = finish(parts.join(pick(build.joins)), pick, random);
    if (misread(reply)) found.push(reply);
  }
  return found;
};

// Punctuation between the parts where they must not join into a phrase they would then no longer
// be: "would" + "like" is politeness, "pas" + "de problème" a confirmation, "can" + "i" a question.
const BREAKS = [', ', '. ', '! ', ' ; ', '… ', ' 🙂 '];
const casings = [
  (text: string) => text,
  (text: string) => text.toUpperCase(),
  (text: string) => text.toLowerCase(),
  (text: string) => text.charAt(0).toUpperCase() + text.slice(1),
  (text: string) => text.normalize('NFD').replace(/\p{M}/gu, ''),
];
const confirmers = words('CONFIRM', 'CONFIRM_LETTER').flatMap((word) =>
  /^\p{L}/u.test(word) ? [word] : [word, `${word}🏽`],
);

describe('readReply: generated replies', () => {
  it('never confirms beside a negation, a question, a condition, a contrast or a change', () => {
    const blockers = [...words('NEGATION', 'QUESTION', 'CONDITION', 'CONTRAST', 'CHANGE'), '?', '¿', ' ?'];
    const build = {
      first: confirmers,
      pool: words('FILLER'),
      most: 3,
      joins: [' ', '  ', ', ', '. ', '! ', '\n'],
    };
    const addBlocker = (reply: string, pick: Pick, random: () => number) => {
      const blocker = pick(blockers);
      const joined =
        random() < 0.5 ? `${blocker}${pick(BREAKS)}${reply}` : `${reply}${pick(BREAKS)}${blocker}`;
      return pick(casings)(joined) + pick(['', '', '.', '!', '!!', ' 🙂']);
    };
    expect(
      misreadReplies(44, 5_000, build, addBlocker, (reply) => readReply(reply).reading === 'CONFIRM'),
    ).toEqual([]);
  });

  it('confirms whatever politeness surrounds a confirming word', () => {
    const build = { first: confirmers, pool: words('FILLER'), most: 5, joins: BREAKS };
    const cased = (reply: string, pick: Pick) => pick(casings)(reply);
    expect(
      misreadReplies(46, 2_000, build, cased, (reply) => readReply(reply).reading !== 'CONFIRM'),
    ).toEqual([]);
  });

  it('unsubscribes whatever surrounds an opt-out (CASL)', () => {
    const pool = words('CONFIRM', 'NEGATION', 'QUESTION', 'CONDITION', 'CHANGE', 'FILLER', 'HELP', 'OPT_IN');
    const build = { first: words('OPT_OUT'), pool, most: 4, joins: [...BREAKS, ' ? '] };
    const cased = (reply: string, pick: Pick) => pick(casings)(reply);
    expect(
      misreadReplies(45, 2_000, build, cased, (reply) => readReply(reply).reading !== 'OPT_OUT'),
    ).toEqual([]);
  });
});
