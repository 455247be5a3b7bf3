/**
 * pyproject.toml: PEP 621 dependencies and optional-dependencies, PEP 735 dependency-groups,
 * requires-python, Poetry dependencies and sources, uv sources and indexes, `[tool.pixi]`,
 * and setuptools' `dynamic` requirements files.
 */
import { InputError } from '../../core/errors.js';
import { groupBy } from '../../text/group.js';
import { poetryToPep440 } from '../convert.js';
import {
  andMarkers,
  at,
  emptyResult,
  isRecord,
  otherOffset,
  otherPinFrom,
  pinFrom,
  readOther,
  type FileResult,
} from '../file-result.js';
import { normalizeName, pipFamily } from '../../packaging/names.js';
import { readPixi } from '../pixi/manifest.js';
import { normalizeSpecifier, parseRequirement } from '../../packaging/requirement.js';
import { parseMarker } from '../../packaging/marker.js';
import { parseToml } from '../toml.js';
import { locateKeyInTable, locateString, tomlLayout, type TomlLayout, type TomlString } from '../toml-layout.js';
import type { PinPackage } from '../../packaging/names.js';
import type { IndexDecl, Pin, PinOrigin } from '../pin.js';
import { followIncludes, selfExtras, type AltName, type IncludeEdge } from '../alternative-includes.js';

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

interface Ctx {
  file: string;
  layout: TomlLayout;
  used: Set<TomlString>;
  out: FileResult;
  /** The project's own name (`[project] name`, else Poetry's): a requirement on it selects its extras. */
  project?: string;
  /** Extras and groups that bring in others (alternative-includes.ts). */
  edges: IncludeEdge[];
}

/** A list of PEP 508 strings under `path`/`key` (dependencies, an extra, a group). */
function readList(ctx: Ctx, list: unknown, path: string[], key: string, origin: PinOrigin, group?: string): void {
  const alternative = origin === 'pep621' ? 'extra' : origin === 'pep735' ? 'group' : undefined;
  if (group !== undefined && alternative) {
    const where = { file: ctx.file, ...locateKeyInTable(ctx.layout, path, key) };
    (alternative === 'extra' ? ctx.out.alternatives.extras : ctx.out.alternatives.groups)[group] = where;
  }
  const from: AltName = { kind: alternative && group !== undefined ? alternative : 'default', name: group ?? '' };
  for (const item of Array.isArray(list) ? (list as unknown[]) : []) {
    if (isRecord(item)) {
      // PEP 735: `{include-group = "name"}` installs that group too.
      if (from.kind === 'group' && typeof item['include-group'] === 'string')
        ctx.edges.push({
          from,
          to: { kind: 'group', name: item['include-group'] },
          location: { file: ctx.file, ...locateKeyInTable(ctx.layout, path, key) },
        });
      continue;
    }
    if (typeof item !== 'string') continue;
    const text = item;
    const lit = locateString(ctx.layout, path, text, ctx.used, key);
    const line = lit?.line ?? locateKeyInTable(ctx.layout, path, key).line;
    const col = lit?.column ?? 1;
    const self = at(ctx.file, line, col, () => selfExtras(text, ctx.project));
    if (self) {
      for (const extra of self.extras)
        ctx.edges.push({
          from,
          to: { kind: 'extra', name: extra },
          ...(self.marker ? { marker: self.marker } : {}),
          location: { file: ctx.file, line, column: col },
        });
      continue;
    }
    const req = at(ctx.file, line, col, () => parseRequirement(text));
    const more = group ? { group, ...(alternative ? { alternative } : {}) } : {};
    if (!req) {
      const other = readOther(text);
      if (other)
        ctx.out.others.push(
          otherPinFrom(other, origin, { file: ctx.file, line, column: col + otherOffset(other) }, more),
        );
      continue;
    }
    ctx.out.pins.push(pinFrom(req, origin, { file: ctx.file, line, column: col + req.nameOffset }, more));
  }
}

