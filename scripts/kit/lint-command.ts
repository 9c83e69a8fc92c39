import { parseArgs } from 'node:util';
import { resolveSpecDir } from './spec-dir';
import { CONTRACT_FILE_COUNT, formatLint, lintContracts } from './spec-lint';

const parseLintArgs = (args: string[]) =>
  parseArgs({
    args,
    options: { specs: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  }).values;

/**
 * contract-lint [--specs DIR]: the kit's structural checks of a folder of contracts (the kit's own
 * copy by default). Returns the exit code: 0 clean, 1 problems, 2 wrong arguments.
 */
export const runLintCommand = (
  args: string[],
  { command, defaultSpecDir }: { command: string; defaultSpecDir: string },
): number => {
  const usage = `Usage: ${command} [--specs DIR]\nDIR: a folder of contracts, or a checkout holding openapi/ (default: the kit's own contracts).`;
  let values: ReturnType<typeof parseLintArgs>;
  try {
    values = parseLintArgs(args);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const specDir = resolveSpecDir(values.specs ?? defaultSpecDir);
  if (!specDir) {
    console.error(
      `No contracts (common.yaml) in ${values.specs ?? defaultSpecDir} nor in its openapi/.\n${usage}`,
    );
    return 2;
  }
  const problems = lintContracts(specDir);
  console.log(`Contracts in ${specDir}`);
  console.log(formatLint(problems, CONTRACT_FILE_COUNT));
  return problems.length ? 1 : 0;
};
