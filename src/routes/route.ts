/**
 * Install routes: the ways a repository installs torch, each reading its own files. pip (and
 * `uv pip`) reads requirements files and the project's metadata; `uv sync`, `poetry install` and a
 * PEP 751 installer read their lock with the project's metadata; pixi reads its manifest and
 * pixi.lock; conda reads an environment file. A route's pins are never merged with another's.
 */
import { basename } from 'node:path';
import { bringsTorch } from '../packaging/names.js';
import type { LockFile } from '../formats/lock.js';
import { installOf, noAlternatives, type Pin, type PinSet, type RequiresPython } from '../pins/types.js';

export const ROUTE_KINDS = ['pip', 'uv', 'poetry', 'pylock', 'pixi', 'conda'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** What each route is, in a user's words: the command that installs by it and what it reads. */
export const ROUTE_DESCRIPTIONS: Record<RouteKind, { installs: string; reads: string }> = {
  pip: {
    installs: 'pip install -r … / pip install . (also uv pip)',
    reads: 'requirements files, pyproject.toml, setup.py, setup.cfg',
  },
  uv: { installs: 'uv sync', reads: 'uv.lock with pyproject.toml' },
  poetry: { installs: 'poetry install', reads: 'poetry.lock with pyproject.toml' },
  pylock: { installs: 'an installer of PEP 751 locks (pip install -r pylock.toml, uv pip sync)', reads: 'pylock.toml' },
  pixi: { installs: 'pixi install / pixi run', reads: 'pixi.toml or [tool.pixi], with pixi.lock' },
  conda: { installs: 'conda env create -f FILE (mamba, micromamba)', reads: 'a conda environment file' },
};

export interface Route {
  kind: RouteKind;
  /** How the route is named in reports: its kind, with its file when the repository has two of that kind. */
  name: string;
  /** The pins the route reads, as their own pin set (requires-python, indexes, alternatives of its files only). */
  pins?: PinSet;
  locks: LockFile[];
  /** The files it reads, for messages. */
  files: string[];
  /** The Python its environment installs (pixi, conda), by its pin; undefined: the runner's Python. */
  python?: RequiresPython;
  /** The conda channels its manifest lists, highest priority first (pixi, conda). */
  channels?: string[];
}

const PYPI_LOCKS: ReadonlySet<string> = new Set(['uv', 'poetry', 'pylock']);
const PROJECT_FILE = /^(pyproject\.toml|setup\.py|setup\.cfg)$/;

/** A pin pip, uv and Poetry read (not pixi's, not a conda environment's). */
const pypiPin = (p: Pin<string>): boolean => p.route === undefined;
/** The pins pip reads (no pixi manifest's, no conda environment's), with what pip takes of the rest of the set. */
export const pipPinsOf = (set: PinSet): PinSet => subset(set, pypiPin, 'pip');
/** A pin the project's own install brings: pyproject.toml, setup.py, setup.cfg and the files they name. */
const projectPin = (p: Pin<string>): boolean => pypiPin(p) && PROJECT_FILE.test(basename(installOf(p)));
/** What a route is about: torch, a companion that brings it, or a conda metapackage that picks its build. */
const torchFamily = (p: Pin): boolean =>
  bringsTorch(p.package) || p.package === 'pytorch-cuda' || p.package === 'cpuonly';
const locksTorch = (l: LockFile): boolean => l.dists.some((d) => d.name === 'torch');

/** The part of a pin set one route reads: its pins, and only its files' requires-python, indexes and alternatives. */
export function subset(set: PinSet, keep: (p: Pin<string>) => boolean, kind: RouteKind, own: string[] = []): PinSet {
  const pins = set.pins.filter(keep);
  // Pins of packages bound to torch install by the same route as the file that holds them.
  const others = set.others?.filter(keep);
  const used = new Set([...own, ...pins.flatMap((p) => [p.location.file, installOf(p)])]);
  const files = set.files.filter((f) => used.has(f));
  const alt = set.alternatives ?? noAlternatives();
  const conda = kind === 'pixi' || kind === 'conda';
  const alternatives =
    kind === 'pixi'
      ? {
          ...noAlternatives(),
          environments: alt.environments,
          ...(alt.pixiPlatforms ? { pixiPlatforms: alt.pixiPlatforms } : {}),
          ...(alt.featurePythons ? { featurePythons: alt.featurePythons } : {}),
        }
      : kind === 'conda'
        ? noAlternatives()
        : { ...alt, environments: {}, pixiPlatforms: undefined, featurePythons: undefined };
  if (!alternatives.pixiPlatforms) delete alternatives.pixiPlatforms;
  if (!alternatives.featurePythons) delete alternatives.featurePythons;
  const unread = set.unread?.filter((u) => used.has(u.location.file));
  return {
    pins,
    ...(others ? { others } : {}),
    ...(!conda && set.requiresPython ? { requiresPython: set.requiresPython } : {}),
    ...(set.envPythons ? { envPythons: set.envPythons } : {}),
    ...(set.channels ? { channels: set.channels } : {}),
    ...(set.ciPythons ? { ciPythons: set.ciPythons } : {}),
    ...(set.projectReads ? { projectReads: set.projectReads } : {}),
    ...(unread?.length ? { unread } : {}),
    alternatives,
    indexes: set.indexes.filter((i) => used.has(i.location.file)),
    files,
  };
}

/** Every route a repository's files hold, as they install by default. */
export function routesOf(set: PinSet | undefined, locks: LockFile[]): Route[] {
  const routes: Route[] = [];
  const pypiLocks = locks.filter((l) => PYPI_LOCKS.has(l.kind) && locksTorch(l));
  const pypi = set ? pipPinsOf(set) : undefined;
  // A lock of the project's dependencies is how uv sync / poetry install install them.
  for (const l of pypiLocks) routes.push(lockRoute(l, set));
  const standalone = pypi && pypiLocks.length ? subset(pypi, (p) => !projectPin(p), 'pip') : pypi;
  if (standalone?.pins.some(torchFamily)) routes.push(pipRoute(standalone));
  const pixi = pixiRoute(set, locks);
  if (pixi && (pixi.pins?.pins.some(torchFamily) || pixi.locks.some(locksTorch))) routes.push(pixi);
  routes.push(...condaRoutes(set));
  // A repository that pins no torch anywhere installs pip's newest: the pip route, as before routes.
  if (!routes.length && (pypi || !locks.length)) routes.push(pipRoute(pypi ?? emptySet()));
  return named(routes);
}

/** The routes of one kind, as a user who names it means it (`--route pip` reads no lock). */
export function routesOfKind(kind: RouteKind, set: PinSet | undefined, locks: LockFile[]): Route[] {
  if (kind === 'pip') return set && set.pins.some(pypiPin) ? named([pipRoute(pipPinsOf(set))]) : [];
  if (kind === 'pixi') {
    const r = pixiRoute(set, locks);
    return r && (r.pins?.pins.length || r.locks.length || r.python) ? named([r]) : [];
  }
  if (kind === 'conda') return named(condaRoutes(set));
  return named(locks.filter((l) => l.kind === kind).map((l) => lockRoute(l, set)));
}

const emptySet = (): PinSet => ({ pins: [], indexes: [], files: [], alternatives: noAlternatives() });

function lockRoute(l: LockFile, set: PinSet | undefined): Route {
  const pins = set ? subset(set, projectPin, l.kind) : undefined;
  return {
    kind: l.kind,
    name: l.kind,
    ...(pins ? { pins } : {}),
    locks: [l],
    files: [l.file, ...(pins?.files ?? [])],
  };
}

function pipRoute(pins: PinSet): Route {
  return { kind: 'pip', name: 'pip', pins, locks: [], files: pins.files };
}

/** pixi: its manifest's pins (conda and PyPI dependencies), Python and channels, with pixi.lock. */
function pixiRoute(set: PinSet | undefined, locks: LockFile[]): Route | undefined {
  const pixiLocks = locks.filter((l) => l.kind === 'pixi');
  const manifest = Object.keys({ ...set?.envPythons, ...set?.channels }).find((f) => f.endsWith('.toml'));
  const pins = set ? subset(set, (p) => p.route === 'pixi', 'pixi', manifest ? [manifest] : []) : undefined;
  if (!pixiLocks.length && !pins?.pins.length && !manifest) return undefined;
  const python = manifest ? set?.envPythons?.[manifest] : undefined;
  const channels = manifest ? set?.channels?.[manifest] : undefined;
  return {
    kind: 'pixi',
    name: 'pixi',
    ...(pins ? { pins } : {}),
    locks: pixiLocks,
    files: [...(pins?.files ?? []), ...pixiLocks.map((l) => l.file)],
    ...(python ? { python } : {}),
    ...(channels ? { channels } : {}),
  };
}

/** conda: one route per environment file that pins torch (two files are two environments). */
function condaRoutes(set: PinSet | undefined): Route[] {
  if (!set) return [];
  const files = [...new Set(set.pins.filter((p) => p.route === 'conda' && torchFamily(p)).map((p) => installOf(p)))];
  return files.map((file) => {
    const pins = subset(set, (p) => p.route === 'conda' && installOf(p) === file, 'conda', [file]);
    const python = set.envPythons?.[file];
    const channels = set.channels?.[file];
    return {
      kind: 'conda',
      name: 'conda',
      pins,
      locks: [],
      files: pins.files,
      ...(python ? { python } : {}),
      ...(channels ? { channels } : {}),
    };
  });
}

/** Two routes of one kind (two conda environment files) are told apart by their file. */
function named(routes: Route[]): Route[] {
  return routes.map((r) =>
    routes.filter((o) => o.kind === r.kind).length > 1 ? { ...r, name: `${r.kind} ${r.files[0] ?? ''}`.trim() } : r,
  );
}

/** `pixi (pixi.toml, pixi.lock)`: a route as a report names it. */
export const describeRoute = (r: Route): string =>
  `${r.name}${r.files.length ? ` (${[...new Set(r.files)].join(', ')})` : ''}`;
