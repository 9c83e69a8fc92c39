import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { operations } from '@/api/generated/operations';
import { routes, type RouteKey } from '@/config/paths';

export const rootDir = join(import.meta.dirname, '..', '..');
const srcDir = join(rootDir, 'src');
const generatedDir = join(srcDir, 'api', 'generated');

/**
 * Modules whose calls belong to the whole portal, not to a screen: the session (profile,
 * practices, the current practice) loads once, behind the guards, before any screen shows, and
 * its failures have the session's own handling (SPEC §8).
 */
const APP_WIDE = [join(srcDir, 'lib', 'session')];

export type OperationKind = 'read' | 'write';

export interface ScreenOperation {
  operationId: string;
  kind: OperationKind;
  method: string;
  /** The modules of the screen that call it, relative to the project's root. */
  callers: string[];
}

export interface Screen {
  /** The route's key in src/config/paths.ts (the id tests name in coversFaults). */
  id: RouteKey;
  path: string;
  /** The page module the route loads lazily, relative to the project's root. */
  module: string;
  exportName: string;
  operations: ScreenOperation[];
}

const operationById = new Map(operations.map((operation) => [operation.operationId, operation]));

const lowerFirst = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

/**
 * The operation a name imported from a generated module calls: `useGetPractices` and
 * `getGetPracticesQueryOptions` → getPractices, `exportCommunicationHistory` (called as is) →
 * itself. Query keys only name a cache entry: no call.
 */
export const operationOfImport = (name: string): string | undefined => {
  const candidates = [
    name,
    /^use([A-Z]\w*)$/.exec(name)?.[1],
    /^get([A-Z]\w*?)(Infinite)?QueryOptions$/.exec(name)?.[1],
    /^get([A-Z]\w*)MutationOptions$/.exec(name)?.[1],
  ];
  return candidates
    .filter((candidate): candidate is string => candidate !== undefined)
    .map(lowerFirst)
    .find((candidate) => operationById.has(candidate));
};

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a specifier names inside src/, or undefined for packages and files outside src/. */
const resolveModule = (specifier: string, from: string): string | undefined => {
  let base: string;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  if (!base.startsWith(srcDir)) return undefined;
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
};

interface ModuleImports {
  /** Runtime imports (static, re-exports and dynamic), resolved. */
  modules: string[];
  /** Names imported at runtime from the generated clients (not models nor zod schemas). */
  generatedNames: string[];
}

const isGeneratedClient = (file: string) =>
  file.startsWith(generatedDir) && !/(model|\.zod|\.msw|\.faker)/.test(relative(generatedDir, file));

const readImports = (file: string): ModuleImports => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const modules: string[] = [];
  const generatedNames: string[] = [];
  const add = (specifier: string, names: string[]) => {
    const target = resolveModule(specifier, file);
    if (!target) return;
    if (target.startsWith(generatedDir)) {
      if (isGeneratedClient(target)) generatedNames.push(...names);
      return;
    }
    modules.push(target);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      // `import type` never runs: it neither loads the module nor calls the API.
      if (clause?.isTypeOnly) return;
      const bindings = clause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
          : [];
      const onlyTypes =
        bindings && ts.isNamedImports(bindings) && !clause?.name && bindings.elements.length > 0
          ? bindings.elements.every((element) => element.isTypeOnly)
          : false;
      if (!onlyTypes) add(node.moduleSpecifier.text, names);
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) add(node.moduleSpecifier.text, []);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, []);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { modules, generatedNames };
};

/**
 * Modules that call an operation without the generated client, by the operations they call: the
 * patient's page reads with fetch to stay light (docs/decisions/056-patient-page-reads-without-the-client.md).
 */
export const DIRECT_CALLS: Readonly<Record<string, readonly string[]>> = {
  'src/features/patient-preferences/preferences-read.ts': ['getPatientPreferences'],
};

/** Each operation a module calls, through every module it loads inside src/, with the modules that call it. */
export const operationsReachedFrom = (entry: string): Map<string, Set<string>> => {
  const found = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || APP_WIDE.some((dir) => file.startsWith(dir))) continue;
    seen.add(file);
    const { modules, generatedNames } = readImports(file);
    const direct = DIRECT_CALLS[relative(rootDir, file)] ?? [];
    for (const name of [...generatedNames, ...direct]) {
      const operationId = operationOfImport(name);
      if (!operationId) continue;
      const callers = found.get(operationId) ?? new Set<string>();
      callers.add(relative(rootDir, file));
      found.set(operationId, callers);
    }
    queue.push(...modules);
  }
  return found;
};

interface RouteScreen {
  id: RouteKey;
  module: string;
  exportName: string;
}

/** The `screens` table of src/app/route-screens.ts: route key → lazily imported page module and export. */
export const readRouteScreens = (routesFile = join(srcDir, 'app', 'route-screens.ts')): RouteScreen[] => {
  const source = ts.createSourceFile(
    routesFile,
    readFileSync(routesFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: RouteScreen[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'screen'
    ) {
      const [load, name] = node.initializer.arguments;
      let specifier: string | undefined;
      const findImport = (inner: ts.Node) => {
        if (
          ts.isCallExpression(inner) &&
          inner.expression.kind === ts.SyntaxKind.ImportKeyword &&
          inner.arguments[0] &&
          ts.isStringLiteral(inner.arguments[0])
        )
          specifier = inner.arguments[0].text;
        ts.forEachChild(inner, findImport);
      };
      if (load) findImport(load);
      const module = specifier ? resolveModule(specifier, routesFile) : undefined;
      if (!module || !name || !ts.isStringLiteral(name))
        throw new Error(`route-screens.ts: cannot read the screen of route ${node.name.text}`);
      found.push({ id: node.name.text as RouteKey, module, exportName: name.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const kindOf = (method: string): OperationKind => (method === 'get' ? 'read' : 'write');

/** Every screen of the route table (the patients' confirmation page among them) and the operations it calls. */
export const readScreens = (): Screen[] =>
  readRouteScreens()
    .map(({ id, module, exportName }) => {
      const reached = operationsReachedFrom(module);
      const screenOperations = [...reached.entries()]
        .map(([operationId, callers]) => {
          const method = operationById.get(operationId)!.method;
          return { operationId, kind: kindOf(method), method, callers: [...callers].sort() };
        })
        .sort(
          (a, b) =>
            (a.kind === b.kind ? 0 : a.kind === 'read' ? -1 : 1) ||
            a.operationId.localeCompare(b.operationId),
        );
      return {
        id,
        path: routes[id].path,
        module: relative(rootDir, module),
        exportName,
        operations: screenOperations,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
