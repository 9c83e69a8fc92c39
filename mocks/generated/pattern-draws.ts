import type { Faker } from '@faker-js/faker';

/**
 * Strings drawn from a regular expression, as an independent mock (randexp, json-schema-faker,
 * Prism) draws them: every character a class allows is as likely as any other, a repetition
 * without a bound repeats up to 100 times, an optional group is absent half the time, and a
 * pattern without `$` ends where the pattern does. Nothing here knows what a field means: a
 * postal code may be "z0d 9q1", a month "0000-12", a version "007.0.12345", a file name any
 * printable characters but the two slashes. The pattern-values.ts generators stay the default;
 * these are the generated mode's `generated:patterns` (mocks/README.md, "Data modes").
 *
 * The syntax read is the one the contracts use (openapi/*.yaml `pattern:`): anchors, groups
 * (`(…)`, `(?:…)`), alternatives, classes with ranges and negation, `.`, `\d \w \s` and their
 * negations, escaped characters, and the quantifiers `? * + {n} {n,} {n,m}`. Anything else
 * (look-arounds, back-references, word boundaries) is refused by name, so that a new pattern
 * never quietly draws values it does not match.
 */
type Node =
  | { kind: 'one-of'; chars: readonly string[] }
  | { kind: 'sequence'; items: readonly Node[] }
  | { kind: 'choice'; options: readonly Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number | undefined };

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));

/**
 * What a negated class or `.` draws from: printable ASCII (randexp's default), with the letters
 * and the typography of French text, which real names and paths carry.
 */
const UNIVERSE = [...range(32, 126), ...'àâçéèêëîïôûùüÿæœÀÂÇÉÈÊËÎÏÔÛÙÜŸ«»\u00a0’'];
const DIGITS = range(48, 57);
const WORD = [...DIGITS, ...range(65, 90), ...range(97, 122), '_'];
const SPACES = [' ', '\t', '\u00a0'];
const except = (excluded: readonly string[]) => UNIVERSE.filter((char) => !excluded.includes(char));

const CLASS_ESCAPES: Record<string, readonly string[]> = {
  d: DIGITS,
  D: except(DIGITS),
  w: WORD,
  W: except(WORD),
  s: SPACES,
  S: except(SPACES),
};
const CONTROL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };

/** A repetition without an upper bound repeats up to this many times more than its least. */
const UNBOUNDED_REPEATS = [100, 20, 5, 1, 0];

class PatternReader {
  private at = 0;
  constructor(private readonly source: string) {}

  read(): Node {
    const node = this.alternatives();
    if (this.at < this.source.length) this.refuse(`an unmatched "${this.source[this.at]}"`);
    return node;
  }

  private refuse(what: string): never {
    throw new Error(
      `The pattern /${this.source}/ has ${what} at ${this.at}: pattern-draws.ts does not read it`,
    );
  }

  private peek = () => this.source[this.at];
  private next = () => this.source[this.at++] ?? this.refuse('an unfinished escape or class');

  private alternatives(): Node {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: 'choice', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return { kind: 'sequence', items };
  }

  private atom(): Node {
    const char = this.next();
    switch (char) {
      // Anchors draw nothing: the value is the match itself.
      case '^':
      case '$':
        return { kind: 'sequence', items: [] };
      case '(': {
        if (this.peek() === '?') {
          if (this.source[this.at + 1] !== ':') this.refuse('a look-around or a named group');
          this.at += 2;
        }
        const group = this.alternatives();
        if (this.next() !== ')') this.refuse('an unclosed group');
        return group;
      }
      case '[':
        return { kind: 'one-of', chars: this.charClass() };
      case '.':
        return { kind: 'one-of', chars: except(['\n', '\r']) };
      case '\\':
        return { kind: 'one-of', chars: this.escape(false) };
      default:
        return { kind: 'one-of', chars: [char] };
    }
  }

