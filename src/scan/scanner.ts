/**
 * One file's text → findings. The catalog is indexed by qualified name once per scan; each use is
 * looked up by its full name, then by shorter prefixes (a use of `torch.nn.attention.flex_attention.
 * flex_attention` is a use of the module `torch.nn.attention.flex_attention`).
 */
import { apiName } from '../catalog/api-name.js';
import type { ApiEntry } from '../catalog/api-schema.js';
import { finding, severityRank, type Finding, type FindingId } from '../core/finding.js';
import { kindOf } from '../core/findings/index.js';
import { judge, lifecycle, type Judgement, type Lifecycle } from './judge.js';
import { planFix } from './fix.js';
import { Locator, Utf8Locator, type Locate } from '../text/locate.js';
import { torchRange, type TorchRange } from './range.js';
import { prefilter, type MayMatch } from './prefilter.js';
import { analyze, type DeadTest, type Guard, type Use } from './uses.js';
import type { ExternGuard } from './module-constants.js';
import { deadTest, goneThroughout, type Companions } from './guards.js';
import { Suppressions, type SilencedUse } from './suppress.js';
import { importHead, topLevelImports } from './top-imports.js';
import { KwargsDicts } from './kwargs-dicts.js';
import { absenceHandled, failsAtImport, narrowed, present, presenceTested, standsIn } from './reach.js';
import { atLeast } from './range.js';

export interface ScanOptions {
  /** Target torch range, e.g. `>=2.5,<2.10` or `2.9`. */
  torch: string;
  /** Base range being upgraded from; behaviour changes between the two are reported. */
  from?: string;
  apis: readonly ApiEntry[];
  /** Also offer the fixes that change behaviour on purpose (`--fix-all`: weights_only=True). */
  fixAll?: boolean;
  /** The torchvision and torchaudio versions the catalog pairs with each torch release: guards on them are decided. */
  companions?: Companions;
}

export interface Skipped {
  file: string;
  reason: string;
}

export interface SourceResult {
  findings: Finding[];
  /** Uses a suppression comment silenced: not findings, but a pull request that adds the comment is told. */
  silenced?: SilencedUse[];
  /** Set when the file could not be tokenized; it then has no findings. */
  skipped?: Skipped;
  /**
   * For a file the analyser read: what it imports at its top level (`a.b`, `.sibling`), and whether
   * importing it fails on every torch of the range: at a top-level import (then only that import is
   * reported) or at a statement of its own block. A module that imports a dead one is dead too
   * (dead-modules.ts).
   */
  module?: { imports: string[]; dead: boolean; before?: string[] };
  /**
   * For a file the analyser did not read: the head of the module, where its top-level imports are
   * (top-imports.ts), read only when a module of the scan is dead.
   */
  importHead?: string;
  /** Source bytes the analyser did not read (scanUtf8): their head is read again from the file if a module is dead. */
  unread?: true;
  /** Module constants bound to a condition on the torch version, by name (module-constants.ts). */
  constants?: Record<string, Guard[]>;
  /** Findings (by index) that run only under other modules' constants: decided once those are read. */
  conditions?: { at: number; guards: ExternGuard[] }[];
}

/** An entry that something in the range concerns, with what the range means for it. */
interface Live {
  entry: ApiEntry;
  life: Lifecycle;
  /** The verdict where the API's absence is handled (a probe): its deprecation or change only. */
  present: Lifecycle | undefined;
}

/** What every file of a scan shares: parsed ranges, the live entries by name, and the file prefilter. */
export interface ScanContext {
  target: TorchRange;
  from?: TorchRange;
  /** Entries no use can give a finding for in this range are left out: they cannot change a result. */
  index: Map<string, Live[]>;
  mayMatch: MayMatch;
  /** The last parts of the live entries' names: the analyser collects uses only on lines that mention one (absent: on every line). */
  live?: ReadonlySet<string>;
  /** Every name and literal the live entries look for is ASCII: then a file's bytes can be read as Latin-1 (scanUtf8). */
  asciiNeeds: boolean;
  fixAll: boolean;
  /** Which version-guarded branches run on no torch of the target (their uses are not findings). */
  dead: DeadTest;
  /** Tensor methods looked for by name (`storage`). */
  methods: ReadonlySet<string>;
  /** Names no release of the target has, by a verified entry: touching one always raises. */
  gone: (name: string) => boolean;
}

