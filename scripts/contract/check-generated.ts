/**
 * Fails when the committed generated code is stale: regenerates it from openapi/ and asks git
 * whether anything under src/api/generated changed (or appeared).
 */
import { execSync } from 'node:child_process';
import { rootDir } from '../../mocks/contract/spec-files';

const run = (command: string) =>
  execSync(command, { cwd: rootDir, stdio: ['ignore', 'pipe', 'inherit'] }).toString();

run('npm run --silent generate');
const changes = run('git status --porcelain -- src/api/generated').trim();
if (changes) {
  console.error(`Generated code is stale; run \`npm run generate\` and commit the result:\n${changes}`);
  process.exit(1);
}
console.log('Generated code matches openapi/.');
