#!/usr/bin/env node
// The torch-preflight command line (package bin). All logic lives in src/cli/main.ts.
import { probesPython } from './cli/prestart.js';
import { prestartPythonProbe } from './probe/prestart.js';

const argv = process.argv.slice(2);
// The interpreter answers while node loads the command and reads the repository's files: it is
// started before the rest of the CLI is loaded (a static import would load it all first).
const early = probesPython(argv) ? prestartPythonProbe(process.env, process.platform) : undefined;
const [{ main }, { processIo }] = await Promise.all([import('./cli/main.js'), import('./cli/io.js')]);

// A reader that stops early (`torch-preflight matrix … | head`) closes the pipe: that ends the
// output quietly, as it does for other command-line tools, instead of with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') process.stderr.write(`torch-preflight: cannot write the output (${err.code ?? 'error'})\n`);
  process.exit(err.code === 'EPIPE' ? (typeof process.exitCode === 'number' ? process.exitCode : 0) : 2);
});

main(argv, { ...processIo(), ...(early ? { run: early.run } : {}) }).then(
  (code) => {
    early?.discard();
    process.exitCode = code;
    // A probe that hung may leave a child behind; never let it keep us alive.
    setTimeout(() => process.exit(code), 300).unref();
  },
  () => {
    process.stderr.write('torch-preflight: internal error\n');
    process.exit(2);
  },
);