  private escape(inClass: boolean): readonly string[] {
    const char = this.next();
    const known = CLASS_ESCAPES[char];
    if (known) return known;
    const control = CONTROL_ESCAPES[char];
    if (control) return [control];
    if (/[1-9]/.test(char)) this.refuse('a back-reference');
    if (char === 'b' || char === 'B') {
      if (inClass && char === 'b') return ['\b'];
      this.refuse('a word boundary');
    }
    if (char === 'u' && /^[0-9a-fA-F]{4}/.test(this.source.slice(this.at))) {
      const code = Number.parseInt(this.source.slice(this.at, this.at + 4), 16);
      this.at += 4;
      return [String.fromCharCode(code)];
    }
    return [char];
  }

  /** The characters of a class, after its `[`. */
  private charClass(): readonly string[] {
    const negated = this.peek() === '^';
    if (negated) this.at += 1;
    const chars = new Set<string>();
    while (this.peek() !== ']') {
      const first = this.classMember();
      if (this.peek() === '-' && this.source[this.at + 1] !== ']' && first.length === 1) {
        this.at += 1;
        const last = this.classMember();
        if (last.length !== 1) this.refuse('a range to a class escape');
        for (const char of range(first[0]?.charCodeAt(0) ?? 0, last[0]?.charCodeAt(0) ?? 0)) chars.add(char);
      } else {
        for (const char of first) chars.add(char);
      }
    }
    this.at += 1;
    return negated ? except([...chars]) : [...chars];
  }

  private classMember(): readonly string[] {
    const char = this.next();
    return char === '\\' ? this.escape(true) : [char];
  }

  private quantified(node: Node): Node {
    const char = this.peek();
    let bounds: [number, number | undefined] | undefined;
    if (char === '?') bounds = [0, 1];
    else if (char === '*') bounds = [0, undefined];
    else if (char === '+') bounds = [1, undefined];
    if (bounds) {
      this.at += 1;
    } else if (char === '{') {
      const counted = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      // A brace that opens no count is a character, as JavaScript reads it.
      if (!counted) return node;
      this.at += counted[0].length;
      const min = Number(counted[1]);
      bounds = [min, counted[2] === undefined ? min : counted[3] ? Number(counted[3]) : undefined];
    } else {
      return node;
    }
    // A lazy quantifier matches the same strings.
    if (this.peek() === '?') this.at += 1;
    return { kind: 'repeat', node, min: bounds[0], max: bounds[1] };
  }
}

const draw = (faker: Faker, node: Node, spare: number): string => {
  switch (node.kind) {
    case 'one-of':
      return node.chars.length === 0 ? '' : faker.helpers.arrayElement(node.chars);
    case 'sequence':
      return node.items.map((item) => draw(faker, item, spare)).join('');
    case 'choice':
      return draw(faker, faker.helpers.arrayElement(node.options), spare);
    case 'repeat': {
      const count = faker.number.int({ min: node.min, max: node.max ?? node.min + spare });
      return Array.from({ length: count }, () => draw(faker, node.node, spare)).join('');
    }
  }
};

const readPatterns = new Map<string, Node>();

/** The pattern read once: a sweep draws from the same few patterns thousands of times. */
const treeOf = (pattern: string): Node => {
  let tree = readPatterns.get(pattern);
  if (!tree) {
    tree = new PatternReader(pattern).read();
    readPatterns.set(pattern, tree);
  }
  return tree;
};

/**
 * A string the pattern matches, within the lengths the schema gives, drawn as an independent
 * mock would; undefined when no draw fits the lengths (the caller then uses its own generator).
 * Repetitions without a bound are drawn long first, then shorter when the value is too long.
 */
export const drawFromPattern = (
  faker: Faker,
  pattern: string,
  length: { min?: number; max?: number } = {},
): string | undefined => {
  const tree = treeOf(pattern);
  const matcher = new RegExp(pattern);
  for (const spare of UNBOUNDED_REPEATS) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const value = draw(faker, tree, spare);
      const fits = value.length >= (length.min ?? 0) && value.length <= (length.max ?? Infinity);
      if (fits && matcher.test(value)) return value;
    }
  }
  return undefined;
};
