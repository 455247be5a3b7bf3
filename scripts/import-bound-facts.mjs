// Converts a collection of facts about packages bound to torch (bound-facts.json: per package and
// release, the torch its metadata requires, where its wheels are, what a source build needs, each
// with its source and confidence) into rules/bound/<package>.yaml and rules/bound/dependents.yaml.
// What cannot be converted mechanically (prose where a list was expected, a source no one can open)
// is left out and listed, never guessed. The written rules must compile, or nothing stays written.
//
//   node scripts/import-bound-facts.mjs FILE            convert FILE, write rules/bound/, print what was left out
//   node scripts/import-bound-facts.mjs FILE --check    exit 1 when rules/bound/ differs from what FILE converts to
//
// Exit: 0 written (or no difference), 1 differences (--check), 2 a file that cannot be read or rules that do not compile.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readRuleFiles } from './rules-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const fail = (msg) => {
  console.error(`import-bound-facts: ${msg}`);
  process.exit(2);
};
if (!file) fail('give the facts file: node scripts/import-bound-facts.mjs bound-facts.json');

mkdirSync(join(root, '.tmp'), { recursive: true });
const tool = join(root, '.tmp/import-bound-facts.mjs');
await build({
  stdin: {
    contents:
      "export { compileRules } from './src/catalog/compile.ts'; export { isOpenableSource } from './src/catalog/audit.ts'; export { PLATFORMS } from './src/platform/platform.ts'; export { VARIANT_PATTERN } from './src/platform/variant.ts'; export { compareVersions } from './src/packaging/pep440.ts'; export { stringify } from 'yaml';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: tool,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);" },
});
const { compileRules, isOpenableSource, PLATFORMS, VARIANT_PATTERN, compareVersions, stringify } = await import(
  pathToFileURL(tool).href
);

let facts;
try {
  facts = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  fail(`${file}: ${err.message}`);
}
if (!facts || typeof facts.packages !== 'object') fail(`${file}: no "packages" object`);

const left = [];
const leave = (where, what) => left.push(`${where}: ${what}`);
const norm = (n) => n.toLowerCase().replace(/[-_.]+/g, '-');

// The catalog's torch patches: a triton release required by several torch patches admits exactly those.
const catalog = compileRules(readRuleFiles(root).filter((f) => !f.path.startsWith('rules/bound/')));
const torchPatches = catalog.releases.flatMap((r) => r.patches.map((p) => p.version)).sort(compareVersions);

/** A source anyone can open: as written, else its first openable reference with the rest as a note. */
function source(text) {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  const t = text.trim().replace(/\s+\+\s+/g, '; ');
  if (isOpenableSource(t)) return t;
  const ref = /https?:\/\/[^\s),;]+|[\w.-]+\/[\w.-]+(#\d+\b|\s+[^\s@]+@[\w./-]+)/.exec(t)?.[0];
  if (!ref) return undefined;
  const note = t.replace(ref, '').replace(/[()]/g, ' ').replace(/\s+/g, ' ').replace(/^[\s,;:]+|[\s,;:]+$/g, '');
  const out = note ? `${ref} (${note})` : ref;
  return isOpenableSource(out) ? out : undefined;
}

const sources = (...xs) => {
  const ok = xs.flat().map(source).filter(Boolean);
  return ok.length ? [...new Set(ok)].join('; ') : undefined;
};