function readProject(ctx: Ctx, project: Record<string, unknown>): void {
  const rp = project['requires-python'];
  if (typeof rp === 'string') {
    const loc = locateKeyInTable(ctx.layout, ['project'], 'requires-python');
    const spec = at(ctx.file, loc.line, loc.column, () => normalizeSpecifier(rp, 'requires-python'));
    ctx.out.requiresPython = { specifier: spec.specifier, location: { file: ctx.file, ...loc } };
  }
  readList(ctx, project.dependencies, ['project'], 'dependencies', 'pep621');
  const optional = project['optional-dependencies'];
  if (isRecord(optional)) {
    for (const [group, list] of Object.entries(optional))
      readList(ctx, list, ['project', 'optional-dependencies'], group, 'pep621', group);
  }
}

function readGroups(ctx: Ctx, groups: unknown): void {
  if (!isRecord(groups)) return;
  for (const [group, list] of Object.entries(groups))
    readList(ctx, list, ['dependency-groups'], group, 'pep735', group);
}

/** Poetry's `python = "^3.10"` constraint as a PEP 508 marker. */
function pythonMarker(constraint: string): string {
  const { pep440 } = poetryToPep440(constraint);
  return pep440
    .split(',')
    .filter(Boolean)
    .map((c) => {
      const m = /^(===|==|!=|<=|>=|~=|<|>)(.+)$/.exec(c)!;
      return `python_full_version ${m[1]} "${m[2]}"`;
    })
    .join(' and ');
}

const POETRY_PLATFORM: Record<string, string> = { linux: 'linux', darwin: 'darwin', win32: 'win32', windows: 'win32' };

function readPoetry(ctx: Ctx, poetry: Record<string, unknown>): void {
  const sources = new Map<string, string>();
  if (Array.isArray(poetry.source)) {
    poetry.source.forEach((s, i) => {
      if (!isRecord(s) || typeof s.name !== 'string') return;
      const loc = locateKeyInTable(ctx.layout, ['tool', 'poetry', 'source'], 'url', i);
      if (typeof s.url === 'string') {
        sources.set(s.name.toLowerCase(), s.url);
        ctx.out.indexes.push({
          url: s.url,
          role: 'poetry-source',
          name: s.name,
          explicit: s.priority === 'explicit',
          location: { file: ctx.file, ...loc },
        });
      }
    });
  }
  const tables: [string[], unknown][] = [
    [['tool', 'poetry', 'dependencies'], poetry.dependencies],
    [['tool', 'poetry', 'dev-dependencies'], poetry['dev-dependencies']],
  ];
  if (isRecord(poetry.group)) {
    for (const [g, body] of Object.entries(poetry.group))
      if (isRecord(body)) tables.push([['tool', 'poetry', 'group', g, 'dependencies'], body.dependencies]);
  }
  // PEP 621 pins by package, found once: a file with thousands of `torch = {source=…}` groups
  // does not scan every pin for each. The source an entry picks is applied once all are read.
  const pep621 = groupBy(
    ctx.out.pins.filter((p) => p.origin === 'pep621'),
    (p) => p.package,
  );
  const pickedSource = new Map<PinPackage, string>();
  for (const [path, deps] of tables) {
    if (!isRecord(deps)) continue;
    const group = path[2] === 'group' ? path[3] : path[2] === 'dev-dependencies' ? 'dev' : undefined;
    for (const [name, value] of Object.entries(deps)) {
      const loc = locateKeyInTable(ctx.layout, path, name);
      if (name === 'python' && typeof value === 'string') {
        if (!ctx.out.requiresPython) {
          ctx.out.requiresPython = {
            specifier: at(ctx.file, loc.line, loc.column, () => poetryToPep440(value).pep440),
            location: { file: ctx.file, ...loc },
          };
        }
        continue;
      }
      const pkg = pipFamily(name);
      if (!pkg) {
        readPoetryOther(ctx, name, value, loc, group);
        continue;
      }
      const constraints = Array.isArray(value) ? value : [value];
      constraints.forEach((c, i) => {
        const t: Record<string, unknown> = isRecord(c) ? c : { version: c };
        const where = at(ctx.file, loc.line, loc.column, () => {
          // Several constraints: point at each one's version string when it can be found.
          const v = typeof t.version === 'string' ? t.version : undefined;
          const lit = constraints.length > 1 && v ? locateString(ctx.layout, path, v, ctx.used, name) : undefined;
          return lit ? { line: lit.line, column: lit.column } : loc;
        });
        const source = typeof t.source === 'string' ? t.source : undefined;
        const sourceUrl = source && source.toLowerCase() !== 'pypi' ? sources.get(source.toLowerCase()) : undefined;
        if (t.version === undefined && t.url === undefined && source && i === 0 && constraints.length === 1) {
          // Poetry 2: the version lives in [project] and this entry only picks the source.
          if (pep621.has(pkg)) {
            if (sourceUrl) pickedSource.set(pkg, sourceUrl);
            return;
          }
        }
        const pin = at(ctx.file, where.line, where.column, (): Pin => {
          const conv = typeof t.version === 'string' ? poetryToPep440(t.version) : { pep440: '' };
          const markers: (string | undefined)[] = [];
          if (typeof t.markers === 'string') {
            parseMarker(t.markers);
            markers.push(t.markers);
          }
          if (typeof t.python === 'string') markers.push(pythonMarker(t.python));
          if (typeof t.platform === 'string')
            markers.push(`sys_platform == "${POETRY_PLATFORM[t.platform.toLowerCase()] ?? t.platform}"`);
          const marker = markers.reduce<string | undefined>((a, b) => andMarkers(a, b), undefined);
          const notes =
            source && !sourceUrl && source.toLowerCase() !== 'pypi'
              ? [`Poetry source ${JSON.stringify(source)} is not declared in [[tool.poetry.source]]`]
              : [];
          const req = typeof t.url === 'string' ? parseRequirement(`${name} @ ${t.url}`) : undefined;
          return {
            package: pkg,
            specifier: req?.specifier ?? conv.pep440,
            ...((req?.local ?? conv.local) ? { local: (req?.local ?? conv.local)! } : {}),
            ...(marker ? { marker } : {}),
            ...(sourceUrl ? { indexUrl: sourceUrl } : {}),
            ...(req?.wheel ? { wheel: req.wheel } : {}),
            ...(Array.isArray(t.extras) ? { extras: strings(t.extras) } : {}),
            origin: 'poetry',
            ...(group ? { group } : {}),
            ...(notes.length ? { notes } : {}),
            location: { file: ctx.file, ...where },
          };
        });
        ctx.out.pins.push(pin);
      });
    }
  }
  for (const [pkg, url] of pickedSource) for (const p of pep621.get(pkg)!) p.indexUrl = url;
}

