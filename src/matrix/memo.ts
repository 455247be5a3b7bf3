/**
 * One engine evaluation per distinct check. Runners that differ only in a value no catalog
 * floor tells apart (glibc 2.35 and 2.39 against floors 2.17 and 2.28; macOS 15.7 and 26.5
 * against 11.0 and 14.0; a Linux or Windows build number) share one evaluation — except when
 * that evaluation talks about the value itself (glibc-too-old, macos-too-old, mps-unavailable),
 * which is then evaluated again exactly, so every message stays true for its own cell.
 */
import type { Catalog } from '../catalog/schema.js';
import type { Environment, Evaluation, Request } from '../core/model.js';
import type { IndexRef } from '../request/index-url.js';
import { compareDotted, isDotted } from '../versions/dotted.js';

export type Evaluate = (env: Environment, request: Request, catalog: Catalog) => Evaluation;

const indexKey = (i: IndexRef): string => (i.kind === 'pypi' ? 'pypi' : `${i.kind}|${i.url}`);
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

function requestKey(req: Request): string {
  return [req.torch.text, req.torch.pep440, indexKey(req.index), (req.extraIndexes ?? []).map(indexKey).join(','), req.pre ? 'pre' : ''].join('\u0001');
}

function pythonKey(env: Environment): string {
  const py = env.python;
  return py ? `${py.implementation}${py.major}.${py.minor}${py.freeThreaded ? 't' : ''}/${py.full ?? ''}` : '-';
}

/** Everything the engine reads from the pair, exactly. */
export function evaluationKey(env: Environment, req: Request): string {
  return [env.os, env.arch, env.osVersion ?? '', env.glibc ?? '', pythonKey(env), requestKey(req)].join('\u0002');
}

export function memoised(evaluate: Evaluate, catalog: Catalog): { run: (env: Environment, req: Request) => Evaluation; distinct: () => number } {
  const f = floors(catalog);
  const exact = new Map<string, Evaluation>();
  const shared = new Map<string, Evaluation>();
  // The planner reuses Environment and Request objects, so their key parts are computed once each.
  const envKeys = new WeakMap<Environment, string>();
  const reqKeys = new WeakMap<Request, string>();
  const classKey = (env: Environment, req: Request) => {
    let e = envKeys.get(env);
    if (e === undefined) {
      e = [
        env.os,
        env.arch,
        env.os === 'macos' ? floorClass(env.osVersion, f.macos) : '',
        env.os === 'linux' ? floorClass(env.glibc, f.glibc) : (env.glibc ?? ''),
        env.libc ?? '',
        pythonKey(env),
      ].join('\u0002');
      envKeys.set(env, e);
    }
    let r = reqKeys.get(req);
    if (r === undefined) {
      r = requestKey(req);
      reqKeys.set(req, r);
    }
    return `${e}\u0003${r}`;
  };
  const runExact = (env: Environment, req: Request) => {
    const key = evaluationKey(env, req);
    let hit = exact.get(key);
    if (!hit) {
      hit = evaluate(env, req, catalog);
      exact.set(key, hit);
    }
    return hit;
  };
  return {
    run(env, req) {
      const key = classKey(env, req);
      let hit = shared.get(key);
      if (!hit) {
        hit = runExact(env, req);
        shared.set(key, hit);
      }
      return hit.findings.some((x) => VALUE_FINDINGS.has(x.id)) ? runExact(env, req) : hit;
    },
    distinct: () => exact.size,
  };
}
