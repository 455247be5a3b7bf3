/**
 * Which version and feature guards rule a branch out for the target torch: a branch that runs
 * only on a torch older (or newer) than every release of the range, only where an attribute is
 * missing that every release has, only where an import failed that every release serves, or only
 * where the version string holds what no torch release's does.
 * Existence is read from the catalog: an entry without `introduced` existed before it; a name an
 * entry gives as its replacement exists from `replacementSince` on; a name the catalog does not
 * know is never taken to exist, so its fallback stays live.
 */
import { apiName } from '../catalog/api-name.js';
import type { ApiEntry } from '../catalog/api-schema.js';
import { compareDotted } from '../versions/dotted.js';
import type { TorchRange } from './range.js';
import type { DeadTest, Guard } from './uses-types.js';

/** Some release of the range satisfies `torch OP version`. */
function admits(target: TorchRange, op: '<' | '<=' | '>' | '>=', version: string): boolean {
  switch (op) {
    case '<':
      return compareDotted(target.oldest, version) < 0;
    case '<=':
      return compareDotted(target.oldest, version) <= 0;
    case '>':
      return compareDotted(target.newest, version) > 0;
    case '>=':
      return compareDotted(target.newest, version) >= 0;
  }
}

/**
 * The words a torch release's version string is made of: PEP 440's pre-, post- and development
 * release parts, and the local labels of the wheels PyTorch publishes (`+cpu`, `+cu128`,
 * `+rocm6.4`, `+xpu`, `+cpu.cxx11.abi`) or a source build writes (`a0+git1a2b3c4`), and NVIDIA's containers' `.nv25.01`.
 */
const WORDS = [
  'alpha',
  'beta',
  'rc',
  'preview',
  'post',
  'rev',
  'dev',
  'cpu',
  'cuda',
  'rocm',
  'xpu',
  'cxx',
  'abi',
  'git',
  'nv',
];

/**
 * Whether `text` can occur in the version string of a torch release: it is made of digits and
 * separators, and its words are parts of WORDS or hexadecimal (a commit hash). `'parrots' in
 * TORCH_VERSION` (mmengine) tests for another framework altogether.
 */
export function mayBeInTorchVersion(text: string): boolean {
  if (!/^[0-9A-Za-z.+_!-]*$/.test(text)) return false;
  // Each run of letters may be cut from a word at either end of the text, or run on into a hash (`gitabc`).
  for (const w of text.toLowerCase().match(/[a-z]+/g) ?? [])
    if (!/^(?:g?i?t)?[a-f]*$/.test(w) && !WORDS.some((v) => v.includes(w))) return false;
  return true;
}

/** The qualified name a replacement text starts with (`torch.amp.GradScaler("cuda", ...)` → `torch.amp.GradScaler`), if it is one. */
function replacementName(e: ApiEntry): string | undefined {
  if (e.fix?.rename) return e.fix.rename;
  return e.replacement ? /^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)(?:\(|$)/.exec(e.replacement)?.[1] : undefined;
}

/** Whether the second part of version `v` stands in relation `op` to `value`. */
export function minorHolds(v: string, op: '<' | '<=' | '>' | '>=', value: number): boolean {
  const m = Number(v.split('.')[1] ?? 0);
  return op === '<' ? m < value : op === '<=' ? m <= value : op === '>' ? m > value : m >= value;
}

/** The companion libraries' versions by torch release (`torchvision` → `2.9` → `0.24.0`), from the catalog. */
export type Companions = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Whether `a OP b`, for dotted versions. */
export function compares(a: string, op: '<' | '<=' | '>' | '>=', b: string): boolean {
  const c = compareDotted(a, b);
  return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
}

/** The companion's version paired with torch release `v` (`2.9`, `2.9.1`): the patch's own, else its minor's first. */
function pairedWith(companions: Companions | undefined, pkg: string, v: string): string | undefined {
  const byTorch = companions?.[pkg];
  if (!byTorch) return undefined;
  return byTorch[v] ?? byTorch[v.split('.').slice(0, 2).join('.')];
}