/**
 * A Poetry dependency outside the torch family, for the bound-package checks: its first version
 * constraint (a git, path or url entry has none), as PEP 440. A constraint Poetry's grammar does
 * not allow is kept as unreadable, an error only for a package bound to torch.
 */
function readPoetryOther(
  ctx: Ctx,
  name: string,
  value: unknown,
  loc: { line: number; column: number },
  group?: string,
): void {
  const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  const t: Record<string, unknown> = isRecord(first) ? first : { version: first };
  const location = { file: ctx.file, ...loc };
  const base = { package: normalizeName(name), origin: 'poetry' as const, ...(group ? { group } : {}), location };
  if (typeof t.version !== 'string') {
    if (t.git !== undefined || t.path !== undefined || t.url !== undefined) return;
    ctx.out.others.push({ ...base, specifier: '' });
    return;
  }
  try {
    const conv = poetryToPep440(t.version);
    const marker =
      typeof t.markers === 'string' ? t.markers : typeof t.python === 'string' ? pythonMarker(t.python) : undefined;
    ctx.out.others.push({ ...base, specifier: conv.pep440, ...(marker ? { marker } : {}) });
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    ctx.out.others.push({ ...base, specifier: '', unreadable: e.message });
  }
}

interface UvIndex {
  url: string;
  explicit: boolean;
  default: boolean;
}

type UvSource = Record<string, unknown>;

/** One package's uv sources, sorted once by what they apply to, each with its place in the list. */
interface UvSources {
  /** No `extra` and no `group`: every dependency. */
  all: [number, UvSource][];
  byExtra: Map<unknown, [number, UvSource][]>;
  byGroup: Map<unknown, [number, UvSource][]>;
}

