/**
 * Turns rule files (YAML or JSON text) into one validated Catalog. Used at build time for
 * rules/ and at run time for a user's `config` file; invalid input throws an InputError that
 * names the file, the line where known, and the field.
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { InputError } from '../core/errors.js';
import { parseUserYaml } from '../text/yaml.js';
import { Catalog, Release, type CatalogInput } from './schema.js';
import { BoundPackage } from './bound-schema.js';

export interface RuleFile {
  path: string;
  text: string;
}

function issuePath(path: PropertyKey[]): string {
  return path.reduce<string>(
    (acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)),
    '',
  );
}

/** Keys an error names at most: a file of 20,000 unknown keys made one line of 189 KB. */
const MAX_KEYS_SHOWN = 8;

/** The issue's message; unknown keys are listed up to MAX_KEYS_SHOWN, then counted. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys' || issue.keys.length <= MAX_KEYS_SHOWN) return issue.message;
  const shown = issue.keys.slice(0, MAX_KEYS_SHOWN).map((k) => JSON.stringify(k));
  return `Unrecognized keys: ${shown.join(', ')} and ${(issue.keys.length - MAX_KEYS_SHOWN).toLocaleString('en-US')} more`;
}

function formatZodError(file: string, err: z.core.$ZodError): string {
  const first = err.issues[0];
  if (!first) return `${file}: invalid rules`;
  const more =
    err.issues.length > 1 ? ` (and ${err.issues.length - 1} more problem${err.issues.length > 2 ? 's' : ''})` : '';
  return `${file}: ${issuePath(first.path) || '(top level)'}: ${issueMessage(first)}${more}`;
}

// zod/mini carries no messages of its own: English ones, for errors that name a user's file.
z.config(en());

/** Parses one file's text; a file holding a single release (it has `torch:`) is accepted too. */
export function parseRuleFile(file: RuleFile): Catalog {
  if (file.text.includes('\u0000')) throw new InputError(`${file.path}: is a binary file, not YAML or JSON rules`);
  const { doc } = parseUserYaml(file.text, file.path, { format: 'YAML/JSON' });
  // parseUserYaml has bounded what aliases expand to.
  const data: unknown = doc.toJS({ maxAliasCount: -1 });
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new InputError(
      `${file.path}: expected a mapping with asOf, releases, cudaToolkits, cudaFamilies, gpuGenerations, gpuArchs, rocmArchs, xpuFamilies, companions, companionGaps, runners, apis, distros, images, bound, dependents, condaChannels, condaReleases or condaArchs`,
    );
  }
  if ('torch' in data) {
    const r = Release.safeParse(data);
    if (!r.success) throw new InputError(formatZodError(file.path, r.error));
    return Catalog.parse({ releases: [r.data] });
  }
  // A file of one bound package (rules/bound/*.yaml): it names its `package` and lists `releases`.
  if ('package' in data) {
    const b = BoundPackage.safeParse(data);
    if (!b.success) throw new InputError(formatZodError(file.path, b.error));
    return Catalog.parse({ bound: [b.data] });
  }
  const c = Catalog.safeParse(data);
  if (!c.success) throw new InputError(formatZodError(file.path, c.error));
  return c.data;
}

function mergeBy<T>(base: T[], over: T[], key: (t: T) => string): T[] {
  const keys = new Set(over.map(key));
  return [...over, ...base.filter((t) => !keys.has(key(t)))];
}

/** Later catalogs override earlier ones entry by entry (a release by its torch version, …). */
export function mergeCatalogs(base: Catalog, over: Catalog): Catalog {
  const asOf = over.asOf ?? base.asOf;
  return {
    ...(asOf ? { asOf } : {}),
    releases: mergeBy(base.releases, over.releases, (r) => r.torch),
    cudaToolkits: mergeBy(base.cudaToolkits, over.cudaToolkits, (t) => t.variant),
    cudaFamilies: mergeBy(base.cudaFamilies, over.cudaFamilies, (f) => String(f.major)),
    gpuGenerations: mergeBy(base.gpuGenerations, over.gpuGenerations, (g) => g.from),
    // First match wins when looking up kernels, so a user's entries go in front.
    gpuArchs: [...over.gpuArchs, ...base.gpuArchs],
    rocmArchs: [...over.rocmArchs, ...base.rocmArchs],
    xpuFamilies: mergeBy(base.xpuFamilies, over.xpuFamilies, (f) => f.family),
    companions: mergeBy(base.companions, over.companions, (c) => `${c.package} ${c.version}`),
    companionGaps: [...over.companionGaps, ...base.companionGaps],
    runners: mergeBy(base.runners, over.runners, (r) => r.label),
    apis: mergeBy(base.apis, over.apis, (a) => a.api),
    distros: mergeBy(base.distros, over.distros, (d) => d.id),
    images: mergeBy(base.images, over.images, (i) => i.repository),
    condaChannels: mergeBy(base.condaChannels, over.condaChannels, (c) => c.channel),
    condaReleases: mergeBy(base.condaReleases, over.condaReleases, (r) => `${r.channel} ${r.torch}`),
    // First match wins, as for gpuArchs: a user's entries go in front.
    condaArchs: [...over.condaArchs, ...base.condaArchs],
    bound: mergeBound(base.bound, over.bound),
    dependents: mergeBy(base.dependents, over.dependents, (d) => d.package),
  };
}

/**
 * A bound package given again adds or replaces releases by version, so a config can add the
 * release a project pins without restating the others; its other fields replace the base's.
 */
function mergeBound(base: BoundPackage[], over: BoundPackage[]): BoundPackage[] {
  const byName = new Map(base.map((b) => [b.package, b]));
  for (const o of over) {
    const b = byName.get(o.package);
    byName.set(o.package, b ? { ...b, ...o, releases: mergeBy(b.releases, o.releases, (r) => r.version) } : o);
  }
  return [...byName.values()];
}

export function compileRules(files: RuleFile[]): Catalog {
  const empty: CatalogInput = {};
  return files
    .slice()
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(parseRuleFile)
    .reduce(mergeCatalogs, Catalog.parse(empty));
}
