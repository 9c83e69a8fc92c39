// @ts-check
// A lint rule that refuses import cycles, type-only and dynamic imports included: a cycle through
// `import type` is still two modules that cannot be read (or moved) one without the other.
// import-x/no-cycle skips type-only imports by design, and on this project it cost 33 s of a
// 90 s lint and found none of the six cycles there were (docs/decisions/043-import-rules.md).
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The project's import graph, from its tsconfig: every module specifier TypeScript sees in a file
 * (static, type-only, re-exports, dynamic import()) resolved as the compiler resolves it.
 * @typedef {{ edges: Map<string, Set<string>>, resolveFrom: (file: string, specifier: string) => string | undefined }} ImportGraph
 */

/** @type {Map<string, { graph: ImportGraph, cycleOf: Map<string, Set<string>> }>} */
const projects = new Map();

/**
 * @param {string} tsconfigPath
 * @returns {ImportGraph}
 */
const readGraph = (tsconfigPath) => {
  const rootDir = dirname(tsconfigPath);
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, rootDir);
  const cache = ts.createModuleResolutionCache(rootDir, (name) => name, parsed.options);
  const files = new Set(parsed.fileNames.map((file) => resolve(file)));
  /** @type {(file: string, specifier: string) => string | undefined} */
  const resolveFrom = (file, specifier) => {
    const { resolvedModule } = ts.resolveModuleName(specifier, file, parsed.options, ts.sys, cache);
    if (!resolvedModule || resolvedModule.isExternalLibraryImport) return undefined;
    const target = resolve(resolvedModule.resolvedFileName);
    return files.has(target) ? target : undefined;
  };
  /** @type {Map<string, Set<string>>} */
  const edges = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const target = resolveFrom(file, fileName);
      if (target) targets.add(target);
    }
    edges.set(file, targets);
  }
  return { edges, resolveFrom };
};

/**
 * The strongly connected components of more than one module (Tarjan): each is one or more cycles.
 * @param {Map<string, Set<string>>} edges
 * @returns {Map<string, Set<string>>} each module of a cycle → the modules of its component
 */
const cyclesOf = (edges) => {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {Map<string, Set<string>>} */
  const cycleOf = new Map();
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop() ?? node;
      onStack.delete(member);
      component.add(member);
    } while (member !== node);
    if (component.size > 1) for (const each of component) cycleOf.set(each, component);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycleOf;
};

/**
 * The shortest way from `from` back to `to` inside their component, for the message.
 * @param {Map<string, Set<string>>} edges
 * @param {Set<string>} component
 * @param {string} from
 * @param {string} to
 */
const pathBack = (edges, component, from, to) => {
  /** @type {Map<string, string | undefined>} */
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    if (node === to) break;
    for (const next of edges.get(node) ?? []) {
      if (!component.has(next) || previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const path = [];
  for (let node = /** @type {string | undefined} */ (to); node !== undefined; node = previous.get(node)) {
    path.unshift(node);
  }
  return path;
};

/** @param {string} tsconfigPath */
const project = (tsconfigPath) => {
  let known = projects.get(tsconfigPath);
  if (!known) {
    const graph = readGraph(tsconfigPath);
    known = { graph, cycleOf: cyclesOf(graph.edges) };
    projects.set(tsconfigPath, known);
  }
  return known;
};

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Refuses an import that leads back to the importing module (type-only and dynamic too).',
    },
    schema: [
      {
        type: 'object',
        properties: { project: { type: 'string' } },
        required: ['project'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import cycle: {{cycle}}. Move what both need to a module of its own.',
    },
  },
  create(context) {
    const { project: tsconfigPath } = /** @type {{ project: string }} */ (context.options[0]);
    const { graph, cycleOf } = project(resolve(tsconfigPath));
    const file = resolve(context.physicalFilename);
    const component = cycleOf.get(file);
    if (!component) return {};
    const rootDir = dirname(resolve(tsconfigPath));
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = graph.resolveFrom(file, source.value);
      if (!target || !component.has(target)) return;
      const cycle = [file, ...pathBack(graph.edges, component, target, file)]
        .map((each) => relative(rootDir, each))
        .join(' → ');
      context.report({ node: source, messageId: 'cycle', data: { cycle } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const importCyclesPlugin = { rules: { 'no-cycle': noCycle } };
