/**
 * conda environment files: `dependencies` holds match specs (`pytorch::pytorch=2.0.0`,
 * `pytorch-cuda=12.1`, `pytorch 2.0.*`, `pytorch>=2.0,<2.2=py3.10_cuda*`) and a `pip:` list whose
 * lines are requirements-file lines.
 */
import { isMap, isScalar, isSeq, type LineCounter, type Node } from 'yaml';
import { parseUserYaml } from '../../text/yaml.js';
import { InputError } from '../../core/errors.js';
import { condaToPep440 } from '../convert.js';
import { at, emptyResult, type FileResult } from '../file-result.js';
import { channelName, condaCudaVariant, condaPackage } from './names.js';
import { parseRequirementsText } from '../requirements/requirements-txt.js';
import { otherPinFrom } from '../file-result.js';

export interface MatchSpec {
  channel?: string;
  name: string;
  /** The version part in conda syntax ('' = any). */
  version: string;
  /** The build string or glob after the version (`py3.10_cuda11.8*`), when written. */
  build?: string;
}

/** Splits a conda match spec into channel, name, version and build string. */
function parseMatchSpec(spec: string): MatchSpec | undefined {
  let s = spec.trim();
  let channel: string | undefined;
  const ch = /^([^:\s]+)::/.exec(s);
  if (ch) {
    channel = ch[1]!.split('/').pop();
    s = s.slice(ch[0].length);
  }
  const m = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)(.*)$/.exec(s);
  if (!m) return undefined;
  const name = m[1]!;
  let rest = m[2]!.trim();
  let build: string | undefined;
  // Bracket form: pytorch[version='>=2.0', build='*cuda*']
  const br = /^\[(.*)\]$/.exec(rest);
  if (br) {
    build = /build\s*=\s*['"]?([^'",\]]+)['"]?/.exec(br[1]!)?.[1];
    rest = /version\s*=\s*['"]?([^'",\]]+(?:,[^'",\]]+)*)['"]?/.exec(br[1]!)?.[1] ?? '';
  } else if (/^\s*\S+\s+\S+/.test(rest) && !/^[=<>!~]/.test(rest)) {
    [rest, build] = rest.split(/\s+/) as [string, string]; // `2.0.* py310*` → version, build
  } else {
    // `=2.0.0=build`, `==2.0.0=build`, `>=2.0,<2.2=build`: a `=` that starts no operator starts the build.
    for (let i = 1; i < rest.length; i++) {
      if (rest[i] === '=' && !'<>=!~'.includes(rest[i - 1]!) && rest[i + 1] !== '=') {
        build = rest.slice(i + 1).trim() || undefined;
        rest = rest.slice(0, i);
        break;
      }
    }
  }
  return { ...(channel ? { channel } : {}), name, version: rest.trim(), ...(build ? { build } : {}) };
}

function pos(node: Node | undefined, lc: LineCounter): { line: number; column: number } {
  const offset = node?.range?.[0] ?? 0;
  const p = lc.linePos(offset);
  return { line: p.line, column: p.col };
}

export function readCondaEnv(text: string, file: string): FileResult {
  const { doc, lines: lc } = parseUserYaml(text, file, { uniqueKeys: false });
  const out = emptyResult();
  const root = doc.contents;
  if (root === null || root === undefined) return out;
  if (!isMap(root)) throw new InputError(`${file}:1:1: expected a conda environment (a mapping with dependencies:)`);
  const channels = root.get('channels', true);
  if (isSeq(channels))
    out.channels = channels.items
      .filter((c) => isScalar(c) && typeof c.value === 'string')
      .map((c) => channelName(String((c as { value: unknown }).value)));
  const deps = root.get('dependencies', true);
  if (deps === undefined || deps === null) return out;
  if (!isSeq(deps)) throw new InputError(`${file}:${pos(deps, lc).line}: dependencies: expected a list`);
  for (const item of deps.items) {
    if (isScalar(item) && typeof item.value === 'string') {
      const where = pos(item, lc);
      const ms = parseMatchSpec(item.value);
      if (!ms) continue;
      // The environment's own Python: conda installs it, so it is not a requires-python of pip's.
      if (ms.name === 'python') {
        if (!out.envPython && ms.version)
          out.envPython = {
            specifier: at(file, where.line, where.column, () => condaToPep440(ms.version)),
            location: { file, ...where },
          };
        continue;
      }
      const named = condaPackage(ms.name);
      if (!named) continue;
      const pkg = named.package;
      const specifier = at(file, where.line, where.column, () => condaToPep440(ms.version));
      const local = pkg === 'pytorch-cuda' ? condaCudaVariant(ms.version) : undefined;
      const build = ms.build ?? named.build;
      out.pins.push({
        package: pkg,
        specifier,
        ...(local ? { local } : {}),
        ...(build ? { build } : {}),
        ...(ms.channel ? { channel: channelName(ms.channel) } : {}),
        origin: 'conda',
        route: 'conda',
        location: { file, ...where },
      });
    } else if (isMap(item)) {
      const pip = item.get('pip', true);
      if (!isSeq(pip)) continue;
      readPipSection(pip.items as Node[], file, lc, out);
    }
  }
  return out;
}

/** Each `pip:` entry is one requirements-file line; options there apply to the whole list. */
function readPipSection(items: Node[], file: string, lc: LineCounter, out: FileResult): void {
  const lines = items.filter((i) => isScalar(i) && typeof i.value === 'string');
  const opts: { index?: string; extras: string[] } = { extras: [] };
  const pins: FileResult['pins'] = [];
  const others: FileResult['others'] = [];
  for (const item of lines) {
    const where = pos(item, lc);
    const parsed = parseRequirementsText(String((item as { value: unknown }).value), file);
    for (const o of parsed.options) {
      const location = { file, line: where.line, column: where.column + o.column - 1 };
      if (o.role === 'index-url' && o.value) {
        opts.index = o.value;
        out.indexes.push({ url: o.value, role: 'index-url', location });
      } else if ((o.role === 'extra-index-url' || o.role === 'find-links') && o.value) {
        opts.extras.push(o.value);
        out.indexes.push({ url: o.value, role: o.role, location });
      } else if ((o.role === 'requirement' || o.role === 'constraint') && o.value) {
        out.includes.push({ path: o.value, kind: o.role, line: location.line, column: location.column });
      }
    }
    for (const o of parsed.others)
      others.push(
        otherPinFrom(
          o.read,
          'requirements',
          { file, line: where.line, column: where.column + o.column - 1 },
          { group: 'pip' },
        ),
      );
    for (const e of parsed.entries) {
      pins.push({
        package: e.req.package,
        specifier: e.req.specifier,
        ...(e.req.local ? { local: e.req.local } : {}),
        ...(e.req.marker ? { marker: e.req.marker } : {}),
        ...(e.req.wheel ? { wheel: e.req.wheel } : {}),
        origin: 'requirements',
        route: 'conda',
        group: 'pip',
        location: { file, line: where.line, column: where.column + e.column - 1 },
      });
    }
  }
  for (const p of [...pins, ...others]) {
    if (opts.index) p.indexUrl = opts.index;
    if (opts.extras.length) p.extraIndexUrls = [...opts.extras];
  }
  out.pins.push(...pins);
  out.others.push(...others);
}
