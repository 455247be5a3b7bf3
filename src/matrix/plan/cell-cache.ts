/**
 * One engine evaluation per distinct check. Runners that differ only in a value no catalog
 * floor tells apart (glibc 2.35 and 2.39 against floors 2.17 and 2.28; macOS 15.7 and 26.5
 * against 11.0 and 14.0; a Linux or Windows build number) share one evaluation — except when
 * that evaluation talks about the value itself (glibc-too-old, macos-too-old, mps-unavailable),
 * which is then evaluated again exactly, so every message stays true for its own cell.
 */
import type { Catalog } from '../../catalog/schema.js';
import type { Environment, Evaluation, Request } from '../../core/model.js';
import { compareDotted, isDotted } from '../../versions/dotted.js';
import { gpuKey } from '../../core/memo.js';

export type Evaluate = (env: Environment, request: Request, catalog: Catalog) => Evaluation;

const VALUE_FINDINGS = new Set(['glibc-too-old', 'macos-too-old', 'mps-unavailable']);

/** The floors a catalog compares glibc and macOS versions with. */
function floors(catalog: Catalog): { glibc: string[]; macos: string[] } {
  const glibc = new Set<string>();
  const macos = new Set<string>();
  for (const r of catalog.releases) {
    for (const p of r.platforms) {
      if (p.glibc) glibc.add(p.glibc);
      if (p.macos) macos.add(p.macos);
    }
    for (const v of r.variants) if (v.glibc) glibc.add(v.glibc);
    if (r.mps) macos.add(r.mps.macos);
  }
  return { glibc: [...glibc], macos: [...macos] };
}

/** Which floors a version reaches: versions reaching the same floors behave alike. */
function floorClass(version: string | undefined, list: readonly string[]): string {
  if (version === undefined) return '-';
  if (!isDotted(version)) return `=${version}`;
  return list.map((f) => (compareDotted(version, f) >= 0 ? '1' : '0')).join('');
}

/** The engine reads the Python's minor version, build and implementation, never its patch. */
function pythonKey(env: Environment): string {
  const py = env.python;
  return py
    ? `${py.implementation}${py.major}.${py.minor}${py.freeThreaded ? 't' : ''}${py.pointerBits === 32 ? '/32' : ''}${py.machine ? `/${py.machine}` : ''}`
    : '-';
}

/**
 * The planner hands over the same Environment and Request objects for equal inputs (its
 * readers cache them), so evaluations are found by object identity: no key strings per cell.
 */
export function memoised(
  evaluate: Evaluate,
  catalog: Catalog,
): { run: (env: Environment, req: Request) => Evaluation } {
  const f = floors(catalog);
  const classKey = (env: Environment) =>
    [
      env.os,
      env.arch,
      env.os === 'macos' ? floorClass(env.osVersion, f.macos) : '',
      env.os === 'linux' ? floorClass(env.glibc, f.glibc) : (env.glibc ?? ''),
      env.libc ?? '',
      pythonKey(env),
      gpuKey(env),
    ].join('\u0002');
  // Each environment's stand-in: the first one seen that no catalog floor tells apart from it.
  const standIn = new Map<Environment, Environment>();
  const byClass = new Map<string, Environment>();
  const results = new Map<Environment, Map<Request, Evaluation>>();
  const exactOnly = new WeakSet<Evaluation>();
  const lookup = (env: Environment, req: Request): Evaluation => {
    let perEnv = results.get(env);
    if (!perEnv) results.set(env, (perEnv = new Map<Request, Evaluation>()));
    let hit = perEnv.get(req);
    if (!hit) {
      hit = evaluate(env, req, catalog);
      if (hit.findings.some((x) => VALUE_FINDINGS.has(x.id))) exactOnly.add(hit);
      perEnv.set(req, hit);
    }
    return hit;
  };
  return {
    run(env, req) {
      let rep = standIn.get(env);
      if (!rep) {
        const k = classKey(env);
        rep = byClass.get(k);
        if (!rep) byClass.set(k, (rep = env));
        standIn.set(env, rep);
      }
      const hit = lookup(rep, req);
      return rep !== env && exactOnly.has(hit) ? lookup(env, req) : hit;
    },
  };
}
