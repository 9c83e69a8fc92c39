import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripMessageTexts } from './strip-message-texts-plugin';

type Transform = (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;

const transform = (code: string, id = '/repo/src/feature/messages.ts') => {
  const hook = stripMessageTexts().transform as Transform;
  return hook.call({ parse: parseAst }, code, id);
};

describe('stripMessageTexts', () => {
  it('blanks the descriptions and default messages of message descriptors, keeping every position', () => {
    const code = [
      'export const m = defineMessages({',
      "  a: { id: 'x.a', defaultMessage: 'A', description: 'For translators: « a »' },",
      "  b: { id: 'x.b', description: 'Before', defaultMessage: 'B' },",
      '});',
      "jsx(FormattedMessage, { id: 'x.c', defaultMessage: 'C', description: 'c' });",
    ].join('\n');
    const result = transform(code);
    expect(result?.code).toHaveLength(code.length);
    expect(result?.code.replace(/ +/g, ' ').split('\n')).toEqual([
      'export const m = defineMessages({',
      " a: { id: 'x.a', },",
      " b: { id: 'x.b', },",
      '});',
      "jsx(FormattedMessage, { id: 'x.c', });",
    ]);
  });

  it('keeps the lines of a default message written over several', () => {
    const code = [
      "const m = { id: 'x.d', defaultMessage:",
      "  'A long text ' +",
      "  'on two lines' };",
      'f(m);',
    ].join('\n');
    const result = transform(code);
    expect(result?.code.split('\n').map((line) => line.trim())).toEqual([
      "const m = { id: 'x.d',",
      '',
      '};',
      'f(m);',
    ]);
  });

  it('leaves other objects with a description, and code outside src, alone', () => {
    expect(transform("const column = { id: 'name', description: 'Name of the practice' };")).toBeNull();
    expect(
      transform("f({ id: 'a', defaultMessage: 'A', description: 'a' });", '/repo/node_modules/x/index.js'),
    ).toBeNull();
  });
});
