// contract-lint: the structural checks of a folder of contracts (kit/README.md).
import { runLintCommand } from '../lint-command';
import { kitSpecDir, runKitCommand } from './kit-runtime';

await runKitCommand((args) =>
  runLintCommand(args, { command: 'contract-lint', defaultSpecDir: kitSpecDir() }),
);
