#!/usr/bin/env node
// The torch-preflight command line (package bin). All logic lives in src/cli/main.ts.
//
// The interpreter answers while node loads the command and reads the repository's files, so it
// is started first: this file is bundled on its own (dist/cli.cjs), small, and it loads the rest
// (dist/cli-run.js and the command's code) only once the probe runs.
import { probesPython } from './cli/prestart.js';
import { prestartPythonProbe } from './probe/prestart.js';

const argv = process.argv.slice(2);
const early = probesPython(argv) ? prestartPythonProbe(process.env, process.platform) : undefined;
import('./cli/run.js').then(
  ({ run }) => run(argv, early),
  () => {
    early?.discard();
    process.stderr.write('torch-preflight: internal error (its files are incomplete; reinstall it)\n');
    process.exit(2);
  },
);
