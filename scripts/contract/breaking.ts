/**
 * Breaking changes of openapi/ against another revision:
 *   npm run contract:breaking -- --base origin/main
 * Each group is bundled (common.yaml inlined) with redocly, then compared with openapi-diff,
 * which reads OpenAPI 3.0.x (the reason the contracts are 3.0.3). Exits 1 when a change can
 * break a client or a server built on the base revision.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import openapiDiff from 'openapi-diff';
import { groups } from './groups';
import { openapiDir, rootDir } from './spec-files';

const redocly = join(rootDir, 'node_modules', '.bin', 'redocly');

const bundle = (specDir: string, group: string, outDir: string): string | undefined => {
  const source = join(specDir, `${group}.yaml`);
  if (!existsSync(source)) return undefined;
  const output = join(outDir, `${group}.json`);
  execFileSync(redocly, ['bundle', source, '--output', output, '--ext', 'json'], { stdio: 'ignore' });
  return readFileSync(output, 'utf8');
};

export interface GroupReport {
  group: string;
  breaking: string[];
  nonBreaking: number;
}

const describe = (difference: { code: string; sourceSpecEntityDetails: { location: string }[]; destinationSpecEntityDetails: { location: string }[] }) => {
  const where = difference.sourceSpecEntityDetails[0]?.location ?? difference.destinationSpecEntityDetails[0]?.location ?? '';
  return `${difference.code} at ${where}`;
};

/** Compares two folders of contracts, group by group. */
export const compareContracts = async (baseDir: string, headDir: string): Promise<GroupReport[]> => {
  const work = mkdtempSync(join(tmpdir(), 'contract-breaking-'));
  try {
    const reports: GroupReport[] = [];
    for (const group of groups) {
      const baseOut = join(work, 'base');
      const headOut = join(work, 'head');
      mkdirSync(baseOut, { recursive: true });
      mkdirSync(headOut, { recursive: true });
      const base = bundle(baseDir, group, baseOut);
      const head = bundle(headDir, group, headOut);
      if (!base) {
        reports.push({ group, breaking: [], nonBreaking: 1 });
        continue;
      }
      if (!head) {
        reports.push({ group, breaking: [`group ${group} was removed`], nonBreaking: 0 });
        continue;
      }
      const result = await openapiDiff.diffSpecs({
        sourceSpec: { content: base, location: `base/${group}.json`, format: 'openapi3' },
        destinationSpec: { content: head, location: `head/${group}.json`, format: 'openapi3' },
      });
      reports.push({
        group,
        breaking: result.breakingDifferencesFound ? result.breakingDifferences.map(describe) : [],
        nonBreaking: result.nonBreakingDifferences.length,
      });
    }
    return reports;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

const main = async () => {
  const { values } = parseArgs({ options: { base: { type: 'string' } } });
  if (!values.base) {
    console.error('Usage: npm run contract:breaking -- --base <git-ref>');
    process.exit(2);
  }
  const baseDir = mkdtempSync(join(tmpdir(), 'contract-base-'));
  try {
    const archive = execFileSync('git', ['archive', values.base, 'openapi'], { cwd: rootDir });
    execFileSync('tar', ['-x', '-C', baseDir], { input: archive });
    const reports = await compareContracts(join(baseDir, 'openapi'), openapiDir);
    let breaking = 0;
    for (const report of reports) {
      const status = report.breaking.length ? 'BREAKING' : 'ok';
      console.log(`${status.padEnd(8)} ${report.group} (${report.nonBreaking} non-breaking changes)`);
      report.breaking.forEach((line) => console.log(`         - ${line}`));
      breaking += report.breaking.length;
    }
    console.log(breaking ? `${breaking} breaking changes against ${values.base}.` : `No breaking change against ${values.base}.`);
    process.exit(breaking ? 1 : 0);
  } finally {
    rmSync(baseDir, { recursive: true, force: true });
  }
};

if (process.argv[1]?.endsWith('breaking.ts')) await main();
