/**
 * pixi.lock (YAML, format 5–7): each environment lists, per platform, the conda packages and
 * PyPI wheels it installs. pixi brings its own Python from conda, so the runner's Python does
 * not matter; its platform does: an environment not locked for it cannot be installed there.
 */
import { parseUserYaml } from '../core/yaml.js';
import { parseWheelFile } from '../platform/wheel-tags.js';
import { normalize, record, str } from './blocks.js';
import { LOCKED_NAMES, type LockedDist, type LockFile, type LockedName } from './types.js';

/** `pytorch-2.10.0-cpu_mkl_py314_hf472749_104.conda` → name, version, build. */
function condaFile(url: string): { name: string; version: string; build: string } | undefined {
  const file = url.split('/').pop() ?? '';
  const m = /^(.+)-([^-]+)-([^-]+)\.(conda|tar\.bz2)$/.exec(file);
  return m ? { name: m[1]!, version: m[2]!, build: m[3]! } : undefined;
}

const CONDA_TORCH: Record<string, LockedName> = { pytorch: 'torch', 'pytorch-gpu': 'torch', 'pytorch-cpu': 'torch', torchvision: 'torchvision', torchaudio: 'torchaudio' };

export function readPixiLock(text: string, file: string): LockFile {
  const doc = record(parseUserYaml(text, file).doc.toJS()) ?? {};
  const lines = text.split(/\r?\n/);
  // Format 7 names platforms (`p1`) and maps them to conda subdirs; before that keys are subdirs.
  const subdirOf = new Map<string, string>();
  for (const p of Array.isArray(doc.platforms) ? doc.platforms : []) {
    const r = record(p);
    const name = str(r?.name);
    if (name) subdirOf.set(name, str(r?.subdir) ?? name);
  }
  const environments: Record<string, string[]> = {};
  const pythons: Record<string, string> = {};
  const byKey = new Map<string, LockedDist>();
  for (const [envName, envValue] of Object.entries(record(doc.environments) ?? {})) {
    const packages = record(record(envValue)?.packages) ?? {};
    environments[envName] = Object.keys(packages).map((k) => subdirOf.get(k) ?? k);
    for (const [platKey, list] of Object.entries(packages)) {
      const subdir = subdirOf.get(platKey) ?? platKey;
      for (const item of Array.isArray(list) ? list : []) {
        const r = record(item);
        const conda = str(r?.conda);
        const pypi = str(r?.pypi);
        if (conda) {
          const c = condaFile(conda);
          if (c?.name === 'python') pythons[`${envName}/${subdir}`] = c.version;
          const name = c && CONDA_TORCH[c.name];
          if (c && name) add(byKey, conda, { name, version: c.version, conda: { build: c.build } }, envName, subdir, lines, file);
        } else if (pypi) {
          const w = parseWheelFile(pypi);
          const name = w ? normalize(w.name) : undefined;
          if (w && name && (LOCKED_NAMES as readonly string[]).includes(name)) add(byKey, pypi, { name: name as LockedName, version: w.version, wheel: w }, envName, subdir, lines, file);
        }
      }
    }
  }
  return { kind: 'pixi', file, dists: [...byKey.values()], environments, pythons };
}

function add(
  byKey: Map<string, LockedDist>,
  url: string,
  what: { name: LockedName; version: string; conda?: { build: string }; wheel?: NonNullable<ReturnType<typeof parseWheelFile>> },
  envName: string,
  subdir: string,
  lines: string[],
  file: string,
): void {
  // One entry per file; it records every environment/platform that lists it.
  const key = url;
  let d = byKey.get(key);
  if (!d) {
    const i = lines.findIndex((l) => l.includes(url));
    const line = i + 1 || 1;
    d = {
      name: what.name,
      version: what.version,
      wheels: what.wheel ? [{ wheel: what.wheel, line }] : [],
      sdist: false,
      ...(what.conda ? { conda: what.conda } : {}),
      platforms: [],
      location: { file, line },
    };
    byKey.set(key, d);
  }
  const tag = `${envName}/${subdir}`;
  if (!d.platforms!.includes(tag)) d.platforms!.push(tag);
}