export function deadTest(target: TorchRange, apis: readonly ApiEntry[], companions?: Companions): DeadTest {
  const byName = new Map<string, ApiEntry[]>();
  // Keywords a function takes, by `name(keyword=)`, from the first release that has each: an entry
  // about calls without a keyword dates it by its replacement, when the replacement writes it (a
  // keyword that only exempts a call, like torch.load's pickle_module=, is older); `name(=)`, any
  // keyword-only one.
  const keywords = new Map<string, string>();
  for (const e of apis) {
    if (!e.match?.without || !e.replacementSince) continue;
    const n = apiName(e);
    const written = e.match.without.filter((k) => e.replacement?.includes(`${k}=`));
    for (const key of [...written.map((k) => `${n}(${k}=)`), `${n}(=)`]) {
      const v = keywords.get(key);
      if (v === undefined || compareDotted(e.replacementSince, v) < 0) keywords.set(key, e.replacementSince);
    }
  }
  // Replacements that have no entry of their own: the first release that has each.
  const since = new Map<string, string>();
  for (const e of apis) {
    const r = e.replacementSince ? replacementName(e) : undefined;
    if (r && (!since.has(r) || compareDotted(e.replacementSince!, since.get(r)!) > 0))
      since.set(r, e.replacementSince!);
  }
  for (const e of apis) {
    const n = apiName(e);
    // Call-shape entries (`torch.load#no-weights_only`) say nothing about whether the name exists.
    if (e.match) continue;
    const list = byName.get(n);
    if (list) list.push(e);
    else byName.set(n, [e]);
  }
  /** Every release of the range has it (true), none has it (false), or the catalog cannot tell (undefined). */
  const present = (name: string): boolean | undefined => {
    const kw = name.endsWith('=)') ? keywords.get(name) : undefined;
    if (kw !== undefined)
      return compareDotted(target.oldest, kw) >= 0 ? true : compareDotted(target.newest, kw) < 0 ? false : undefined;
    const entries = byName.get(name);
    if (!entries) {
      // A name in a module that no release of the range has is not there either (`torch._six.inf`).
      for (let i = name.lastIndexOf('.'); i > 0; i = name.lastIndexOf('.', i - 1)) {
        const up = byName.get(name.slice(0, i));
        if (up?.some((e) => e.removed && compareDotted(target.oldest, e.removed) >= 0)) return false;
      }
      const from = since.get(name);
      return from !== undefined && compareDotted(target.oldest, from) >= 0 ? true : undefined;
    }
    const all = entries.every(
      (e) =>
        (!e.introduced || compareDotted(target.oldest, e.introduced) >= 0) &&
        (!e.removed || compareDotted(target.newest, e.removed) < 0),
    );
    if (all) return true;
    const none = entries.some(
      (e) =>
        (e.introduced && compareDotted(target.newest, e.introduced) < 0) ||
        (e.removed && compareDotted(target.oldest, e.removed) >= 0),
    );
    return none ? false : undefined;
  };
  return (g: Guard): boolean => {
    if (g.kind === 'version') return !admits(target, g.op, g.version);
    if (g.kind === 'has') return present(g.api) === (g.present ? false : true);
    if (g.kind === 'mentions') return g.present && !mayBeInTorchVersion(g.text);
    if (g.kind === 'minor') return !target.versions.some((v) => minorHolds(v, g.op, g.value));
    if (g.kind === 'extern') return false;
    if (g.kind === 'companion') {
      // Decided only where the catalog pairs every release of the range (from 2.0 on).
      const paired = target.versions.map((v) => pairedWith(companions, g.pkg, v));
      return paired.every((p) => p !== undefined && !compares(p, g.op, g.version));
    }
    return g.names.length > 0 && g.names.every((n) => present(n) === true);
  };
}

/**
 * Whether no release of the range has a name, by a verified entry about it or a module above it
 * (`torch._six.string_classes`: `torch._six` is gone from 2.0): touching it there always raises.
 * Call-shape entries and uncertain ones decide nothing (an uncertain fact may warn, never silence).
 */
export function goneThroughout(target: TorchRange, apis: readonly ApiEntry[]): (name: string) => boolean {
  const gone = new Set<string>();
  for (const e of apis) {
    if (e.match || e.confidence === 'uncertain') continue;
    if (
      (e.removed && compareDotted(target.oldest, e.removed) >= 0) ||
      (e.introduced && compareDotted(target.newest, e.introduced) < 0)
    )
      gone.add(apiName(e));
  }
  return (name) => {
    for (let i = name.length; i > 0; i = name.lastIndexOf('.', i - 1)) if (gone.has(name.slice(0, i))) return true;
    return false;
  };
}

const NEGATED = { '<': '>=', '<=': '>', '>': '<=', '>=': '<' } as const;

/** The condition false: a version comparison or an attribute test turned round; a fallback cannot be. */
export function negate(g: Guard): Guard | null {
  if (g.kind === 'version') return { kind: 'version', op: NEGATED[g.op], version: g.version };
  if (g.kind === 'has') return { kind: 'has', api: g.api, present: !g.present };
  if (g.kind === 'mentions') return { kind: 'mentions', text: g.text, present: !g.present };
  if (g.kind === 'minor') return { kind: 'minor', op: NEGATED[g.op], value: g.value };
  if (g.kind === 'extern') return { ...g, present: !g.present };
  if (g.kind === 'companion') return { ...g, op: NEGATED[g.op] };
  return null;
}

/** Whether a conjunction of guards is true on every torch of the target (its negation runs on none). */
export function negationDead(conj: readonly Guard[], test: DeadTest): boolean {
  return conj.every((g) => {
    const n = negate(g);
    return n !== null && test(n);
  });
}