/** Between findings of equal severity for one use, the more definite statement wins (its kind's rank). */
const scanRank = (id: FindingId): number => kindOf(id).scanRank ?? Number.MAX_SAFE_INTEGER;

function compareJudgements(a: Judgement, b: Judgement): number {
  return severityRank(a.severity) - severityRank(b.severity) || scanRank(a.id) - scanRank(b.id);
}

export function createContext(options: ScanOptions): ScanContext {
  const target = torchRange(options.torch, '--torch');
  const from = options.from ? torchRange(options.from, '--from') : undefined;
  const index = new Map<string, Live[]>();
  const live: ApiEntry[] = [];
  for (const entry of options.apis) {
    const life = lifecycle(entry, target, from);
    if (!life) continue;
    live.push(entry);
    const name = apiName(entry);
    const present =
      entry.removed || entry.introduced
        ? lifecycle({ ...entry, removed: undefined, introduced: undefined }, target, from)
        : life;
    const list = index.get(name);
    if (list) list.push({ entry, life, present });
    else index.set(name, [{ entry, life, present }]);
  }
  const methods = new Set(live.filter((e) => e.match?.method).map((e) => apiName(e).split('.').pop()!));
  const leaves = new Set(live.map((e) => apiName(e).split('.').pop()!));
  const ascii = (t: string) => /^[\x00-\x7f]*$/.test(t);
  const asciiNeeds = live.every((e) =>
    [
      apiName(e),
      e.match?.keyword?.name ?? '',
      e.match?.keyword?.value ?? '',
      e.match?.insideExcept ?? '',
      ...(e.match?.with ?? []),
      ...(e.match?.firstArgumentCalls ?? []),
    ].every(ascii),
  );
  const ctx: ScanContext = {
    target,
    index,
    mayMatch: prefilter(live),
    live: leaves,
    asciiNeeds,
    fixAll: options.fixAll === true,
    dead: deadTest(target, options.apis, options.companions),
    methods,
    gone: goneThroughout(target, options.apis),
  };
  if (from) ctx.from = from;
  return ctx;
}

/** Scans Python source held in memory; pure. Throws InputError only for a bad range. */
export function scanSource(text: string, file: string, options: ScanOptions | ScanContext): SourceResult {
  const ctx = 'index' in options ? options : createContext(options);
  // Proves absence only (a file that cannot hold a live API's name): uses themselves are found by the tokenizer.
  if (!ctx.mayMatch(text) && !definesConstants(text)) return unread(text);
  return analyseSource(text, file, ctx);
}

/**
 * Scans valid UTF-8 source bytes. Where every name and literal looked for is ASCII (the bundled
 * catalog's are), the bytes are read as Latin-1: one character each, a compact string, nothing
 * decoded. The prefilter looks at ASCII only and counts any other character as one it cannot
 * judge, so it gives the same answer or a more cautious one, and the analyser reads the same
 * string (analyseUtf8). A rules file that adds a non-ASCII name or literal makes the scan decode:
 * its bytes would not equal the text.
 */
export function scanUtf8(bytes: Buffer, file: string, ctx: ScanContext): SourceResult {
  if (!ctx.asciiNeeds) return scanSource(bytes.toString('utf8'), file, ctx);
  const text = bytes.toString('latin1');
  // Its head is not copied here: few scans have a dead module, and those read it again (scan-files.ts).
  return ctx.mayMatch(text) || definesConstants(text) ? analyseUtf8(text, file, ctx) : { findings: [], unread: true };
}