function uvSources(list: UvSource[]): UvSources {
  const out: UvSources = { all: [], byExtra: new Map(), byGroup: new Map() };
  const add = (m: Map<unknown, [number, UvSource][]>, k: unknown, e: [number, UvSource]) => {
    const l = m.get(k);
    if (l) l.push(e);
    else m.set(k, [e]);
  };
  list.forEach((s, i) => {
    if (s.extra === undefined && s.group === undefined) out.all.push([i, s]);
    else if (s.group === undefined) add(out.byExtra, s.extra, [i, s]);
    else if (s.extra === undefined) add(out.byGroup, s.group, [i, s]);
    // Both an extra and a group: no dependency is in both, so the source applies to none.
  });
  return out;
}

/**
 * The sources that apply to a PEP 621 / 735 pin, in the order written: a lookup by its extra or
 * group rather than a pass over all of the package's sources for every pin.
 */
function sourcesFor(srcs: UvSources | undefined, pin: Pin<string>): UvSource[] {
  if (!srcs) return [];
  const byGroup = pin.origin === 'pep621' ? srcs.byExtra : srcs.byGroup;
  const own = pin.group === undefined ? [] : (byGroup.get(pin.group) ?? []);
  const out: UvSource[] = [];
  let a = 0;
  let b = 0;
  while (a < srcs.all.length || b < own.length) {
    const takeAll = b >= own.length || (a < srcs.all.length && srcs.all[a]![0] < own[b]![0]);
    out.push(takeAll ? srcs.all[a++]![1] : own[b++]![1]);
  }
  return out;
}

/** `[tool.uv] conflicts` and `default-groups`: which alternatives uv never combines, which it installs by default. */
function readUvAlternatives(ctx: Ctx, uv: Record<string, unknown>): void {
  const alt = ctx.out.alternatives;
  if (Array.isArray(uv['default-groups'])) alt.defaultGroups = strings(uv['default-groups']);
  if (!Array.isArray(uv.conflicts)) return;
  const location = { file: ctx.file, ...locateKeyInTable(ctx.layout, ['tool', 'uv'], 'conflicts') };
  for (const set of uv.conflicts) {
    if (!Array.isArray(set)) continue;
    const items = set
      .filter(isRecord)
      .flatMap((i): { kind: 'extra' | 'group'; name: string }[] =>
        typeof i.extra === 'string'
          ? [{ kind: 'extra', name: i.extra }]
          : typeof i.group === 'string'
            ? [{ kind: 'group', name: i.group }]
            : [],
      );
    if (items.length > 1) alt.conflicts.push({ items, location });
  }
}

function readUv(ctx: Ctx, uv: Record<string, unknown>): void {
  readUvAlternatives(ctx, uv);
  const indexes = new Map<string, UvIndex>();
  const order: UvIndex[] = [];
  if (Array.isArray(uv.index)) {
    uv.index.forEach((ix, i) => {
      if (!isRecord(ix) || typeof ix.url !== 'string') return;
      const entry = { url: ix.url, explicit: ix.explicit === true, default: ix.default === true };
      if (typeof ix.name === 'string') indexes.set(ix.name, entry);
      order.push(entry);
      const decl: IndexDecl = {
        url: ix.url,
        role: 'uv-index',
        ...(typeof ix.name === 'string' ? { name: ix.name } : {}),
        explicit: entry.explicit,
        location: { file: ctx.file, ...locateKeyInTable(ctx.layout, ['tool', 'uv', 'index'], 'url', i) },
      };
      ctx.out.indexes.push(decl);
    });
  }
  // uv asks its indexes in order and takes the first that has the package ("first-index").
  const implicit = order.find((i) => !i.explicit && !i.default) ?? order.find((i) => i.default);
  const sources = isRecord(uv.sources) ? uv.sources : {};
  const byPackage = new Map<string, UvSources>();
  for (const [name, value] of Object.entries(sources)) {
    const list = (Array.isArray(value) ? value : [value]).filter(isRecord);
    byPackage.set(normalizeName(name), uvSources(list));
  }
  const apply = <P extends Pin<string>>(pins: P[]) =>
    pins.flatMap((pin) => uvPins(ctx, pin, byPackage, indexes, implicit));
  ctx.out.pins = apply(ctx.out.pins);
  ctx.out.others = apply(ctx.out.others);
}

