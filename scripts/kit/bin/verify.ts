// contract-verify: checks a live server against the kit's contracts (kit/README.md).
import { runVerifyCommand } from '../../contract/verify';
import { kitSpecDir, runKitCommand } from './kit-runtime';

await runKitCommand((args) => runVerifyCommand(args, { command: 'contract-verify', specDir: kitSpecDir() }));
