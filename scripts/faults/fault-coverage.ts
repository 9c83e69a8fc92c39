import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { READ_FAULTS, WRITE_FAULTS, type FaultCell } from './covers-faults';
import { rootDir } from './screen-operations';

/** One `coversFaults(...)` call: the cells it claims and the test it sits in. */
export interface CoverageClaim {
  screens: string[];
  operationId: string;
  cells: FaultCell[];
  /** `file › describe › test`, as the runner names it (parametrized titles keep their %s). */
  test: string;
  /** Claimed by coversActionFaults: a write with nothing typed, proven said and left unchanged. */
  action: boolean;
}

const CLAIM_CALLS = new Set(['coversFaults', 'coversActionFaults']);

const TEST_FILE = /\.test\.tsx?$/;
const TEST_CALLS = new Set(['it', 'test', 'describe']);
const KNOWN_CELLS = new Set<string>([...READ_FAULTS, ...WRITE_FAULTS]);

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const literalText = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** `it`, `it.each(...)`, `describe.each(...)`: the name of the test function a call expression calls. */
const testCallName = (call: ts.CallExpression): string | undefined => {
  let callee: ts.Expression = call.expression;
  // it.each(table)('title', fn): the callee is itself a call.
  if (ts.isCallExpression(callee)) callee = callee.expression;
  if (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) && TEST_CALLS.has(callee.text) ? callee.text : undefined;
};

/** The title an it/describe call gives, template titles as written (`${kind}` stays visible). */
const titleOf = (call: ts.CallExpression, source: ts.SourceFile): string => {
  const first = call.arguments[0];
  const text = literalText(first);
  if (text !== undefined) return text;
  if (first && ts.isTemplateExpression(first)) return first.getText(source).slice(1, -1);
  return first ? first.getText(source) : '';
};

const readClaims = (file: string): CoverageClaim[] => {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('coversFaults(') && !text.includes('coversActionFaults(')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const where = relative(rootDir, file);
  const claims: CoverageClaim[] = [];
  const visit = (node: ts.Node, titles: string[]) => {
    if (ts.isCallExpression(node)) {
      if (ts.isIdentifier(node.expression) && CLAIM_CALLS.has(node.expression.text)) {
        claims.push(readClaim(node, source, [where, ...titles].join(' › ')));
        return;
      }
      if (testCallName(node)) {
        const inner = [...titles, titleOf(node, source)];
        node.arguments.slice(1).forEach((argument) => visit(argument, inner));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, titles));
  };
  visit(source, []);
  return claims;
};

const readClaim = (call: ts.CallExpression, source: ts.SourceFile, test: string): CoverageClaim => {
  const [screensArg, operationArg, cellsArg] = call.arguments;
  const fail = (why: string) => {
    const { line } = source.getLineAndCharacterOfPosition(call.getStart(source));
    throw new Error(`${relative(rootDir, source.fileName)}:${line + 1}: coversFaults ${why}`);
  };
  const screens =
    screensArg && ts.isArrayLiteralExpression(screensArg)
      ? screensArg.elements.map(literalText)
      : [literalText(screensArg)];
  const operationId = literalText(operationArg);
  // The lists of covers-faults.ts by name: a parametrized test over every fault of a kind.
  const named: Record<string, readonly string[]> = { READ_FAULTS, WRITE_FAULTS };
  const cells =
    cellsArg && ts.isArrayLiteralExpression(cellsArg)
      ? cellsArg.elements.map(literalText)
      : cellsArg && ts.isIdentifier(cellsArg)
        ? named[cellsArg.text]
        : undefined;
  if (screens.length === 0 || screens.some((screen) => screen === undefined))
    fail('needs the screens as string literals');
  if (!operationId) fail('needs the operationId as a string literal');
  if (!cells || cells.some((cell) => cell === undefined || !KNOWN_CELLS.has(cell)))
    fail(`needs an array literal of cells among ${[...KNOWN_CELLS].join(', ')}`);
  if (!test.includes(' › ')) fail('must sit inside a test or a describe block');
  return {
    screens: screens as string[],
    operationId: operationId!,
    cells: cells as FaultCell[],
    test,
    action: ts.isIdentifier(call.expression) && call.expression.text === 'coversActionFaults',
  };
};

/** Every claim of every test file under src/ and tests/. */
export const readCoverageClaims = (): CoverageClaim[] =>
  ['src', 'tests']
    .flatMap((dir) => walk(join(rootDir, dir)))
    .filter((file) => TEST_FILE.test(file))
    .sort()
    .flatMap(readClaims);
