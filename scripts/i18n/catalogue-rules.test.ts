import { describe, expect, it } from 'vitest';
import type { MessageFormatElement } from 'react-intl';
import {
  extractionDrift,
  idsMissing,
  idsWithoutDescription,
  placeholderMismatches,
  placeholderSignature,
} from './catalogue-rules';

// Syntax trees as `formatjs compile --ast` writes them (type 0 literal, 1 argument, 2 number,
// 5 select, 6 plural, 7 pound, 8 tag).
const literal = (value: string) => ({ type: 0, value });
const argument = (value: string) => ({ type: 1, value });
const ast = (...elements: object[]) => elements as MessageFormatElement[];

describe('catalogue rules', () => {
  it('finds ids missing on either side and entries without a description', () => {
    const en = { a: { defaultMessage: 'A', description: 'a' }, b: { defaultMessage: 'B', description: ' ' } };
    const fr = { a: { defaultMessage: 'A', description: 'a' }, c: { defaultMessage: 'C' } };
    expect(idsMissing(en, fr)).toEqual(['b']);
    expect(idsMissing(fr, en)).toEqual(['c']);
    expect(idsWithoutDescription(en)).toEqual(['b']);
    expect(idsWithoutDescription(fr)).toEqual(['c']);
  });

  it('compares en.json with a fresh extraction', () => {
    const committed = {
      a: { defaultMessage: 'A', description: 'a' },
      gone: { defaultMessage: 'G', description: 'g' },
    };
    const extracted = {
      a: { defaultMessage: 'A!', description: 'a' },
      fresh: { defaultMessage: 'F', description: 'f' },
    };
    expect(extractionDrift(committed, extracted)).toEqual({
      added: ['fresh'],
      removed: ['gone'],
      changed: ['a'],
    });
    expect(extractionDrift(committed, committed)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('takes names, kinds, formats, tags and select cases as placeholders', () => {
    const plural = {
      type: 6,
      value: 'count',
      options: { one: { value: [{ type: 7 }, literal(' item')] }, other: { value: [argument('name')] } },
    };
    const select = { type: 5, value: 'kind', options: { sms: { value: [] }, other: { value: [] } } };
    const tag = { type: 8, value: 'b', children: [argument('who')] };
    const money = { type: 2, value: 'amount', style: 'currency' };
    expect(placeholderSignature(ast(literal('x'), plural, select, tag, money))).toEqual([
      '<b>',
      'amount:number:currency',
      'count:plural',
      'kind:select:other|sms',
      'name:argument',
      'who:argument',
    ]);
  });

  it('reports translations whose placeholders differ, not those with other plural cases', () => {
    const en = {
      same: ast(literal('Hello '), argument('name')),
      renamed: ast(argument('email')),
      plural: ast({ type: 6, value: 'n', options: { one: { value: [] }, other: { value: [] } } }),
    };
    const fr = {
      same: ast(literal('Bonjour '), argument('name'), literal(' !')),
      renamed: ast(argument('courriel')),
      plural: ast({
        type: 6,
        value: 'n',
        options: { '=0': { value: [] }, one: { value: [] }, other: { value: [] } },
      }),
    };
    expect(placeholderMismatches(en, fr)).toEqual([
      { id: 'renamed', source: ['email:argument'], translation: ['courriel:argument'] },
    ]);
  });
});
