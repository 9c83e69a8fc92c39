import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Runs one Playwright spec of one project on one worker (timings and memory readings want no
 * other test beside them), with `env` added to this process's; its exit status.
 */
export const runSpecAlone = (project: string, spec: string, env: Record<string, string>): number =>
  spawnSync('npx', ['playwright', 'test', `--project=${project}`, spec, '--workers=1'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;