/** One PEP 621 / 735 pin as uv installs it: once per source that applies (each with its marker and index). */
function uvPins<P extends Pin<string>>(
  ctx: Ctx,
  pin: P,
  byPackage: Map<string, UvSources>,
  indexes: Map<string, UvIndex>,
  implicit: UvIndex | undefined,
): P[] {
  if (pin.origin !== 'pep621' && pin.origin !== 'pep735') return [pin];
  const list = sourcesFor(byPackage.get(pin.package), pin);
  if (list.length === 0) return [implicit && !pin.indexUrl ? { ...pin, indexUrl: implicit.url, origin: 'uv' } : pin];
  const result: P[] = [];
  for (const s of list) {
    const marker =
      typeof s.marker === 'string'
        ? at(
            ctx.file,
            pin.location.line,
            pin.location.column,
            () => (parseMarker(s.marker as string), s.marker as string),
          )
        : undefined;
    const named = typeof s.index === 'string' ? s.index : undefined;
    const ix = named ? indexes.get(named) : undefined;
    const notes =
      named && !ix && named.toLowerCase() !== 'pypi'
        ? [`uv index ${JSON.stringify(named)} is not declared in [[tool.uv.index]]`]
        : [];
    // The source's marker says where this source applies; the requirement's own marker is kept apart.
    const split: P = { ...pin, origin: 'uv', ...(marker ? { sourceMarker: marker } : {}) };
    if (ix) split.indexUrl = ix.url;
    else delete split.indexUrl;
    if (typeof s.url === 'string') {
      const req = parseRequirement(`${pin.package} @ ${s.url}`);
      if (req?.wheel) {
        split.wheel = req.wheel;
        split.specifier = req.specifier;
        if (req.local) split.local = req.local;
      } else split.url = s.url;
    }
    if (notes.length) split.notes = [...(pin.notes ?? []), ...notes];
    result.push(split);
  }
  // Every source has a marker: where none holds, uv takes the package from its default index.
  const markers = list.map((s) => (typeof s.marker === 'string' ? s.marker : undefined));
  if (markers.every((m) => m !== undefined))
    result.push(
      implicit && !pin.indexUrl
        ? { ...pin, indexUrl: implicit.url, origin: 'uv', sourceElse: markers }
        : { ...pin, sourceElse: markers },
    );
  return result;
}

function readDynamic(ctx: Ctx, setuptools: Record<string, unknown>): void {
  const dynamic = setuptools.dynamic;
  if (!isRecord(dynamic)) return;
  const add = (spec: unknown, key: string) => {
    if (!isRecord(spec)) return;
    const files = typeof spec.file === 'string' ? [spec.file] : strings(spec.file);
    for (const f of files) {
      const lit = locateString(ctx.layout, ['tool', 'setuptools', 'dynamic'], f, ctx.used, key);
      ctx.out.includes.push({ path: f, kind: 'requirement', line: lit?.line ?? 1, column: lit?.column ?? 1 });
    }
  };
  add(dynamic.dependencies, 'dependencies');
  if (isRecord(dynamic['optional-dependencies']))
    for (const v of Object.values(dynamic['optional-dependencies'])) add(v, 'optional-dependencies');
}

export function readPyproject(text: string, file: string): FileResult {
  const data = parseToml(text, file);
  const tool = isRecord(data.tool) ? data.tool : {};
  const named = (t: unknown) => (isRecord(t) && typeof t.name === 'string' ? t.name : undefined);
  const project = named(data.project) ?? named(tool.poetry);
  const ctx: Ctx = {
    file,
    layout: tomlLayout(text),
    used: new Set(),
    out: emptyResult(),
    edges: [],
    ...(project ? { project } : {}),
  };
  if (isRecord(data.project)) readProject(ctx, data.project);
  readGroups(ctx, data['dependency-groups']);
  if (isRecord(tool.poetry)) readPoetry(ctx, tool.poetry);
  if (isRecord(tool.uv)) readUv(ctx, tool.uv);
  // After uv's sources are applied: an included extra's torch keeps the index its source names.
  ctx.out.pins = followIncludes(ctx.out.pins, ctx.edges, ctx.out.alternatives, file);
  if (isRecord(tool.setuptools)) readDynamic(ctx, tool.setuptools);
  if (isRecord(tool.pixi)) readPixi(tool.pixi, ['tool', 'pixi'], file, ctx.layout, ctx.out);
  return ctx.out;
}
