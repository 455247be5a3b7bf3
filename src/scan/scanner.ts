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
import { analyze, type DeadTest, type Use } from './uses.js';
import { deadTest } from './guards.js';
import { Suppressions, type SilencedUse } from './suppress.js';

export interface ScanOptions {
  /** Target torch range, e.g. `>=2.5,<2.10` or `2.9`. */
  torch: string;
  /** Base range being upgraded from; behaviour changes between the two are reported. */
  from?: string;
  apis: readonly ApiEntry[];
  /** Also offer the fixes that change behaviour on purpose (`--fix-all`: weights_only=True). */
  fixAll?: boolean;
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
}

/** An entry that something in the range concerns, with what the range means for it. */
interface Live {
  entry: ApiEntry;
  life: Lifecycle;
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
    const list = index.get(name);
    if (list) list.push({ entry, life });
    else index.set(name, [{ entry, life }]);
  }
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
    dead: deadTest(target, options.apis),
  };
  if (from) ctx.from = from;
  return ctx;
}

/** Scans Python source held in memory; pure. Throws InputError only for a bad range. */
export function scanSource(text: string, file: string, options: ScanOptions | ScanContext): SourceResult {
  const ctx = 'index' in options ? options : createContext(options);
  // Proves absence only (a file that cannot hold a live API's name): uses themselves are found by the tokenizer.
  if (!ctx.mayMatch(text)) return { findings: [] };
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
  return ctx.mayMatch(text) ? analyseUtf8(text, file, ctx) : { findings: [] };
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
  const analysis = analyze(source, ctx.live, { dead: ctx.dead });
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
  for (const use of analysis.uses) {
    const hit = lookup(ctx, use);
    if (!hit) continue;
    const { judgement, end, entry, full } = hit;
    const by = (quiet ??= new Suppressions(source)).silencedBy(use.start, judgement.id, judgement.api);
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
    const fix = planFix(entry, use, full, ctx.target, ctx.fixAll, loc, file);
    findings.push(
      finding({
        ...rest,
        location: { file, line: a.line, column: a.column, endLine: b.line, endColumn: b.column },
        api,
        fix,
      }),
    );
  }
  return silenced.length ? { findings, silenced } : { findings };
}

/** The most severe judgement for the longest prefix of the use's name that any entry concerns. */
function lookup(
  ctx: ScanContext,
  use: Use,
): { judgement: Judgement; end: number; entry: ApiEntry; full: boolean } | undefined {
  const parts = use.name.split('.');
  for (let n = parts.length; n >= 2; n--) {
    const entries = ctx.index.get(n === parts.length ? use.name : parts.slice(0, n).join('.'));
    if (!entries) continue;
    // A prefix of the name is a module, not what is called — unless the entry is about its members' calls.
    const asPrefix: Use = n === parts.length || use.kind === 'import' ? use : { ...use, kind: 'ref' };
    let best: { j: Judgement; e: ApiEntry } | undefined;
    for (const { entry: e, life } of entries) {
      const j = judge(e, e.match?.members && n < parts.length ? use : asPrefix, ctx.target, life);
      if (j && (!best || compareJudgements(j, best.j) < 0)) best = { j, e };
    }
    // A member's call is marked whole: `torchvision.models.resnet50`, not only its module.
    if (best)
      return {
        judgement: best.j,
        end: best.e.match?.members ? use.end : prefixEnd(use, n),
        entry: best.e,
        full: n === parts.length,
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
