// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No enumeration the contracts generate is listed again by hand in src/ or mocks/: a copy drifts
 * from the contract when a value is added. Derive the list instead (`Object.values(MessageKind)`,
 * `enumValues` of src/utils/enum-values.ts, `z.enum(MessageKind)`).
 *
 * Caught: an array of string literals holding every value of an enumeration of three values or
 * more, and any `z.enum([...])` of every value of one. A pair such as ['SMS', 'EMAIL'] is as often
 * data (a preference sending on both channels) as a list, so only its `z.enum` is caught. Tests
 * may write the values they expect by hand.
 */

const root = join(import.meta.dirname, '../..');
const GENERATED = join(root, 'src/api/generated');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === GENERATED || entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|test-support|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Each generated const enumeration by name, with its values. */
const generatedEnums = (): Map<string, ReadonlySet<string>> => {
  const enums = new Map<string, ReadonlySet<string>>();
  for (const group of readdirSync(GENERATED, { withFileTypes: true })) {
    if (!group.isDirectory()) continue;
    const models = join(GENERATED, group.name, 'model');
    let names: string[];
    try {
      names = readdirSync(models);
    } catch {
      continue;
    }
    for (const name of names) {
      const found = /export const (\w+) = \{([^}]*)\} as const/.exec(
        readFileSync(join(models, name), 'utf8'),
      );
      if (!found) continue;
      const values = [...found[2]!.matchAll(/:\s*'([^']*)'/g)].map((match) => match[1]!);
      if (values.length > 1) enums.set(found[1]!, new Set(values));
    }
  }
  return enums;
};

const isZodEnum = (node: ts.Node) =>
  ts.isCallExpression(node.parent) &&
  ts.isPropertyAccessExpression(node.parent.expression) &&
  node.parent.expression.name.text === 'enum' &&
  node.parent.expression.expression.getText() === 'z';

/** Where `text` lists an enumeration of `enums` by hand: line and the enumeration's name. */
export const handWrittenCopies = (
  fileName: string,
  text: string,
  enums: ReadonlyMap<string, ReadonlySet<string>>,
): string[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const copies: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isArrayLiteralExpression(node) &&
      node.elements.length > 1 &&
      node.elements.every(ts.isStringLiteral)
    ) {
      const listed = new Set(node.elements.map((element) => (element as ts.StringLiteral).text));
      for (const [name, values] of enums) {
        const every = [...values].every((value) => listed.has(value));
        if (every && (values.size >= 3 || isZodEnum(node))) {
          copies.push(
            `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${name}`,
          );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return copies;
};

describe('the generated enumerations', () => {
  const enums = generatedEnums();

  it('are found, and a copy of one is caught', () => {
    expect(enums.get('MessageKind')).toEqual(new Set(['REMINDER', 'CONFIRMATION', 'HYGIENE_RECALL']));
    const text = [
      `const kinds = ['REMINDER', 'CONFIRMATION', 'HYGIENE_RECALL'] as const;`,
      `const channel = z.enum(['SMS', 'EMAIL']);`,
      `const both = ['SMS', 'EMAIL'];`,
      `const derived = Object.values(MessageKind);`,
    ].join('\n');
    expect(handWrittenCopies('fixture.ts', text, enums)).toEqual([
      'fixture.ts:1 MessageKind',
      'fixture.ts:2 Channel',
      // AppointmentEventProtocol ('SMS', 'Email') differs in case: only Channel is listed.
    ]);
  });

  it('are not listed by hand in src/ or mocks/', () => {
    const copies = ['src', 'mocks'].flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) =>
        handWrittenCopies(relative(root, file), readFileSync(file, 'utf8'), enums),
      ),
    );
    expect(copies).toEqual([]);
  });
});