const SPEC = /^\s*(===|==|!=|<=|>=|~=|<|>)\s*[0-9][0-9a-z.*+]*(\s*,\s*(===|==|!=|<=|>=|~=|<|>)\s*[0-9][0-9a-z.*+]*)*\s*$/i;
const spec = (s) => (typeof s === 'string' && SPEC.test(s) ? s.replace(/\s+/g, '') : undefined);
const leadingSpec = (s) => spec(/^\s*([<>=!~]=?\s*[\d.*]+(\s*,\s*[<>=!~]=?\s*[\d.*]+)*)/.exec(s ?? '')?.[1]);
const VERSION = /^\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `["3.8", "3.9", "3.10"]` → `>=3.8,<3.11`; `>=3.9 (cp39-abi3)` → `>=3.9`; prose → undefined. */
function python(p) {
  const list = Array.isArray(p) ? p : [p];
  if (list.length === 1 && typeof list[0] === 'string') {
    const m = /^(>=3\.\d+)(\s|$)/.exec(list[0]);
    if (m) return m[1];
    if (/^UNCERTAIN/.test(list[0])) return { uncertain: '>=3.7' };
    const span = /^3\.(\d+)-3\.(\d+) \(UNCERTAIN\)$/.exec(list[0]);
    if (span) return { uncertain: `>=3.${span[1]},<3.${Number(span[2]) + 1}` };
  }
  if (!list.every((x) => typeof x === 'string' && /^3\.\d+$/.test(x))) return undefined;
  const minors = list.map((x) => Number(x.split('.')[1])).sort((a, b) => a - b);
  const lo = minors[0];
  const hi = minors.at(-1);
  const gaps = [];
  for (let m = lo; m <= hi; m++) if (!minors.includes(m)) gaps.push(`!=3.${m}.*`);
  return [`>=3.${lo}`, `<3.${hi + 1}`, ...gaps].join(',');
}

const platformsOf = (p) => {
  const list = (Array.isArray(p) ? p : [p]).filter((x) => typeof x === 'string');
  if (list.includes('any')) return [...PLATFORMS];
  return [...new Set(list.map((x) => x.split(' ')[0]).filter((x) => PLATFORMS.includes(x) && list.includes(x)))];
};

/** Variants pip's torch builds are named by; flash-attn's `cu12.2.0` are CUDA majors instead. */
function variantsOf(v) {
  const list = (Array.isArray(v) ? v : []).filter((x) => typeof x === 'string');
  const variants = [...new Set(list.filter((x) => VARIANT_PATTERN.test(x)))];
  const cuda = [...new Set(list.map((x) => /^cu(\d{2})\.\d+(\.\d+)?$/.exec(x)?.[1]).filter(Boolean))];
  return { ...(variants.length ? { variants } : {}), ...(cuda.length ? { cuda } : {}) };
}

const minorSpec = (v) => (/^\d+\.\d+(\.\d+)?$/.test(v) ? `==${v.split('.').slice(0, 2).join('.')}.*` : undefined);

/** One facts wheel set → rule wheel sets (one per torch it is built for); [] when it cannot be read. */
function wheelSets(w, where, { fetched, torch: torchOf } = {}) {
  if (!w || typeof w !== 'object') return [];
  const index = w.index === 'pypi' ? 'pypi' : typeof w.index === 'string' && /^https?:\/\/[^\s<>]+$/.test(w.index) ? w.index : undefined;
  // A page per torch version (`torch-{torch}+{variant}.html`): one set per torch the facts list.
  if (index?.includes('{torch}') && Array.isArray(w.torch) && w.torch.every((t) => /^\d+\.\d+\.\d+$/.test(t)))
    return w.torch.flatMap((t) =>
      wheelSets({ ...w, index: index.replace('{torch}', t), torch: undefined }, where, { fetched, torch: [t] }),
    );
  if (!index || index.includes('{torch}')) {
    leave(where, `wheels on ${JSON.stringify(w.index)}: not an index or page URL`);
    return [];
  }
  const py = python(w.python);
  const platforms = platformsOf(w.platforms);
  const src = sources(w.source);
  if (!py || !platforms.length || !src) {
    leave(where, `wheels on ${index}: ${!py ? `python ${JSON.stringify(w.python)}` : !platforms.length ? `platforms ${JSON.stringify(w.platforms)}` : 'no openable source'} cannot be read`);
    return [];
  }
  const uncertain = typeof py === 'object' || w.confidence === 'uncertain';
  const base = {
    python: typeof py === 'object' ? py.uncertain : py,
    platforms,
    ...variantsOf(w.variants),
    index,
    ...(fetched ? { fetchedBy: 'setup.py' } : {}),
    source: typeof py === 'object' ? `${src} (the Pythons of its wheels are not listed there)` : src,
    ...(uncertain ? { confidence: 'uncertain' } : {}),
  };
  if (index.includes('{variant}') && !base.variants) {
    leave(where, `wheels on ${index}: no variant to stand for {variant}`);
    return [];
  }
  const torches = torchOf ?? [...(Array.isArray(w.torchMinors) ? w.torchMinors : []), ...(typeof w.torchMinor === 'string' ? [w.torchMinor] : []), ...(Array.isArray(w.torch) ? w.torch : [])];
  if (!torches.length) return [base];
  return [...new Set(torches.map(minorSpec).filter(Boolean))].map((torch) => ({ ...base, torch }));
}

