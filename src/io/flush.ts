/**
 * Ending the process after its output. `process.exit` drops what node still queues for a pipe
 * (on Linux a pipe's writes are queued, not blocking), so a reader slower than the tool would get
 * a cut report; exiting once the queues are empty keeps all of it, and still spares node's
 * teardown of the heap, which the end of the event loop would pay.
 */
import type { Writable } from 'node:stream';

/** Calls `then` once everything written to each stream so far has been handed to the OS. */
export function whenFlushed(streams: readonly Writable[], then: () => void): void {
  const [first, ...rest] = streams;
  if (!first) return then();
  const next = () => whenFlushed(rest, then);
  if (first.writableLength === 0 || first.destroyed) next();
  // An empty write's callback runs after the writes queued before it.
  else first.write('', next);
}

/** Exits with `code` (without one: `process.exitCode`) once stdout and stderr have written everything. */
export function exitWhenFlushed(code?: number): void {
  // `process.exit(undefined)` would reset the exit code a failed step set to 0.
  whenFlushed([process.stdout, process.stderr], () => (code === undefined ? process.exit() : process.exit(code)));
}
