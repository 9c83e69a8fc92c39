/**
 * The structural checks of a folder of contracts that need nothing but the kit: the conventions of
 * openapi/README.md that the generated client, the offline API and contract-verify rely on
 * (operationIds unique across files, path parameters declared, references that resolve, the
 * shared error answers). Redocly's recommended ruleset (`npm run contract:lint`) stays the
 * portal's full lint, and owns the rule on error answers through configurable rules in
 * redocly.yaml; this is what a backend's CI runs offline, with nothing to download, so it keeps
 * its own copy of that rule (docs/decisions/048-error-answers-rule-owners.md): change both.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { groups } from '../../mocks/contract/groups';
import { HTTP_METHODS } from '../../mocks/contract/spec-files';

export interface LintProblem {
  file: string;
  /** The operation (`GET /practices/{id}`) or the document location the problem is at. */
  where: string;
  rule: string;
  message: string;
}

type Node = Record<string, unknown>;

const COMMON = 'common.yaml';
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readDocuments = (specDir: string, problems: LintProblem[]): Map<string, Node> => {
  const documents = new Map<string, Node>();
  for (const file of [COMMON, ...groups.map((group) => `${group}.yaml`)]) {
    const path = join(specDir, file);
    if (!existsSync(path)) {
      problems.push({ file, where: '(file)', rule: 'file', message: 'is missing' });
      continue;
    }
    try {
      const document: unknown = parse(readFileSync(path, 'utf8'));
      if (isNode(document)) documents.set(file, document);
      else problems.push({ file, where: '(file)', rule: 'yaml', message: 'is not a YAML mapping' });
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      problems.push({ file, where: '(file)', rule: 'yaml', message: message ?? 'does not parse' });
    }
  }
  return documents;
};