/**
 * Wheel sets that differ only in the torch minor they are built for, for consecutive minors
 * (flash-attn's assets for torch 2.6 to 2.9), as one set: `>=2.6,<2.10`. Nothing else changes.
 */
function mergeMinors(sets) {
  const groups = new Map();
  const out = [];
  for (const w of sets) {
    const minor = /^==(\d+)\.(\d+)\.\*$/.exec(w.torch ?? '');
    if (!minor) {
      out.push(w);
      continue;
    }
    const { torch, ...rest } = w;
    const key = JSON.stringify(rest);
    const g = groups.get(key) ?? { rest, minors: [] };
    g.minors.push([Number(minor[1]), Number(minor[2])]);
    groups.set(key, g);
  }
  for (const { rest, minors } of groups.values()) {
    const sorted = minors.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let run = [sorted[0]];
    const flush = () => {
      const [lo, hi] = [run[0], run.at(-1)];
      out.push({ ...rest, torch: run.length === 1 ? `==${lo[0]}.${lo[1]}.*` : `>=${lo[0]}.${lo[1]},<${hi[0]}.${hi[1] + 1}` });
    };
    for (const m of sorted.slice(1)) {
      const last = run.at(-1);
      if (m[0] === last[0] && m[1] === last[1] + 1) run.push(m);
      else {
        flush();
        run = [m];
      }
    }
    flush();
  }
  return out;
}

const NEEDS = [
  ['nvcc', /nvcc|CUDA toolkit/i],
  ['rocm', /\bROCm\b/],
  ['compiler', /compiler|cmake|ninja|bazel/i],
  ['torch-at-build', /torch (importable )?at build|torch importable|torch at build|exact torch .* at build/i],
  ['no-build-isolation', /no-build-isolation/],
];

function sourceBuild(b, where) {
  if (!b || !Array.isArray(b.needs)) return undefined;
  const needs = NEEDS.filter(([, re]) => b.needs.some((n) => re.test(n))).map(([k]) => k);
  const src = sources(b.source);
  if (!needs.length || !src) {
    leave(where, 'buildFromSource: nothing it names maps to a need, or no openable source');
    return undefined;
  }
  return { needs, source: src };
}

/** The torch patches in [lo, hi] that are not in `set`: a union of exact pins as one specifier. */
function unionOfExact(versions) {
  const sorted = [...new Set(versions)].sort(compareVersions);
  if (sorted.length === 1) return `==${sorted[0]}`;
  const lo = sorted[0];
  const hi = sorted.at(-1);
  const gaps = torchPatches.filter((v) => compareVersions(v, lo) > 0 && compareVersions(v, hi) < 0 && !sorted.includes(v));
  return [`>=${lo}`, `<=${hi}`, ...gaps.map((g) => `!=${g}`)].join(',');
}

/**
 * The releases, newest first, and whether any was left out (then the list is partial: a version
 * it lacks is not judged). One version listed for several torch patches (triton, which torch pins)
 * admits the union of those patches; a listing without a source of its own joins that union only
 * beside one that has a source, and makes it uncertain.
 */
