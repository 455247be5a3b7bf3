#!/usr/bin/env node
// The torch-preflight command line (package bin). All logic lives in src/cli/main.ts.
import { main } from './cli/main.js';
import { processIo } from './cli/io.js';

main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
    // A probe that hung may leave a child behind; never let it keep us alive.
    setTimeout(() => process.exit(code), 300).unref();
  },
  () => {
    process.stderr.write('torch-preflight: internal error\n');
    process.exit(2);
  },
);
