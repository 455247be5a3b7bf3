/**
 * The Python probe, started before the command's modules load and its files are read. Node
 * takes about as long to load itself and read a large lock as an interpreter takes to answer
 * (longer behind a pyenv shim), so the two overlap instead of adding up. The early run is
 * handed to the probe that asks for exactly that program, those arguments and no other
 * options; the probe's time limit counts from when it asks, as it would without the early
 * start. A run that no probe asks for (a flag named the Python, the input was bad) is
 * cancelled: its process group is killed.
 */
import { runProgram, timedOut, type RunResult, type Runner } from '../io/run.js';
import { interpretersToTry } from './python-candidates.js';
import { probeArgs } from './python-probe.js';

const DEFAULT_PROBE_TIMEOUT_MS = 10_000;
const MAX_PROBE_TIMEOUT_MS = 600_000;

/** TORCH_PREFLIGHT_PROBE_TIMEOUT_MS when it is a sane number of milliseconds, else 10 s. */
export function probeTimeout(env: NodeJS.ProcessEnv): number {
  const n = Number(env.TORCH_PREFLIGHT_PROBE_TIMEOUT_MS);
  return Number.isFinite(n) && n >= 100 && n <= MAX_PROBE_TIMEOUT_MS ? n : DEFAULT_PROBE_TIMEOUT_MS;
}

export interface Prestarted {
  /** Hands over the early run to the probe that asks for it; runs anything else with the base runner. */
  run: Runner;
  /** Cancels the early run if no probe has taken it. */
  discard: () => void;
}

const sameArgs = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Starts the probe of the first interpreter this runner would try. */
export function prestartPythonProbe(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  base: Runner = runProgram,
): Prestarted {
  const first = interpretersToTry(undefined, platform, env)[0]!;
  const args = probeArgs(first.args);
  const abort = new AbortController();
  // The asking probe's own limit applies from when it asks; until then only the largest limit
  // anyone may set bounds the early run.
  let early: Promise<RunResult> | undefined = base(first.exe, args, {
    timeoutMs: MAX_PROBE_TIMEOUT_MS,
    signal: abort.signal,
  });
  const take = (timeoutMs: number, taken: Promise<RunResult>): Promise<RunResult> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        abort.abort();
        resolve(timedOut(timeoutMs));
      }, timeoutMs);
      void taken.then((r) => {
        clearTimeout(timer);
        resolve(r);
      });
    });
  return {
    run: (program, a, opts) => {
      const mine =
        early &&
        program === first.exe &&
        sameArgs(a, args) &&
        opts.cwd === undefined &&
        opts.maxBytes === undefined &&
        opts.signal === undefined;
      if (!mine || !early) return base(program, a, opts);
      const taken = early;
      early = undefined;
      return take(opts.timeoutMs, taken);
    },
    discard: () => {
      if (!early) return;
      early = undefined;
      abort.abort();
    },
  };
}
