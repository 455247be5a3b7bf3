/**
 * Guards against work that grows with the square of the input measure the CPU time the test
 * process spends (user + system), not the wall clock: on a loaded machine wall time stretches
 * with the load (3 s budgets failed on the 2-core box at load 14–16), CPU time barely does.
 * Vitest runs each test file in a process of its own, so other files' work is not counted.
 */

/** Milliseconds of CPU time since `since` (a `process.cpuUsage()` reading). */
export function cpuMsSince(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
}

/** Runs `fn` and returns its result with the CPU time it took. */
export function cpuTimed<T>(fn: () => T): { out: T; ms: number } {
  const since = process.cpuUsage();
  const out = fn();
  return { out, ms: cpuMsSince(since) };
}
