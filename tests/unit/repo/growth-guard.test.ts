// The growth guard (tests/growth.ts) passes linear work and fails quadratic work, whatever the
// machine's speed: it is what every "does not grow with the square of the input" test relies on.
import { describe, expect, it } from 'vitest';
import { expectLinear } from '../../growth.js';

/** Linear: one pass over the text. */
const linear = (s: string): number => {
  let x = 0;
  for (let i = 0; i < s.length; i++) x = (x + s.charCodeAt(i)) | 0;
  return x;
};

/** Quadratic: for each character, a pass over everything before it. */
const quadratic = (s: string): number => {
  let x = 0;
  for (let i = 0; i < s.length; i++) for (let j = 0; j < i; j++) x = (x + s.charCodeAt(j)) | 0;
  return x;
};

describe('the growth guard', () => {
  it('passes a linear pass over a text', async () => {
    const g = await expectLinear('linear', (n) => 'ab'.repeat(n), linear, { n: 20_000, minMs: 5 });
    expect(g.ratio).toBeLessThan(32);
  });

  it('fails a quadratic pass over a text, naming the sizes and costs', async () => {
    const failure = await expectLinear('quadratic', (n) => 'ab'.repeat(n), quadratic, { n: 500, minMs: 5 }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(failure?.message).toMatch(
      /^quadratic: [\d.]+ ms of CPU at n = \d+ against [\d.]+ ms at n = \d+; linear work grows about 8×, the guard allows 32×/,
    );
  });

  it('raises a small n until one run costs enough to measure', async () => {
    const g = await expectLinear('tiny', (n) => 'x'.repeat(n), linear, { n: 1, minMs: 5, maxN: 1 << 26 });
    expect(g.smallMs).toBeGreaterThanOrEqual(5);
    expect(g.n).toBeGreaterThan(1);
  });
});
