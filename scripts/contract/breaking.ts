/**
 * Breaking changes of openapi/ against another revision:
 *   npm run contract:breaking -- --base origin/main
 * Each group is bundled (common.yaml inlined), then compared with openapi-diff,
 * which reads OpenAPI 3.0.x (the reason the contracts are 3.0.3). Exits 1 when a change can
 * break a client or a server built on the base revision.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import openapiDiff from 'openapi-diff';
import { parse } from 'yaml';
import { groups } from '../../mocks/contract/groups';
import { openapiDir, rootDir } from '../../mocks/contract/spec-files';

const COMMON_REF = './common.yaml#/components/';

/**
 * Inlines common.yaml into a group: its components move under a `common.` prefix (so they never
 * clash with the group's own) and every reference is rewritten to point at them. openapi-diff
 * would otherwise resolve `./common.yaml` against the working directory.
 */
export const bundleGroup = (specDir: string, group: string): string | undefined => {
  const source = join(specDir, `${group}.yaml`);
  if (!existsSync(source)) return undefined;
  const rewrite = (node: unknown, internalPrefix: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, internalPrefix));
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key !== '$ref' || typeof value !== 'string') return [key, rewrite(value, internalPrefix)];
        if (value.startsWith(COMMON_REF)) return [key, prefixed(value.slice(COMMON_REF.length))];
        if (internalPrefix && value.startsWith('#/components/'))
          return [key, prefixed(value.slice('#/components/'.length))];
        return [key, value];
      }),
    );
  };
  const prefixed = (componentPath: string) => {
    const [kind, ...name] = componentPath.split('/');
    return `#/components/${kind}/common.${name.join('/')}`;
  };
  const document = rewrite(parse(readFileSync(source, 'utf8')), '') as {
    components?: Record<string, Record<string, unknown>>;
  };
  const common = parse(readFileSync(join(specDir, 'common.yaml'), 'utf8')) as {
    components?: Record<string, Record<string, unknown>>;
  };
  const components = (document.components ??= {});
  for (const [kind, entries] of Object.entries(common.components ?? {})) {
    for (const [name, value] of Object.entries(entries)) {
      (components[kind] ??= {})[`common.${name}`] = rewrite(value, 'common');
    }
  }
  return JSON.stringify(document);
};

export interface GroupReport {
  group: string;
  breaking: string[];
  nonBreaking: number;
}

const describe = (difference: {
  code: string;
  sourceSpecEntityDetails: { location: string }[];
  destinationSpecEntityDetails: { location: string }[];
}) => {
  const where =
    difference.sourceSpecEntityDetails[0]?.location ??
    difference.destinationSpecEntityDetails[0]?.location ??
    '';
  return `${difference.code} at ${where}`;
};

/**
 * A response that may now carry a field more. Closed objects (additionalProperties: false) make
 * openapi-diff call it breaking; it is not for our clients: the client generated from the new
 * contract reads the field, and a deployed one reports it as drift without failing (responses are
 * validated strictly only in development). The backend ships it once the contract has it.
 */
const ADDED_RESPONSE_FIELD = 'response.body.scope.add';

/** Compares two folders of contracts, group by group. */
export const compareContracts = async (baseDir: string, headDir: string): Promise<GroupReport[]> => {
  const reports: GroupReport[] = [];
  for (const group of groups) {
    const base = bundleGroup(baseDir, group);
    const head = bundleGroup(headDir, group);
    if (!base) {
      reports.push({ group, breaking: [], nonBreaking: 1 });
      continue;
    }
    if (!head) {
      reports.push({ group, breaking: [`group ${group} was removed`], nonBreaking: 0 });
      continue;
    }
    // An unchanged group has no difference to find; openapi-diff takes seconds a group.
    if (base === head) {
      reports.push({ group, breaking: [], nonBreaking: 0 });
      continue;
    }
    const result = await openapiDiff.diffSpecs({
      sourceSpec: { content: base, location: `base/${group}.json`, format: 'openapi3' },
      destinationSpec: { content: head, location: `head/${group}.json`, format: 'openapi3' },
    });
    const differences = result.breakingDifferencesFound ? result.breakingDifferences : [];
    const breaking = differences.filter((difference) => difference.code !== ADDED_RESPONSE_FIELD);
    reports.push({
      group,
      breaking: breaking.map(describe),
      nonBreaking: result.nonBreakingDifferences.length + differences.length - breaking.length,
    });
  }
  return reports;
};

/** A line per group, its breaking changes under it, and the total against `base`. */
export const formatBreaking = (reports: GroupReport[], base: string): string => {
  const lines = reports.flatMap((report) => [
    `${(report.breaking.length ? 'BREAKING' : 'ok').padEnd(8)} ${report.group} (${report.nonBreaking} non-breaking changes)`,
    ...report.breaking.map((line) => `         - ${line}`),
  ]);
  const breaking = reports.reduce((total, report) => total + report.breaking.length, 0);
  lines.push(
    breaking ? `${breaking} breaking changes against ${base}.` : `No breaking change against ${base}.`,
  );
  return lines.join('\n');
};

const main = async () => {
  const { values } = parseArgs({ options: { base: { type: 'string' } } });
  if (!values.base) {
    console.error('Usage: npm run contract:breaking -- --base <git-ref>');
    process.exit(2);
  }
  const baseDir = mkdtempSync(join(tmpdir(), 'contract-base-'));
  let code = 0;
  try {
    const archive = execFileSync('git', ['archive', values.base, 'openapi'], { cwd: rootDir });
    execFileSync('tar', ['-x', '-C', baseDir], { input: archive });
    const reports = await compareContracts(join(baseDir, 'openapi'), openapiDir);
    console.log(formatBreaking(reports, values.base));
    code = reports.some((report) => report.breaking.length) ? 1 : 0;
  } finally {
    rmSync(baseDir, { recursive: true, force: true });
  }
  // After the clean-up: process.exit inside the try would skip it.
  process.exit(code);
};

if (process.argv[1]?.endsWith('breaking.ts')) await main();
