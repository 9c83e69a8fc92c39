// contract-breaking: the breaking changes between two folders of contracts (kit/README.md).
import { runBreakingCommand } from '../breaking-command';
import { kitSpecDir, runKitCommand } from './kit-runtime';

await runKitCommand((args) =>
  runBreakingCommand(args, { command: 'contract-breaking', defaultSpecDir: kitSpecDir() }),
);