function releases(name, pkg, fetched) {
  const byVersion = new Map();
  let partial = false;
  for (const r of pkg.releases ?? []) {
    const where = `${name} ${r.version}`;
    if (typeof r.version !== 'string' || !VERSION.test(r.version)) {
      leave(where, 'not a PEP 440 release version');
      partial = true;
      continue;
    }
    // A package that pins torch per release with none read for this one: unknown, not "any torch".
    if ((r.torch === null || r.torch === undefined) && pkg.kind === 'exact') {
      leave(where, 'no torch requirement was read for a package that pins torch per release');
      partial = true;
      continue;
    }
    const torch = r.torch === null || r.torch === undefined ? '' : spec(r.torch);
    if (torch === undefined) {
      leave(where, `torch requirement ${JSON.stringify(r.torch)} is not a PEP 440 specifier`);
      partial = true;
      continue;
    }
    const src = sources(r.torchSource, r.evidence ?? [], r.runtimeTorch ? [r.runtimeSource ?? '', r.runtimeSourceAlso ?? ''] : []);
    const runs = r.runtimeTorch ? leadingSpec(r.runtimeTorch) : undefined;
    if (r.runtimeTorch && !runs) leave(where, `runtimeTorch ${JSON.stringify(r.runtimeTorch)} is not a specifier`);
    const wheels = src ? mergeMinors((Array.isArray(r.wheels) ? r.wheels : []).flatMap((w) => wheelSets(w, where, { fetched }))) : [];
    const list = byVersion.get(r.version) ?? [];
    list.push({
      torch,
      raw: r.torch,
      src,
      entry: {
        version: r.version,
        torch,
        ...(runs ? { runs } : {}),
        ...(typeof r.released === 'string' && DATE.test(r.released) ? { released: r.released } : {}),
        ...(wheels.length ? { wheels } : {}),
        ...(src ? { source: src } : {}),
        ...(r.confidence === 'uncertain' ? { confidence: 'uncertain' } : {}),
      },
    });
    byVersion.set(r.version, list);
  }
  const out = [];
  for (const [version, list] of byVersion) {
    const sourced = list.filter((l) => l.src);
    if (!sourced.length) {
      leave(`${name} ${version}`, 'no openable source for its torch requirement');
      partial = true;
      continue;
    }
    const entry = { ...sourced[0].entry };
    if (list.length > 1) {
      const exact = list.map((l) => /^==(\d+\.\d+\.\d+)$/.exec(l.raw ?? '')?.[1]);
      if (exact.some((v) => !v)) {
        leave(`${name} ${version}`, 'listed several times with requirements that are not exact pins');
        partial = true;
        continue;
      }
      entry.torch = unionOfExact(exact);
      entry.source = [...new Set(sourced.map((l) => l.src))].join('; ');
      if (list.some((l) => !l.src || l.entry.confidence)) entry.confidence = 'uncertain';
    }
    out.push(entry);
  }
  return { list: out.sort((a, b) => compareVersions(b.version, a.version)), partial };
}

/** `triton==3.2.0; platform_system == "Linux" and platform_machine == "x86_64"` → linux-x64. */
function requiredOn(pkg) {
  const markers = (pkg.releases ?? []).map((r) => r.requirementInTorch ?? '').filter(Boolean);
  if (!markers.length) return undefined;
  const linuxX64 = markers.every((m) => /platform_system\s*==\s*"Linux"/.test(m) && /platform_machine\s*==\s*"x86_64"/.test(m));
  return linuxX64 ? ['linux-x64'] : undefined;
}

