/**
 * `npm run generate`: empties src/api/generated/, runs orval over openapi/, then writes the
 * operation index. The folder holds generated code only, so emptying it loses nothing.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../../mocks/contract/spec-files';

rmSync(join(rootDir, 'src', 'api', 'generated'), { recursive: true, force: true });
execFileSync(join(rootDir, 'node_modules', '.bin', 'orval'), ['--log-level', 'warn'], {
  cwd: rootDir,
  stdio: 'inherit',
});
await import('./generate-operation-index');
