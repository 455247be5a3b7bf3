/**
 * Judges one use of an API against its lifecycle entry and the torch range: removed or not yet
 * there somewhere in the range → error; deprecated within it → warning; behaviour changed
 * between `from` and the target (or, without `from`, in a release of the target) → notice, or
 * warning where the code silently changes meaning. Uncertain facts never give an error.
 */
import { apiName } from '../catalog/api-name.js';
import type { ApiEntry, ApiMatch } from '../catalog/api-schema.js';
import { capForConfidence, type FindingFields, type FindingId, type Severity } from '../core/finding.js';
import { atLeast, short, type TorchRange } from './range.js';
import type { Use } from './uses.js';

/** A finding for one use before it has a place (the scanner adds the location and the fix). */
export type Judgement = Omit<FindingFields, 'location'> & { api: string };

/** Whether a use has the shape the entry is about. */
function matchesShape(match: ApiMatch | undefined, use: Use): boolean {
  if (!match) return !use.superInit;
  if (use.kind === 'import') return false;
  if (match.kind && match.kind !== use.kind) return false;
  const kw = use.keywords;
  if (match.without) {
    if (use.kind !== 'call' || !kw || use.starKwargs) return false;
    if (match.without.some((k) => kw.has(k))) return false;
  }
  if (match.with) {
    // A keyword passed as what leaving it out means (`prefetch_factor=None`), or as a conditional
    // that can give that (`x if num_workers > 0 else None`), is already what the change asks for.
    const unset = match.unset;
    const given = (k: string) =>
      kw!.has(k) && (unset === undefined || (kw!.get(k) !== unset && !use.call?.outcomes?.get(k)?.includes(unset)));
    if (use.kind !== 'call' || !kw || !match.with.some(given)) return false;
  }
  if (match.keyword) {
    if (use.kind !== 'call' || !kw || kw.get(match.keyword.name) !== match.keyword.value) return false;
  }
  if (match.insideExcept && !use.handlers.includes(match.insideExcept)) return false;
  if (match.notAsBase && use.base) return false;
  // A base's constructor reached through `super().__init__` is judged only by what its keywords pass.
  if (use.superInit && !match.with && !match.keyword) return false;
  if (match.noArguments && (use.kind !== 'call' || use.call?.args !== false)) return false;
  if (match.firstArgumentCalls) {
    const inner = use.call?.firstCall;
    if (use.kind !== 'call' || !inner || !match.firstArgumentCalls.includes(inner)) return false;
  }
  return true;
}

/** Words for a call shape ("called without `weights_only=`"); '' for any use. Messages and docs/scan.md use them. */
export function shapeWords(m: ApiEntry['match']): string {
  if (!m) return '';
  const bits: string[] = [];
  if (m.kind === 'assign') bits.push('assigned');
  if (m.without) bits.push(`called without ${m.without.map((k) => `\`${k}=\``).join(' or ')}`);
  if (m.with)
    bits.push(
      `called with ${m.with.map((k) => `\`${k}=\``).join(' or ')}${m.unset ? ` (other than ${m.unset}, which is leaving it out)` : ''}`,
    );
  // `dynamo=False`, `dynamic=None`, `n=2` are written bare; only other values are strings.
  if (m.keyword)
    bits.push(
      `called with \`${m.keyword.name}=${/^(True|False|None|-?\d+(\.\d+)?)$/.test(m.keyword.value) ? m.keyword.value : `"${m.keyword.value}"`}\``,
    );
  if (m.insideExcept) bits.push(`inside \`try … except ${m.insideExcept}\``);
  if (m.firstArgumentCalls)
    bits.push(`called on what ${m.firstArgumentCalls.map((n) => `\`${n}()\``).join(' or ')} returns`);
  if (m.method) bits.push(m.noArguments ? 'called as a method with no argument' : 'called as a method');
  else if (m.noArguments) bits.push('called with no argument');
  if (m.notAsBase) bits.push('other than as a base of a class');
  if (m.kind === 'call' && bits.length === 0) bits.push('called');
  return bits.join(', ');
}

/** Words for the shape, used in messages: "`torch.load` called without `weights_only=`". */
export function describeShape(entry: ApiEntry): string {
  const m = entry.match;
  const name = m?.members ? `a member of \`${apiName(entry)}\`` : `\`${apiName(entry)}\``;
  return m ? `${name} ${shapeWords(m)}` : name;
}

/** `torch 2.9`, or for torchaudio, which is released with torch under the same number, `torchaudio 2.9 (with torch 2.9)`. */
function release(entry: ApiEntry, v: string): string {
  const name = apiName(entry);
  if (name.startsWith('torchaudio.')) return `torchaudio ${v} (with torch ${v})`;
  if (name.startsWith('torchvision.')) {
    // torchvision 0.13 came with torch 1.12, 0.15 with 2.0, 0.24 with 2.9.
    const [major = 0, minor = 0] = v.split('.').map(Number);
    return `torchvision 0.${major === 1 ? minor + 1 : minor + 15} (with torch ${v})`;
  }
  return `torch ${v}`;
}

const IMPERATIVE =
  /^(drop|pass|remove|catch|call|set|keep|add|move|wrap|switch|import|replace|write|check|convert|give|rename|install) /;

