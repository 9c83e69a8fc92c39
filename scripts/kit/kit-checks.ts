/** What the checks of `npm run test:kit` share: running a command, judging its exit, timing a check. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { KitCheck } from './kit-report';

export interface Run {
  code: number | null;
  output: string;
}

export const run = (command: string, args: string[], cwd: string): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });

/** Undefined when the command exited with `code` and printed `pattern`; else what differed. */
export const expectExit = ({ code, output }: Run, expected: number, pattern?: RegExp): string | undefined =>
  code === expected && (!pattern || pattern.test(output))
    ? undefined
    : `exited ${code} (expected ${expected}${pattern ? `, printing ${String(pattern)}` : ''})\n${output.slice(-3000)}`;

/** The machine's own Node (20 in CI), as a backend team's CI has it; else the one running this. */
export const kitNode =
  ['/usr/bin/node', '/usr/local/bin/node'].find((path) => existsSync(path)) ?? process.execPath;
export const kitNodeVersion = execFileSync(kitNode, ['--version'], { encoding: 'utf8' }).trim();

export const checks: KitCheck[] = [];

/** Times a check; it fails with the text its body returns, or with the error it throws. */
export const check = async (name: string, body: () => Promise<string | undefined>): Promise<boolean> => {
  const started = performance.now();
  let detail: string | undefined;
  try {
    detail = await body();
  } catch (error) {
    detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  checks.push({ name, ok: detail === undefined, seconds: (performance.now() - started) / 1000, detail });
  return detail === undefined;
};
