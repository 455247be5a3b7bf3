/**
 * The one home of the engine's caches. A matrix plan asks the same questions thousands of
 * times with one value changed (the Python, the index); the answers are kept per catalog, in
 * nested maps keyed by the values themselves (objects by identity), so no key text is built.
 * Each cache is a named `memo` (typed keys and value) or `derived` value, defined once.
 */
import type { Environment } from './model.js';

type Table = Map<unknown, unknown>;

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

/** Every memo by name: the one home of the engine's caches, each defined once. */
const NAMES = new Set<string>();
function claim(name: string): void {
  if (NAMES.has(name)) throw new Error(`memo "${name}" is defined twice`);
  NAMES.add(name);
}

/** A named memo of `V`s, per owner (a catalog), found under typed keys. */
export interface Memo<K extends readonly unknown[], V> {
  readonly name: string;
  get(owner: object, keys: K, make: () => V): V;
}

/** A memo whose tables live as long as their owner does; keys are values or objects by identity. */
export function memo<K extends readonly unknown[], V>(name: string): Memo<K, V> {
  claim(name);
  const tables = new WeakMap<object, Table>();
  return {
    name,
    get(owner, keys, make) {
      let t = tables.get(owner);
      if (!t) tables.set(owner, (t = new Map()));
      return memoAt(t, keys, make);
    },
  };
}

/** A value derived from one object alone (a catalog's sorted patches, a file's index), made once per object. */
export function derived<O extends object, V>(name: string, make: (owner: O) => V): (owner: O) => V {
  claim(name);
  const values = new WeakMap<O, V>();
  return (owner) => {
    if (values.has(owner)) return values.get(owner) as V;
    const v = make(owner);
    values.set(owner, v);
    return v;
  };
}

/**
 * A memo of texts (versions, specifiers) that are compared thousands of times: keyed by the
 * text, for the life of the process, and emptied when it holds `limit` answers, so it stays small.
 */
export function bounded<V>(name: string, limit: number, make: (key: string) => V): (key: string) => V {
  claim(name);
  const values = new Map<string, V>();
  return (key) => {
    if (values.has(key)) return values.get(key) as V;
    const v = make(key);
    if (values.size >= limit) values.clear();
    values.set(key, v);
    return v;
  };
}

/** The names of the memos defined so far (a test keeps the list honest). */
export const memoNames = (): string[] => [...NAMES];

/**
 * Everything about the runner that the engine reads, except the Python's version and
 * implementation: the interpreter's CPU is in it (it picks the wheel platform), and so are
 * the GPUs and driver. Built per call (environments are plain objects a caller may change).
 */
export function runnerKey(env: Environment): string {
  return `${env.os}|${env.arch}|${env.osVersion ?? ''}|${env.glibc ?? ''}|${env.libc ?? ''}|${env.python?.machine ?? ''}|${gpuKey(env)}`;
}

/** The Python as the engine reads it: implementation, minor version, build and pointer size. */
export function pythonKey(env: Environment): string {
  const py = env.python;
  return py ? `${py.implementation}${py.major}.${py.minor}${py.freeThreaded ? 't' : ''}/${py.pointerBits ?? ''}` : '-';
}

/** The GPUs and driver, as the engine reads them: one key for every cache that must tell runners apart by them. */
export function gpuKey(env: Environment): string {
  const gpus = env.gpus.length ? env.gpus.map((g) => `${g.computeCapability}/${g.name ?? ''}`).join(',') : '';
  const amd = env.amdGpus?.map((g) => g.gfx).join(',') ?? '';
  const intel = env.intelGpus?.map((g) => g.deviceId).join(',') ?? '';
  return `${env.driver ?? ''}|${gpus}|${amd}|${intel}`;
}