/**
 * Whether a file the prefilter would keep from the analyser may still bind a module constant to
 * the torch version (module-constants.ts): it names `__version__` or Lightning's `compare_version`.
 * Few files do (a project's version, typing or imports module); the analyser finds no use there,
 * only what the constants stand for. Both hold `versio`, rare in Python text and short enough for
 * the native search's quickest way (needle.ts): one search for it, and a look around each, cost a
 * fifth of searching for each name whole.
 */
function definesConstants(text: string): boolean {
  for (let v = text.indexOf('versio'); v >= 0; v = text.indexOf('versio', v + 1))
    if (text.startsWith('__version__', v - 2) || text.startsWith('compare_version(', v - 8)) return true;
  return false;
}

/**
 * A file the prefilter keeps from the analyser has no findings, but its top-level imports may be
 * the link through which a dead module makes another dead (dead-modules.ts): its head is kept.
 */
function unread(text: string): SourceResult {
  const head = importHead(text);
  return head === undefined ? { findings: [] } : { findings: [], importHead: head };
}

/** scanSource for text the prefilter has already let through. */
export function analyseSource(text: string, file: string, ctx: ScanContext): SourceResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return analyseText(source, new Locator(source), file, ctx);
}

/**
 * analyseSource for valid UTF-8 bytes held one per character (read as Latin-1), as the prefilter
 * read them: nothing is decoded, and every string the analyser reads is one-byte, so its code
 * stays on one string shape. Python's tokens are ASCII and every byte of a multi-byte character is
 * at least 0x80, which the tokenizer treats as it treats any non-ASCII character (part of a name,
 * or of a string or comment); so the uses are the same, at byte offsets, and the locator gives
 * the columns the decoded text would have. Names and literals that hold non-ASCII characters come
 * out as their bytes, so this is for scans whose entries look for ASCII only (scanUtf8).
 */
export function analyseUtf8(bytes: string, file: string, ctx: ScanContext): SourceResult {
  const source = bytes.startsWith('\xEF\xBB\xBF') ? bytes.slice(3) : bytes;
  return analyseText(source, new Utf8Locator(source), file, ctx);
}

function analyseText(source: string, loc: Locate, file: string, ctx: ScanContext): SourceResult {
  const analysis = analyze(source, ctx.live, { dead: ctx.dead, methods: ctx.methods, gone: ctx.gone });
  if (analysis.error) {
    const at = loc.at(analysis.error.offset);
    return {
      findings: [],
      skipped: { file, reason: `cannot tokenize: ${analysis.error.message} at ${at.line}:${at.column}` },
    };
  }
  const findings: Finding[] = [];
  const silenced: SilencedUse[] = [];
  // Read at the first finding: most uses judge to nothing, and most files analysed have no finding.
  let quiet: Suppressions | undefined;
  // The first top-level import that fails on every torch of the range: the module cannot be imported there.
  let dead: Finding | undefined;
  let deadLine = 0;
  // A statement of the module's own block that fails there: so the module cannot be imported either,
  // but what ran before it did run, and names gone themselves after it fail there too (uses.ts keeps
  // those), so its findings stay, as in any block after a statement that always raises.
  let raises = false;
  let conditions: SourceResult['conditions'];
  // The dicts `**name` passes, read once a call that passes one is about a call shape (kwargs-dicts.ts).
  let dicts: KwargsDicts | undefined;
  for (const use of analysis.uses) {
    if (use.starKwargs && use.call?.starName && judgesKeywords(ctx, use.name))
      knownKeywords(use, use.call.starName, (dicts ??= new KwargsDicts(source)));
    const hit = lookup(ctx, use);
    if (!hit) continue;
    const { judgement, end, entry, full, range } = hit;
    const by = (quiet ??= new Suppressions(source, loc)).silencedBy(use.start, judgement.id, judgement.api);
    if (by) {
      const { id, severity, api } = judgement;
      silenced.push({
        id,
        severity,
        api,
        file,
        line: loc.at(use.start).line,
        by: by.by,
        commentLine: loc.at(by.at).line,
      });
      continue;
    }
    const a = loc.at(use.start);
    const b = loc.at(end);
    const { api, ...rest } = judgement;
    const fix =
      entry.fix && !guarded(use, entry, full) ? planFix(entry, use, full, range, ctx.fixAll, loc, file) : undefined;
    const f = finding({
      ...rest,
      location: { file, line: a.line, column: a.column, endLine: b.line, endColumn: b.column },
      api,
      fix,
    });
    findings.push(f);
    if (use.holds !== undefined) {
      const ext = use.holds.filter((g): g is ExternGuard => g.kind === 'extern');
      if (ext.length > 0) (conditions ??= []).push({ at: findings.length - 1, guards: ext });
    }
    if (
      !dead &&
      ((use.kind === 'import' && use.topLevel) || use.start === analysis.raises) &&
      judgement.id === 'api-removed' &&
      entry.confidence !== 'uncertain' &&
      atLeast(ctx.target.oldest, entry.removed!)
    ) {
      if (use.kind === 'import') {
        dead = f;
        deadLine = source.lastIndexOf('\n', use.start) + 1;
      } else raises = true;
    }
  }
  const imports = moduleNames(analysis.imports);
  const quietOnes = silenced.length ? { silenced } : {};
  const constants = analysis.constants ? { constants: analysis.constants } : {};
  if (dead) {
    // The imports above the failing one run first: a dead package's `__init__` may fail before it imports this module.
    const before = moduleNames(topLevelImports(source.slice(0, deadLine)));
    return { findings: [dead], module: { imports, dead: true, before }, ...quietOnes, ...constants };
  }
  const decided = conditions ? { conditions } : {};
  // Every analysed file says what it imports: a module without findings may still be the link
  // through which a dead one makes another dead (a package's __init__, a module between them).
  return imports.length > 0 || raises
    ? { findings, module: { imports, dead: raises }, ...quietOnes, ...constants, ...decided }
    : { findings, ...quietOnes, ...constants, ...decided };
}

