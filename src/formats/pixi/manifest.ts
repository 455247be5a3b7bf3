/**
 * pixi manifests (`pixi.toml`, or `[tool.pixi]` in pyproject.toml): PyPI dependencies (PEP 440,
 * optionally with their own `index`), conda dependencies (conda version syntax), per feature and
 * per target platform.
 */
import { condaToPep440 } from '../convert.js';
import { at, emptyResult, isRecord, type FileResult } from '../file-result.js';
import { normalizeSpecifier } from '../../packaging/requirement.js';
import { normalizeName, pipFamily } from '../../packaging/names.js';
import { InputError } from '../../core/errors.js';
import { parseToml } from '../toml.js';
import { locateKeyInTable, tomlLayout, type TomlLayout } from '../toml-layout.js';
import type { Pin } from '../pin.js';
import { channelName, condaCudaVariant, condaPackage } from '../conda/names.js';

/** pixi platform / selector → PEP 508 marker, so target tables apply only where they should. */
const TARGET_MARKERS: Record<string, string> = {
  'linux-64': `sys_platform == "linux" and platform_machine == "x86_64"`,
  'linux-aarch64': `sys_platform == "linux" and platform_machine == "aarch64"`,
  'osx-64': `sys_platform == "darwin" and platform_machine == "x86_64"`,
  'osx-arm64': `sys_platform == "darwin" and platform_machine == "arm64"`,
  'win-64': `sys_platform == "win32" and platform_machine == "AMD64"`,
  'win-arm64': `sys_platform == "win32" and platform_machine == "ARM64"`,
  linux: `sys_platform == "linux"`,
  osx: `sys_platform == "darwin"`,
  win: `sys_platform == "win32"`,
  unix: `os_name == "posix"`,
};

interface Scope {
  path: string[];
  group?: string;
  marker?: string;
}

function scopes(root: Record<string, unknown>, prefix: string[]): Scope[] {
  const out: Scope[] = [{ path: prefix }];
  const targets = (base: Scope, obj: unknown) => {
    if (!isRecord(obj)) return;
    for (const t of Object.keys(obj)) {
      const marker = TARGET_MARKERS[t];
      out.push({
        path: [...base.path, 'target', t],
        ...(base.group ? { group: base.group } : {}),
        ...(marker ? { marker } : {}),
      });
    }
  };
  targets(out[0]!, root.target);
  if (isRecord(root.feature)) {
    for (const [name, feat] of Object.entries(root.feature)) {
      const s: Scope = { path: [...prefix, 'feature', name], group: name };
      out.push(s);
      if (isRecord(feat)) targets(s, feat.target);
    }
  }
  return out;
}

function get(root: Record<string, unknown>, path: string[], prefixLen: number): Record<string, unknown> | undefined {
  let cur: unknown = root;
  for (const k of path.slice(prefixLen)) cur = isRecord(cur) ? cur[k] : undefined;
  return isRecord(cur) ? cur : undefined;
}

/** `[environments]`: each a list of features, or `{ features = […], no-default-feature = true }`. */
function readEnvironments(
  root: Record<string, unknown>,
  prefix: string[],
  file: string,
  layout: TomlLayout,
  out: FileResult,
): void {
  if (!isRecord(root.environments)) return;
  for (const [name, value] of Object.entries(root.environments)) {
    const t: Record<string, unknown> = isRecord(value) ? value : { features: value };
    const features = Array.isArray(t.features) ? t.features.filter((f): f is string => typeof f === 'string') : [];
    const location = { file, ...locateKeyInTable(layout, [...prefix, 'environments'], name) };
    out.alternatives.environments[name] = { features, defaultFeature: t['no-default-feature'] !== true, location };
  }
}

/** The workspace's `channels` (`[workspace]`, or the older `[project]`): names, or tables with `channel`. */
function readChannels(root: Record<string, unknown>, out: FileResult): void {
  for (const table of ['workspace', 'project']) {
    const t = root[table];
    const list = isRecord(t) && Array.isArray(t.channels) ? t.channels : undefined;
    if (!list) continue;
    out.channels = list
      .map((c) => (typeof c === 'string' ? c : isRecord(c) && typeof c.channel === 'string' ? c.channel : undefined))
      .filter((c): c is string => c !== undefined)
      .map(channelName);
    return;
  }
}

/** `platforms` of the workspace (`[workspace]`, or the older `[project]`) and of each feature. */
function readPlatforms(
  root: Record<string, unknown>,
  prefix: string[],
  file: string,
  layout: TomlLayout,
  out: FileResult,
): void {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);
  const found: Record<string, { platforms: string[]; location: { file: string; line: number; column: number } }> = {};
  for (const table of ['workspace', 'project']) {
    const t = root[table];
    const platforms = isRecord(t) ? list(t.platforms) : undefined;
    if (platforms && found[''] === undefined)
      found[''] = { platforms, location: { file, ...locateKeyInTable(layout, [...prefix, table], 'platforms') } };
  }
  if (isRecord(root.feature))
    for (const [name, feat] of Object.entries(root.feature)) {
      const platforms = isRecord(feat) ? list(feat.platforms) : undefined;
      if (platforms)
        found[name] = {
          platforms,
          location: { file, ...locateKeyInTable(layout, [...prefix, 'feature', name], 'platforms') },
        };
    }
  if (Object.keys(found).length) out.alternatives.pixiPlatforms = found;
}