/** The replacement sentence: what to use and whether it runs on the oldest torch in range. */
function replacementText(entry: ApiEntry, target: TorchRange): string {
  if (!entry.replacement) return entry.note ?? 'No drop-in replacement is recorded.';
  const oldest = short(target.oldest);
  // A replacement that is already an instruction ("pass strict=True", "drop verbose=") takes no "Use".
  let s = IMPERATIVE.test(entry.replacement)
    ? entry.replacement.replace(/^./, (c) => c.toUpperCase())
    : `Use ${entry.replacement}`;
  if (entry.replacementSince) {
    s += atLeast(target.oldest, entry.replacementSince)
      ? ` (available since torch ${entry.replacementSince}, so it works on ${oldest}, the oldest torch in range).`
      : ` (only from torch ${entry.replacementSince}: it does not work on ${oldest}, the oldest torch in range; raise the floor or branch on the torch version).`;
  } else s += '.';
  return entry.note ? `${s} ${entry.note}` : s;
}

function range(versions: string[]): string {
  const a = short(versions[0]!);
  const b = short(versions[versions.length - 1]!);
  return a === b ? a : `${a} … ${b}`;
}

/** What the range means for an entry, whatever the use: the part of a judgement that does not depend on the code. */
export interface Lifecycle {
  id: FindingId;
  severity: Severity;
  message: string;
}

/**
 * The entry's verdict for the range, or undefined when nothing in the range concerns it; then no
 * use of it can give a finding, and the scanner need not look for it (src/scan/prefilter.ts).
 */
export function lifecycle(entry: ApiEntry, target: TorchRange, from?: TorchRange): Lifecycle | undefined {
  const what = describeShape(entry);
  // Named without a flag: the CLI's --torch is the action's torch-version.
  const inRange = `the target range (${target.text})`;
  const removedIn = entry.removed ? target.versions.filter((v) => atLeast(v, entry.removed!)) : [];
  const missingIn = entry.introduced ? target.versions.filter((v) => !atLeast(v, entry.introduced!)) : [];
  const deprecatedIn = entry.deprecated ? target.versions.filter((v) => atLeast(v, entry.deprecated!)) : [];

  if (removedIn.length > 0) {
    const message =
      removedIn.length === target.versions.length
        ? `${what} was removed in ${release(entry, entry.removed!)}; no torch in ${inRange} has it.`
        : `${what} is removed from ${release(entry, entry.removed!)} on, and ${inRange} admits ${range(removedIn)}.`;
    return { id: 'api-removed', severity: 'error', message };
  }
  if (missingIn.length > 0) {
    const message = `${what} first appears in ${release(entry, entry.introduced!)}, but ${inRange} admits ${range(missingIn)}, which ${missingIn.length === 1 ? 'lacks' : 'lack'} it.`;
    return { id: 'api-unavailable', severity: 'error', message };
  }
  if (deprecatedIn.length > 0) {
    const message = `${what} is deprecated since ${release(entry, entry.deprecated!)}${entry.removed ? ` and goes away in ${entry.removed}` : ''} (${inRange} admits ${range(deprecatedIn)}).`;
    return { id: 'api-deprecated', severity: 'warning', message };
  }
  if (entry.changed && changedWithin(entry.changed, target, from)) {
    const between = from
      ? `between the torch upgraded from (${from.text}) and ${inRange}`
      : `in ${release(entry, entry.changed)}, inside ${inRange}`;
    return {
      id: 'behavior-changed',
      severity: entry.changeSeverity ?? 'notice',
      message: `${what}: behaviour changed ${between}: ${entry.change}`,
    };
  }
  return undefined;
}

/** The finding for one use, given the entry's lifecycle in the range (undefined: nothing concerns it). */
export function judge(
  entry: ApiEntry,
  use: Use,
  target: TorchRange,
  life: Lifecycle | undefined,
): Judgement | undefined {
  if (!life || !matchesShape(entry.match, use)) return undefined;
  // A type expression is looked up, never run: no behaviour it has changed, and no deprecation that
  // warns when the API is called or built (`scaler: Optional[torch.cuda.amp.GradScaler]`). A
  // removed name still fails there, where the annotation is evaluated.
  // So is a name compared with None (`skipIf(autocast is None, …)`).
  if ((use.annotation || use.noneTest) && (life.id === 'behavior-changed' || life.id === 'api-deprecated'))
    return undefined;
  const { id, severity, message } = life;
  // Imports fail only when the name is not there; a deprecated import still works.
  if (use.kind === 'import' && id !== 'api-removed' && id !== 'api-unavailable') return undefined;
  const replacement = replacementText(entry, target);
  const uncertain = entry.confidence === 'uncertain';
  return {
    api: entry.api,
    id,
    severity: capForConfidence(severity, entry.confidence),
    // The fix is the hint, printed beside the message by every format: said once.
    message: `${message}${uncertain ? ' (This fact is marked uncertain in the catalog.)' : ''}`,
    hint: replacement,
    source: entry.source,
  };
}

function changedWithin(changed: string, target: TorchRange, from?: TorchRange): boolean {
  const after = (vs: string[]) => vs.some((v) => atLeast(v, changed));
  const before = (vs: string[]) => vs.some((v) => !atLeast(v, changed));
  if (from)
    return (before(from.versions) && after(target.versions)) || (after(from.versions) && before(target.versions));
  const minor = changed.split('.').slice(0, 2).join('.');
  return target.versions.some((v) => v.split('.').slice(0, 2).join('.') === minor);
}