/** Whether an entry about the name, or a module above it, judges a call by its keywords. */
function judgesKeywords(ctx: ScanContext, name: string): boolean {
  for (let i = name.length; i > 0; i = name.lastIndexOf('.', i - 1)) {
    const entries = ctx.index.get(i === name.length ? name : name.slice(0, i));
    if (entries?.some((l) => l.entry.match?.without || l.entry.match?.with || l.entry.match?.keyword)) return true;
  }
  return false;
}

/** A call whose `**name` is a dict written out in its function passes that dict's keywords, and is judged by them. */
function knownKeywords(use: Use, name: string, dicts: KwargsDicts): void {
  const keys = dicts.keywords(name, use.start);
  if (!keys) return;
  const all = new Map(use.keywords);
  for (const [k, v] of keys) if (!all.has(k)) all.set(k, v);
  use.keywords = all;
  use.starKwargs = false;
}

/**
 * What the range means for one entry at this use, given where the use runs (reach.ts): the range
 * its branch narrows to, a probe's absence handled, a fallback's old API, an import that already
 * fails. Undefined: nothing concerns the use.
 */
function lifeAt(
  live: Live,
  use: Use,
  full: boolean,
  ctx: ScanContext,
  range: TorchRange,
): Lifecycle | undefined | 'import-fails' {
  const { entry } = live;
  // Most uses are in no probe, fallback or guarded branch, and were bound by no failing import.
  if (
    range === ctx.target &&
    use.fallbackFor === undefined &&
    use.importRoot === '' &&
    use.handlers.length === 0 &&
    !use.absenceHandled &&
    use.holds === undefined
  )
    return live.life;
  let life = range === ctx.target ? live.life : lifecycle(entry, range, ctx.from);
  if (!life) return undefined;
  const gone = life.id === 'api-removed' || life.id === 'api-unavailable';
  if (gone && failsAtImport(use, entry)) return 'import-fails';
  if (
    use.fallbackFor &&
    (gone || life.id === 'api-deprecated') &&
    standsIn(use, entry, use.fallbackFor, (n) => ctx.dead({ kind: 'has', api: n, present: false }))
  )
    return undefined;
  if (gone && (absenceHandled(use, entry, full) || presenceTested(use))) {
    // Where the API is missing the code goes on elsewhere; where it is there, it may still warn.
    const there = present(entry, range);
    life = !there
      ? undefined
      : there === ctx.target
        ? live.present
        : lifecycle({ ...entry, removed: undefined, introduced: undefined }, there, ctx.from);
  }
  return life;
}

