/**
 * Growth guards: a test that guards against work growing with the square of its input never bounds
 * seconds (a slow or busy machine fails such a bound, and a fast one hides a regression). It runs
 * the same work at size n and at size factor·n and fails when the cost grew much faster than the
 * input: linear work grows about `factor` times, quadratic work `factor²` times, so the default
 * allowance (factor 8, slack 4: up to 32 times; caches and the garbage collector make big inputs cost
 * up to about 3 times their share) passes the first on any machine and fails the second.
 *
 * The cost is the CPU time of this process (user + system; vitest gives each test file a process of
 * its own), the least of a few runs: load stretches wall time, and one garbage collection or a
 * neighbour's burst stretches one run, but not every run of the same size alike.
 */
import { expect } from 'vitest';

export interface GrowthOptions {
  /** The small size; raised (doubled) until one run at it costs at least `minMs`, so timer noise stays small. */
  n: number;
  /** How many times bigger the large size is. */
  factor?: number;
  /** How far past `factor` the cost may grow: the guard fails above factor × slack. */
  slack?: number;
  /** Runs at each size; the cheapest counts. */
  trials?: number;
  /** The least CPU time one run at the small size must take before it is measured. */
  minMs?: number;
  /** The largest small size the doubling may reach. */
  maxN?: number;
}

export interface Growth {
  n: number;
  factor: number;
  smallMs: number;
  largeMs: number;
  ratio: number;
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

async function cheapest<I>(
  build: (n: number) => I,
  run: (input: I) => unknown,
  n: number,
  trials: number,
): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < trials; i++) {
    const input = build(n);
    const since = process.cpuUsage();
    await run(input);
    best = Math.min(best, cpuMs(since));
  }
  return best;
}

/**
 * Checks that `run` (sync or async) costs about linearly more on `build(factor·n)` than on `build(n)`.
 * The input is built outside the measured time. Returns the figures, for a message or a log.
 */
export async function expectLinear<I>(
  label: string,
  build: (n: number) => I,
  run: (input: I) => unknown,
  options: GrowthOptions,
): Promise<Growth> {
  const factor = options.factor ?? 8;
  const slack = options.slack ?? 4;
  const trials = options.trials ?? 3;
  const minMs = options.minMs ?? 20;
  const maxN = options.maxN ?? options.n * 1024;
  let n = options.n;
  await run(build(n)); // warm-up: the first run pays for compiling the code under test
  let smallMs = await cheapest(build, run, n, trials);
  while (smallMs < minMs && n * 2 <= maxN) {
    n *= 2;
    smallMs = await cheapest(build, run, n, trials);
  }
  const largeMs = await cheapest(build, run, n * factor, Math.max(2, trials - 1));
  const ratio = largeMs / Math.max(smallMs, 0.001);
  const growth = { n, factor, smallMs, largeMs, ratio };
  expect(
    ratio,
    `${label}: ${largeMs.toFixed(1)} ms of CPU at n = ${n * factor} against ${smallMs.toFixed(1)} ms at n = ${n}; ` +
      `linear work grows about ${factor}×, the guard allows ${factor * slack}×`,
  ).toBeLessThan(factor * slack);
  return growth;
}
