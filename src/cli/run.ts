/**
 * The command line once its probe is started (src/cli.ts): output errors, the command, the exit.
 * Bundled as an ES module (dist/cli-run.js) that the bin loads after it has started the probe.
 */
import { exitWhenFlushed } from '../io/flush.js';
import type { Prestarted } from '../probe/prestart.js';
import { processIo } from './io.js';
import { main } from './main.js';

export function run(argv: string[], early: Prestarted | undefined): void {
  // A reader that stops early (`torch-preflight matrix … | head`) closes the pipe: that ends the
  // output quietly, as it does for other command-line tools, instead of with a stack trace.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE')
      process.stderr.write(`torch-preflight: cannot write the output (${err.code ?? 'error'})\n`);
    process.exit(err.code === 'EPIPE' ? (typeof process.exitCode === 'number' ? process.exitCode : 0) : 2);
  });

  main(argv, { ...processIo(), ...(early ? { run: early.run } : {}) }).then(
    (code) => {
      early?.discard();
      process.exitCode = code;
      // A slower reader still gets the whole report, and a probe that hung cannot keep us alive.
      exitWhenFlushed(code);
    },
    () => {
      process.stderr.write('torch-preflight: internal error\n');
      process.exit(2);
    },
  );
}