/** The node a `$ref` points at (`#/components/...` or `./common.yaml#/components/...`). */
const resolveRef = (documents: Map<string, Node>, file: string, ref: string): unknown => {
  const [target = '', pointer = ''] = ref.split('#');
  const document = documents.get(target ? target.replace(/^\.\//, '') : file);
  return pointer
    .split('/')
    .slice(1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), document);
};

const deref = (documents: Map<string, Node>, file: string, node: unknown): unknown =>
  isNode(node) && typeof node.$ref === 'string' ? resolveRef(documents, file, node.$ref) : node;

const checkRefs = (documents: Map<string, Node>, file: string, problems: LintProblem[]) => {
  const walk = (node: unknown, location: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${location}/${index}`));
    if (!isNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && resolveRef(documents, file, value) === undefined)
        problems.push({ file, where: location || '#', rule: 'ref', message: `${value} does not resolve` });
      else if (key !== 'example' && key !== 'examples')
        walk(value, `${location}/${key.replace(/\//g, '~1')}`);
    }
  };
  walk(documents.get(file), '#');
};

const checkDocument = (document: Node, file: string, problems: LintProblem[]) => {
  const add = (rule: string, message: string) => problems.push({ file, where: '(document)', rule, message });
  if (!/^3\.0\.\d+$/.test(String(document.openapi)))
    add(
      'openapi-version',
      `openapi is ${String(document.openapi)}: 3.0.x is required (openapi-diff reads no other)`,
    );
  const info = isNode(document.info) ? document.info : {};
  if (!info.title || !info.version) add('info', 'info needs a title and a version');
  if (!isNode(info.license) || !info.license.name) add('info', 'info needs a license with a name');
  if (file !== COMMON && (!Array.isArray(document.servers) || document.servers.length === 0))
    add('servers', 'declares no server');
};

interface OperationContext {
  documents: Map<string, Node>;
  file: string;
  path: string;
  method: string;
  operation: Node;
  shared: unknown[];
  tags: Set<string>;
  problems: LintProblem[];
}

const checkOperation = (context: OperationContext) => {
  const { documents, file, path, method, operation, shared, tags, problems } = context;
  const where = `${method.toUpperCase()} ${path}`;
  const add = (rule: string, message: string) => problems.push({ file, where, rule, message });
  if (typeof operation.summary !== 'string' || !operation.summary.trim()) add('summary', 'has no summary');
  if (typeof operation.description !== 'string' || !operation.description.trim())
    add('description', 'has no description');
  const operationTags = Array.isArray(operation.tags) ? operation.tags.map(String) : [];
  if (operationTags.length !== 1) add('tag', `has ${operationTags.length} tags: one is expected`);
  operationTags
    .filter((tag) => !tags.has(tag))
    .forEach((tag) => add('tag', `tag ${tag} is not declared in the top-level tags`));

  const own: unknown[] = Array.isArray(operation.parameters) ? operation.parameters : [];
  const parameters = [...shared, ...own].map((parameter) => deref(documents, file, parameter)).filter(isNode);
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  templated
    .filter((name) => !inPath.some((parameter) => parameter.name === name))
    .forEach((name) => add('path-parameter', `{${name}} is not declared as a path parameter`));
  inPath
    .filter((parameter) => !templated.includes(String(parameter.name)))
    .forEach((parameter) =>
      add('path-parameter', `path parameter ${String(parameter.name)} is not in the path`),
    );
  inPath
    .filter((parameter) => parameter.required !== true)
    .forEach((parameter) =>
      add('path-parameter', `path parameter ${String(parameter.name)} must be required`),
    );

  const codes = Object.keys(isNode(operation.responses) ? operation.responses : {});
  if (!codes.some((code) => /^2\d\d$/.test(code))) add('responses', 'declares no success response');
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  const expected = [
    ...(isPublic ? [] : ['401', '403']),
    '429',
    '500',
    ...(operation.requestBody || parameters.some((parameter) => parameter.in === 'query') ? ['400'] : []),
    ...(templated.length ? ['404'] : []),
  ];
  const missing = expected.filter((code) => !codes.includes(code));
  if (missing.length) add('responses', `does not declare ${missing.join(', ')} (openapi/README.md, errors)`);
};

/** Every problem of the contracts in `specDir`; none: the folder passes. */
export const lintContracts = (specDir: string): LintProblem[] => {
  const problems: LintProblem[] = [];
  const documents = readDocuments(specDir, problems);
  const operationIds = new Map<string, string>();
  for (const [file, document] of documents) {
    checkDocument(document, file, problems);
    checkRefs(documents, file, problems);
    const tags = new Set(
      (Array.isArray(document.tags) ? document.tags : []).filter(isNode).map((tag) => String(tag.name)),
    );
    for (const [path, item] of Object.entries(isNode(document.paths) ? document.paths : {})) {
      if (!isNode(item)) continue;
      const shared = Array.isArray(item.parameters) ? item.parameters : [];
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isNode(operation)) continue;
        const where = `${method.toUpperCase()} ${path}`;
        const id = operation.operationId;
        if (typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id))
          problems.push({ file, where, rule: 'operation-id', message: 'needs a camelCase operationId' });
        else if (operationIds.has(id))
          problems.push({
            file,
            where,
            rule: 'operation-id',
            message: `operationId ${id} is also used by ${operationIds.get(id)}`,
          });
        else operationIds.set(id, `${where} (${file})`);
        checkOperation({ documents, file, path, method, operation, shared, tags, problems });
      }
    }
  }
  return problems;
};

export const formatLint = (problems: LintProblem[], fileCount: number): string =>
  [
    ...problems.map((problem) => `${problem.file} ${problem.where}: ${problem.message} [${problem.rule}]`),
    problems.length
      ? `${problems.length} problems in ${new Set(problems.map((problem) => problem.file)).size} of ${fileCount} files.`
      : `No problem in ${fileCount} files.`,
  ].join('\n');

/** The files lintContracts reads: common.yaml and one per endpoint group. */
export const CONTRACT_FILE_COUNT = groups.length + 1;
