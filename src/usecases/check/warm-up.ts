/**
 * While the Python probe runs, judge one target on a guess of this runner and throw the answer
 * away. A judgement's first run is mostly V8 compiling its code and the PEP 440 library's
 * regular expressions; the real one cannot start before the interpreter answers, and then runs
 * warm. Nothing of the guess is kept but pure answers to its own questions (the engine's caches
 * are keyed by what they were asked), so the real judgement is the same either way.
 */
import type { Environment } from '../../core/model.js';
import type { Os } from '../../platform/platform.js';
import type { InstallTarget } from '../../pins/targets.js';
import { judgeTarget, type TargetContext } from './judge-target.js';

/** Only when the probe is still running once node's own work is done: a quick interpreter is never kept waiting. */
export async function judgeWhileProbing(
  pending: Promise<unknown>,
  ctx: Omit<TargetContext, 'env'>,
  target: InstallTarget,
  os: Os,
): Promise<void> {
  let answered = false;
  pending.then(
    () => (answered = true),
    () => (answered = true),
  );
  // One turn of the event loop: an answer that has come is read before the guess is judged.
  await new Promise((resolve) => setImmediate(resolve));
  if (answered) return;
  // Any plausible runner exercises the same code; its values are never shown.
  const guess: Environment = {
    os,
    arch: 'x64',
    python: { major: 3, minor: 12, implementation: 'cpython', freeThreaded: false, provenance: 'given' },
    ...(os === 'linux' ? { glibc: '2.35', libc: 'glibc' as const } : {}),
    gpus: [],
    provenance: {},
    probeProblems: [],
  };
  try {
    judgeTarget({ ...ctx, env: guess }, target);
  } catch {
    // What stopped the guess stops the real judgement too, which reports it.
  }
}
