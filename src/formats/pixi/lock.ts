/**
 * pixi.lock (YAML, format 5–7): each environment lists, per platform, the conda packages and
 * PyPI wheels it installs. pixi brings its own Python from conda, so the runner's Python does
 * not matter; its platform does: an environment not locked for it cannot be installed there.
 */
import { parseUserYaml } from '../../text/yaml.js';
import { parseWheelFile } from '../../packaging/tags.js';
import { normalize, record, str } from '../lock-blocks.js';
import { LOCKED_NAMES, type LockedDist, type LockFile, type LockedName } from '../lock.js';
import { channelOfUrl } from '../conda/build.js';

/** `pytorch-2.10.0-cpu_mkl_py314_hf472749_104.conda` → name, version, build. */
function condaFile(url: string): { name: string; version: string; build: string } | undefined {
  const file = url.split('/').pop() ?? '';
  const m = /^(.+)-([^-]+)-([^-]+)\.(conda|tar\.bz2)$/.exec(file);
  return m ? { name: m[1]!, version: m[2]!, build: m[3]! } : undefined;
}

const CONDA_TORCH: Record<string, LockedName> = {
  pytorch: 'torch',
  'pytorch-gpu': 'torch',
  'pytorch-cpu': 'torch',
  torchvision: 'torchvision',
  torchaudio: 'torchaudio',
};

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
  const ctx: Context = { byKey, tags: new Map(), lines, file };
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
          if (c && name) {
            const channel = channelOfUrl(conda);
            add(
              ctx,
              conda,
              { name, version: c.version, conda: { build: c.build, ...(channel ? { channel } : {}) } },
              envName,
              subdir,
            );
          }
        } else if (pypi) {
          const w = parseWheelFile(pypi);
          const name = w ? normalize(w.name) : undefined;
          if (w && name && (LOCKED_NAMES as readonly string[]).includes(name)) {
            const index = wheelDirectory(pypi);
            add(
              ctx,
              pypi,
              { name: name as LockedName, version: w.version, wheel: w, ...(index ? { index } : {}) },
              envName,
              subdir,
            );
          }
        }
      }
    }
  }
  return { kind: 'pixi', file, dists: [...byKey.values()], environments, pythons };
}

interface Context {
  byKey: Map<string, LockedDist>;
  /** Each entry's platforms as a set, so listing one in many environments stays linear. */
  tags: Map<LockedDist, Set<string>>;
  lines: string[];
  file: string;
  /** Candidate URL → index of the first line holding it, built on first use. */
  urlLines?: Map<string, number>;
}

/** What on a YAML line can be a URL: the value after `key: `, unquoted, and each word of it. */
function candidates(line: string): string[] {
  const out = line.split(/[\s{}[\],"']+/).filter((t) => t.includes('.'));
  const colon = line.indexOf(': ');
  if (colon >= 0) {
    let v = line.slice(colon + 2).trim();
    if (v.length >= 2 && (v[0] === '"' || v[0] === "'") && v.at(-1) === v[0]) v = v.slice(1, -1);
    if (v.includes('.')) out.push(v);
  }
  return out;
}

/**
 * 1-based line of the first line holding `url` (1 when none does). One pass over the text for
 * all URLs, not a search of every line per URL, which is quadratic in an environment's wheels.
 */
function lineOfUrl(ctx: Context, url: string): number {
  if (!ctx.urlLines) {
    const m = new Map<string, number>();
    ctx.lines.forEach((l, i) => {
      for (const c of candidates(l)) if (!m.has(c)) m.set(c, i);
    });
    ctx.urlLines = m;
  }
  return (ctx.urlLines.get(url) ?? 0) + 1;
}

/**
 * pixi.lock names a PyPI package by its wheel's URL, not by the index it came from: a wheel
 * outside PyPI's file host (`download.pytorch.org/whl/cpu/torch-2.5.1%2Bcpu-…whl`) was served
 * by the index its directory is.
 */
function wheelDirectory(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if (/^(files\.pythonhosted\.org|pypi\.org|pypi\.python\.org)$/i.test(u.hostname)) return undefined;
  const dir = url.slice(0, url.lastIndexOf('/'));
  return dir.length > `${u.protocol}//${u.host}`.length ? dir : undefined;
}

function add(
  ctx: Context,
  url: string,
  what: {
    name: LockedName;
    version: string;
    index?: string;
    conda?: { build: string; channel?: string };
    wheel?: NonNullable<ReturnType<typeof parseWheelFile>>;
  },
  envName: string,
  subdir: string,
): void {
  // One entry per file; it records every environment/platform that lists it.
  const key = url;
  let d = ctx.byKey.get(key);
  if (!d) {
    const line = lineOfUrl(ctx, url);
    d = {
      name: what.name,
      version: what.version,
      ...(what.index ? { index: what.index } : {}),
      wheels: what.wheel ? [{ wheel: what.wheel, line }] : [],
      sdist: false,
      ...(what.conda ? { conda: what.conda } : {}),
      platforms: [],
      location: { file: ctx.file, line },
    };
    ctx.byKey.set(key, d);
    ctx.tags.set(d, new Set());
  }
  const tag = `${envName}/${subdir}`;
  const tags = ctx.tags.get(d)!;
  if (!tags.has(tag)) {
    tags.add(tag);
    d.platforms!.push(tag);
  }
}