/**
 * The module names a file imports, each once and copied out of its text (object keys are strings
 * of their own: a slice of the source would keep the whole file alive while the scan lasts). Only
 * ASCII ones: modules are matched to files by their ASCII spelling, and a name read from Latin-1
 * bytes would not be the one the decoded text gives.
 */
function moduleNames(written: readonly string[] | undefined): string[] {
  if (written === undefined) return [];
  // Keys of an object, not a Set: a Set measured 110 M more instructions on diffusers, probably
  // because the names themselves may be slices that keep a file's whole text alive, where Object.keys gives copies.
  const set: Record<string, true> = Object.create(null) as Record<string, true>;
  for (const m of written) if (isAscii(m)) set[m] = true;
  return Object.keys(set);
}

/** A character loop rather than an expression: module names are short, and there are many. */
function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** A fix never rewrites a probe, a fallback or a branch kept for older torch, or a use its own presence test guards. */
function guarded(use: Use, entry: ApiEntry, full: boolean): boolean {
  return (
    use.fallbackFor !== undefined ||
    (use.handlers.length > 0 && absenceHandled(use, entry, full)) ||
    use.absenceHandled === true ||
    presenceTested(use, true) ||
    (use.holds?.some(
      (g) =>
        ((g.kind === 'version' || g.kind === 'companion') && (g.op === '<' || g.op === '<=')) || g.kind === 'extern',
    ) ??
      false)
  );
}

/** The most severe judgement for the longest prefix of the use's name that any entry concerns. */
function lookup(
  ctx: ScanContext,
  use: Use,
): { judgement: Judgement; end: number; entry: ApiEntry; full: boolean; range: TorchRange } | undefined {
  const parts = use.name.split('.');
  // The releases the use can run on: its branch's version comparisons narrow the range.
  const range = use.holds ? narrowed(ctx.target, use.holds) : ctx.target;
  if (!range) return undefined;
  for (let n = parts.length; n >= 2; n--) {
    const entries = ctx.index.get(n === parts.length ? use.name : parts.slice(0, n).join('.'));
    if (!entries) continue;
    // A prefix of the name is a module, not what is called — unless the entry is about its members' calls.
    const asPrefix: Use = n === parts.length || use.kind === 'import' ? use : { ...use, kind: 'ref' };
    const full = n === parts.length;
    let best: { j: Judgement; e: ApiEntry } | undefined;
    for (const l of entries) {
      const e = l.entry;
      // A function that shares its name with the module defining it: the module's other names are
      // not it (`weight_norm.WeightNorm`); the function reached through the module is (`weight_norm.weight_norm`).
      if (!full && e.alsoModule && parts[n] !== parts[n - 1]) continue;
      const life = lifeAt(l, use, full, ctx, range);
      // The import that bound the name fails: that import is the finding, not this use.
      if (life === 'import-fails') return undefined;
      const j = judge(e, e.match?.members && n < parts.length ? use : asPrefix, ctx.target, life);
      if (j && (!best || compareJudgements(j, best.j) < 0)) best = { j, e };
    }
    // A member's call is marked whole: `torchvision.models.resnet50`, not only its module.
    if (best)
      return {
        judgement: best.j,
        end: best.e.match?.members ? use.end : prefixEnd(use, n),
        entry: best.e,
        full,
        range,
      };
  }
  return undefined;
}

function prefixEnd(use: Use, n: number): number {
  for (let i = n - 1; i < use.partEnds.length; i++) {
    const e = use.partEnds[i]!;
    if (e >= 0) return e;
  }
  return use.end;
}
