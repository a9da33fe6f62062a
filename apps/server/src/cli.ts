import { main } from './cli/main';

// `npm run cli -- <command>` (and dist/cli.js): the process around main, which tests call
// in-process (cli/cli.test-support.ts).
process.exitCode = await main(process.argv.slice(2));