function convert(name, pkg) {
  const fetched = pkg.kind === 'release-assets';
  const { list: rels, partial } = releases(name, pkg, fetched);
  if (!rels.length) {
    leave(name, 'no release could be converted');
    return undefined;
  }
  const newest = [...(pkg.releases ?? [])].reverse().find((r) => r.buildFromSource);
  const build = newest ? sourceBuild(newest.buildFromSource, name) : undefined;
  const wheels = mergeMinors(
    (pkg.torchBuilds ?? []).flatMap((tb) =>
      (tb.wheels ?? []).flatMap((w) => wheelSets(w, `${name} torch ${tb.torch}`, { torch: [tb.torch] })),
    ),
  );
  const homepage = source(pkg.homepage);
  if (!homepage) {
    leave(name, 'no openable homepage');
    return undefined;
  }
  const on = requiredOn(pkg);
  const skipped = (pkg.releases ?? []).some((r) => /kernels/i.test(r.runtimeTorch ?? ''));
  // No torch requirement, no narrower loading range and no wheels built per torch: nothing binds it to torch.
  const binds = rels.some((r) => r.torch || r.runs || r.wheels?.some((w) => w.torch)) || wheels.some((w) => w.torch);
  if (!binds) {
    leave(name, 'declares no torch requirement and has no wheels built per torch: nothing to judge');
    return undefined;
  }
  return {
    package: name,
    ...(pkg.partial || partial ? { partial: true } : {}),
    ...(on ? { requiredOn: on } : {}),
    ...(skipped ? { mismatch: 'kernels-skipped' } : {}),
    ...(typeof facts.asOf === 'string' && DATE.test(facts.asOf) ? { asOf: facts.asOf } : {}),
    ...(build ? { sourceBuild: build } : {}),
    ...(wheels.length ? { wheels } : {}),
    releases: rels,
    source: homepage,
  };
}

const out = new Map();
for (const [raw, pkg] of Object.entries(facts.packages)) {
  const name = norm(raw);
  const doc = convert(name, pkg);
  if (doc) out.set(`rules/bound/${name}.yaml`, doc);
}
const dependents = [];
for (const u of facts.unjudged ?? []) {
  const src = sources(u.source);
  const names = String(u.name ?? '')
    .split('/')
    .map((n) => norm(n.trim()))
    .filter((n) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(n) && !out.has(`rules/bound/${n}.yaml`));
  if (!src || !names.length) {
    leave(`unjudged ${u.name}`, 'no openable source');
    continue;
  }
  for (const n of names) dependents.push({ package: n, source: src });
}

const header = (what) =>
  `# yaml-language-server: $schema=../${what}\n# Written by scripts/import-bound-facts.mjs from ${file.split('/').pop()} (asOf ${facts.asOf ?? '?'}); edit the facts and run it again.\n`;
// Every value quoted: a version such as 1.0 must stay text, not become a number.
const YAML_STYLE = { lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN', aliasDuplicateObjects: false };
const texts = new Map();
for (const [path, doc] of out) texts.set(path, header('bound.schema.json') + stringify(doc, YAML_STYLE));
if (dependents.length)
  texts.set(
    'rules/bound/dependents.yaml',
    header('schema.json') + stringify({ dependents: dependents.sort((a, b) => a.package.localeCompare(b.package)) }, YAML_STYLE),
  );

const dir = join(root, 'rules/bound');
// Only the files this script wrote are its own (catalog:refresh --bound writes *.refresh.yaml beside them).
const before = existsSync(dir)
  ? readdirSync(dir).filter((f) => f.endsWith('.yaml') && readFileSync(join(dir, f), 'utf8').includes('Written by scripts/import-bound-facts.mjs'))
  : [];
if (args.includes('--check')) {
  const differs = [...texts].filter(([p, t]) => !existsSync(join(root, p)) || readFileSync(join(root, p), 'utf8') !== t);
  const stale = before.filter((f) => !texts.has(`rules/bound/${f}`));
  for (const [p] of differs) console.log(`differs: ${p}`);
  for (const f of stale) console.log(`not in the facts: rules/bound/${f}`);
  process.exit(differs.length || stale.length ? 1 : 0);
}
const saved = new Map(before.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
mkdirSync(dir, { recursive: true });
for (const f of before) rmSync(join(dir, f));
for (const [p, t] of texts) writeFileSync(join(root, p), t);
try {
  compileRules(readRuleFiles(root));
} catch (err) {
  // Nothing half-written stays: the previous rules/bound/ comes back.
  for (const p of texts.keys()) rmSync(join(root, p), { force: true });
  for (const [f, t] of saved) writeFileSync(join(dir, f), t);
  fail(`the converted rules do not compile: ${err.message}`);
}
console.log(`Wrote ${texts.size} files to rules/bound/ (${out.size} packages, ${dependents.length} dependents).`);
if (left.length) console.log(`Left out (${left.length}):\n${left.map((l) => `  ${l}`).join('\n')}`);
