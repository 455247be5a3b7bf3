// Output is flushed before the process exits, so a piped report is never cut short.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { whenFlushed } from '../../../src/io/flush.js';

/** A stream whose writes complete only when `release` is called, as a pipe nobody reads. */
function slowStream(): { stream: Writable; written: string[]; release: () => void } {
  const written: string[] = [];
  const pending: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 4,
    write(chunk: Buffer, _enc, done) {
      pending.push(() => {
        written.push(chunk.toString());
        done();
      });
    },
  });
  const release = () => {
    while (pending.length) pending.shift()!();
  };
  return { stream, written, release };
}

describe('whenFlushed', () => {
  it('waits until what was written has been handed on', async () => {
    const a = slowStream();
    a.stream.write('report');
    let called = false;
    whenFlushed([a.stream], () => (called = true));
    await new Promise((r) => setImmediate(r));
    expect(called).toBe(false);
    a.release();
    await new Promise((r) => setImmediate(r));
    a.release();
    await new Promise((r) => setImmediate(r));
    expect(a.written.join('')).toBe('report');
    expect(called).toBe(true);
  });

  it('goes on at once when nothing is queued', () => {
    const order: string[] = [];
    const a = slowStream();
    const b = slowStream();
    whenFlushed([a.stream, b.stream], () => order.push('done'));
    expect(order).toEqual(['done']);
  });

  it('does not wait for a stream that was destroyed', () => {
    const a = slowStream();
    a.stream.write('x');
    a.stream.destroy();
    let called = false;
    whenFlushed([a.stream], () => (called = true));
    expect(called).toBe(true);
  });
});
