// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readReply, type ReplyReading } from './reply-reading';
import { replyWordKeys } from './reply-words';
import { REPLY_VOCABULARY } from './reply-vocabulary';
import type { ReplyWordClass } from './reply-word-class';

describe('the vocabulary', () => {
  const entries = (Object.keys(REPLY_VOCABULARY) as ReplyWordClass[]).flatMap((cls) =>
    [...REPLY_VOCABULARY[cls].en, ...REPLY_VOCABULARY[cls].fr].map((entry) => ({
      cls,
      entry,
      keys: replyWordKeys(entry).join(' '),
    })),
  );

  it('has words in every entry', () => {
    expect(entries.filter(({ keys }) => keys === '')).toEqual([]);
  });

  it('gives no word or phrase two classes', () => {
    const classes = new Map<string, Set<ReplyWordClass>>();
    for (const { cls, keys } of entries) classes.set(keys, (classes.get(keys) ?? new Set()).add(cls));
    expect(
      [...classes]
        .filter(([, found]) => found.size > 1)
        .map(([keys, found]) => `${keys}: ${[...found].join(', ')}`),
    ).toEqual([]);
  });

  it('reads every entry of a class alone as that class would', () => {
    const alone: Partial<Record<ReplyWordClass, ReplyReading>> = {
      OPT_OUT: 'OPT_OUT',
      OPT_IN: 'OPT_IN',
      HELP: 'HELP',
      CONFIRM: 'CONFIRM',
      CONFIRM_LETTER: 'CONFIRM',
      QUESTION: 'NEEDS_REPLY',
      NEGATION: 'NEEDS_REPLY',
      CONDITION: 'NEEDS_REPLY',
      CONTRAST: 'NEEDS_REPLY',
      CHANGE: 'NEEDS_REPLY',
      DETAIL: 'NEEDS_REPLY',
      FILLER: 'NEEDS_REPLY',
    };
    const misread = entries.filter(({ cls, entry }) => readReply(entry).reading !== alone[cls]);
    expect(misread.map(({ cls, entry }) => `${cls} ${entry}: ${readReply(entry).reading}`)).toEqual([]);
  });
});
