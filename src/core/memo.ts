/**
 * Memo tables for the engine's pure steps. A matrix plan asks the same questions thousands of
 * times with one value changed (the Python, the index); the answers are kept per catalog, in
 * nested maps keyed by the values themselves (objects by identity), so no key text is built.
 */
import type { Environment } from './model.js';

type Table = Map<unknown, unknown>;
const tables = new WeakMap<object, Map<string, Table>>();

/** The table named `name` for this owner (a catalog): it lives as long as the owner does. */
export function memoTable(owner: object, name: string): Table {
  let byName = tables.get(owner);
  if (!byName) tables.set(owner, (byName = new Map<string, Table>()));
  let t = byName.get(name);
  if (!t) byName.set(name, (t = new Map()));
  return t;
}

/** The value remembered under `keys`, made once. */
export function memoAt<T>(table: Table, keys: readonly unknown[], make: () => T): T {
  let m = table;
  const last = keys.length - 1;
  for (let i = 0; i < last; i++) {
    let next = m.get(keys[i]) as Table | undefined;
    if (!next) m.set(keys[i], (next = new Map()));
    m = next;
  }
  if (m.has(keys[last])) return m.get(keys[last]) as T;
  const v = make();
  m.set(keys[last], v);
  return v;
}

/**
 * Everything about the runner that the engine reads, except the Python's version and
 * implementation: the interpreter's CPU is in it (it picks the wheel platform), and so are
 * the GPUs and driver. Built per call (environments are plain objects a caller may change).
 */
export function runnerKey(env: Environment): string {
  const gpus = env.gpus.length ? env.gpus.map((g) => `${g.computeCapability}/${g.name ?? ''}`).join(',') : '';
  const amd = env.amdGpus?.map((g) => g.gfx).join(',') ?? '';
  const intel = env.intelGpus?.map((g) => g.deviceId).join(',') ?? '';
  return `${env.os}|${env.arch}|${env.osVersion ?? ''}|${env.glibc ?? ''}|${env.libc ?? ''}|${env.python?.machine ?? ''}|${env.driver ?? ''}|${gpus}|${amd}|${intel}`;
}
