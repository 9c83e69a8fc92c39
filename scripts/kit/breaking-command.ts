import { parseArgs } from 'node:util';
import { compareContracts, formatBreaking } from '../contract/breaking';
import { resolveSpecDir } from './spec-dir';

const parseBreakingArgs = (args: string[]) =>
  parseArgs({
    args,
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;

/**
 * contract-breaking --base DIR [--head DIR]: the breaking changes of the head contracts (the
 * kit's own by default) against the base ones, e.g. a checkout of the main branch. Returns the
 * exit code: 0 none, 1 breaking changes, 2 wrong arguments.
 */
export const runBreakingCommand = async (
  args: string[],
  { command, defaultSpecDir }: { command: string; defaultSpecDir: string },
): Promise<number> => {
  const usage = `Usage: ${command} --base DIR [--head DIR]\nDIR: a folder of contracts, a checkout holding openapi/, or an installed kit (head default: the kit's own contracts).`;
  let values: ReturnType<typeof parseBreakingArgs>;
  try {
    values = parseBreakingArgs(args);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!values.base) {
    console.error(usage);
    return 2;
  }
  const headGiven = values.head ?? defaultSpecDir;
  const base = resolveSpecDir(values.base);
  const head = resolveSpecDir(headGiven);
  if (!base || !head) {
    const [name, given] = base ? ['--head', headGiven] : ['--base', values.base];
    console.error(`${name}: no contracts (common.yaml) in ${given}, its openapi/ or its dist/openapi/.`);
    return 2;
  }
  const reports = await compareContracts(base, head);
  console.log(`Contracts in ${head} against ${base}`);
  console.log(formatBreaking(reports, values.base));
  return reports.some((report) => report.breaking.length) ? 1 : 0;
};