export function readPixi(
  root: Record<string, unknown>,
  prefix: string[],
  file: string,
  layout: TomlLayout,
  out: FileResult,
): void {
  readEnvironments(root, prefix, file, layout, out);
  readPlatforms(root, prefix, file, layout, out);
  readChannels(root, out);
  const options = isRecord(root['pypi-options']) ? root['pypi-options'] : undefined;
  const defaultIndex = typeof options?.['index-url'] === 'string' ? options['index-url'] : undefined;
  const extraIndexes = Array.isArray(options?.['extra-index-urls'])
    ? options['extra-index-urls'].filter((u): u is string => typeof u === 'string')
    : [];
  if (options) {
    const loc = locateKeyInTable(layout, [...prefix, 'pypi-options'], 'index-url');
    if (defaultIndex) out.indexes.push({ url: defaultIndex, role: 'pixi-index', location: { file, ...loc } });
    for (const u of extraIndexes)
      out.indexes.push({
        url: u,
        role: 'pixi-index',
        location: { file, ...locateKeyInTable(layout, [...prefix, 'pypi-options'], 'extra-index-urls') },
      });
  }
  for (const scope of scopes(root, prefix)) {
    const base = get(root, scope.path, prefix.length);
    if (!base) continue;
    const pypi = isRecord(base['pypi-dependencies']) ? base['pypi-dependencies'] : {};
    for (const [name, value] of Object.entries(pypi)) {
      const family = pipFamily(name);
      const tablePath = [...scope.path, 'pypi-dependencies'];
      const loc = locateKeyInTable(layout, tablePath, name);
      const where = { file, ...loc };
      const read = (pkg: string): Pin<string> => {
        const t: Record<string, unknown> = isRecord(value) ? value : { version: value };
        const version = typeof t.version === 'string' ? t.version : '';
        const spec = version === '*' ? { specifier: '' } : normalizeSpecifier(version, `pixi version for ${name}`);
        const index = typeof t.index === 'string' ? t.index : defaultIndex;
        const extras = Array.isArray(t.extras) ? t.extras.filter((e): e is string => typeof e === 'string') : [];
        return {
          package: pkg,
          specifier: spec.specifier,
          ...(spec.local ? { local: spec.local } : {}),
          ...(scope.marker ? { marker: scope.marker } : {}),
          ...(index ? { indexUrl: index } : {}),
          ...(!t.index && extraIndexes.length ? { extraIndexUrls: extraIndexes } : {}),
          ...(typeof t.url === 'string' ? { url: t.url } : {}),
          ...(extras.length ? { extras } : {}),
          origin: 'pixi',
          route: 'pixi',
          ...(scope.group ? { group: scope.group, alternative: 'feature' as const } : {}),
          location: where,
        };
      };
      if (family) {
        out.pins.push(at(file, loc.line, loc.column, () => read(family) as Pin));
        continue;
      }
      // Another package: kept for the bound-package checks, its unreadable version said only if bound.
      try {
        out.others.push(read(normalizeName(name)));
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        out.others.push({
          package: normalizeName(name),
          specifier: '',
          origin: 'pixi',
          ...(scope.group ? { group: scope.group, alternative: 'feature' as const } : {}),
          location: where,
          unreadable: e.message,
        });
      }
    }
    const conda = isRecord(base.dependencies) ? base.dependencies : {};
    for (const [name, value] of Object.entries(conda)) {
      const loc = locateKeyInTable(layout, [...scope.path, 'dependencies'], name);
      const t: Record<string, unknown> = isRecord(value) ? value : { version: value };
      const version = typeof t.version === 'string' ? t.version : '';
      // A feature's own python pin (`py312 = python 3.12.*`) is the Python of the environments it is in.
      if (
        name === 'python' &&
        version &&
        scope.group !== undefined &&
        scope.path.at(-2) !== 'target' &&
        !out.alternatives.featurePythons?.[scope.group]
      ) {
        (out.alternatives.featurePythons ??= {})[scope.group] = {
          specifier: at(file, loc.line, loc.column, () => condaToPep440(version)),
          location: { file, ...loc },
        };
      }
      // The environment's own Python: pixi installs it, so it is not a requires-python of pip's.
      if (name === 'python' && version && scope.group === undefined && scope.path.at(-2) !== 'target') {
        out.envPython ??= {
          specifier: at(file, loc.line, loc.column, () => condaToPep440(version)),
          location: { file, ...loc },
        };
        continue;
      }
      if (name === 'python') continue;
      const named = condaPackage(name);
      if (!named) continue;
      const pkg = named.package;
      const specifier = at(file, loc.line, loc.column, () => condaToPep440(version));
      const local = pkg === 'pytorch-cuda' ? condaCudaVariant(version) : undefined;
      const build = typeof t.build === 'string' ? t.build : named.build;
      out.pins.push({
        package: pkg,
        specifier,
        ...(local ? { local } : {}),
        ...(build ? { build } : {}),
        ...(scope.marker ? { marker: scope.marker } : {}),
        ...(typeof t.channel === 'string' ? { channel: channelName(t.channel) } : {}),
        origin: 'conda',
        route: 'pixi',
        ...(scope.group ? { group: scope.group, alternative: 'feature' as const } : {}),
        location: { file, ...loc },
      });
    }
  }
}

/** A pixi.toml: the manifest at its top, as `[tool.pixi]` is in pyproject.toml. */
export function readPixiToml(text: string, file: string): FileResult {
  const data = parseToml(text, file);
  const out = emptyResult();
  readPixi(data, [], file, tomlLayout(text), out);
  return out;
}
