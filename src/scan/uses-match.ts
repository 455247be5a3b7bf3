/**
 * Rule matching and output: every dotted name rooted in torch in a statement, resolved through
 * aliases, matched as a call, an assignment or a reference, and recorded as a use with the guards,
 * fallbacks and `try` bodies around it.
 */
import {
  ASSIGN_OPS,
  KEYWORDS,
  TABLE,
  rootOf,
  ROOTS,
  type CallInfo,
  type Guard,
  type LineInfo,
  type Tok,
  type Use,
  type UseKind,
} from './uses-types.js';
import { closing, hides, lastPartEnds } from './uses-calls.js';
import { GuardReader } from './uses-guards.js';

/**
 * Modules that define what a public module re-exports: a name imported from the defining module
 * is the public one (`torch.distributed.fsdp.fully_sharded_data_parallel.FullyShardedDataParallel`
 * is `torch.distributed.fsdp.FullyShardedDataParallel`).
 */
const DEFINING: readonly [string, string][] = [
  ['torch.distributed.fsdp.fully_sharded_data_parallel.', 'torch.distributed.fsdp.'],
  ['torch.cuda.amp.grad_scaler.', 'torch.cuda.amp.'],
  ['torch.cuda.amp.autocast_mode.', 'torch.cuda.amp.'],
  ['torch.cpu.amp.grad_scaler.', 'torch.cpu.amp.'],
  ['torch.cpu.amp.autocast_mode.', 'torch.cpu.amp.'],
  ['torchdata.stateful_dataloader.stateful_dataloader.', 'torchdata.stateful_dataloader.'],
];

function publicName(name: string): string {
  // Most names are none of these: told apart by one character (`torch.distributed.`, `torch.cuda.`, `torch.cpu.`, `torchdata.`).
  if (name.length < 20 || name.charCodeAt(6) !== 100 || name.charCodeAt(7) !== 105) {
    if (name.length < 16 || (name.charCodeAt(6) !== 99 && name.charCodeAt(5) !== 100)) return name;
  }
  for (const [from, to] of DEFINING)
    if (name.startsWith(from) && name.length > from.length) return to + name.slice(from.length);
  return name;
}

/** The last part of a member reached by a name the code computes: it is no name of the catalog, so only entries about any member's calls match. */
const ANY_MEMBER = '*';

/**
 * A member of the module named at tokens k..m, looked up and called at once: `getattr(M, "name"
 * or a variable[, default])(…)` or `M.__dict__[key](…)`. Its last part (the literal name, or
 * ANY_MEMBER) and the index of the call's `(`; undefined for anything else.
 */
function memberCall(
  toks: Tok[],
  info: LineInfo,
  k: number,
  m: number,
  j: number,
): { name: string; open: number } | undefined {
  const after = toks[m + 1];
  if (after?.type !== 'op') return undefined;
  let close = -1;
  let key: Tok | undefined;
  if (after.text === '[' && toks[m]!.text === '__dict__' && m > k) {
    close = closing(toks, info, m + 1);
    if (close === m + 3) key = toks[m + 2];
  } else if (
    after.text === ',' &&
    k >= 2 &&
    toks[k - 1]!.text === '(' &&
    toks[k - 2]!.text === 'getattr' &&
    toks[k - 3]?.text !== '.'
  ) {
    close = closing(toks, info, k - 1);
    if (close === m + 3 || toks[m + 3]?.text === ',') key = toks[m + 2];
  } else return undefined;
  if (close < 0 || close + 1 >= j || toks[close + 1]!.text !== '(' || toks[close + 1]!.type !== 'op') return undefined;
  const literal = key?.type === 'string' ? /^[rRbBuU]?(['"])([A-Za-z_]\w*)\1$/.exec(key.text)?.[2] : undefined;
  return { name: literal ?? ANY_MEMBER, open: close + 1 };
}

/** Matches a statement's dotted torch names and records them as uses. */
export abstract class UseMatcher extends GuardReader {
  /** Every dotted name rooted in torch between i and j. */
  protected chains(toks: Tok[], info: LineInfo, i: number, j: number, skip: Set<number>): void {
    for (let k = i; k < j; k++) {
      const t = toks[k]!;
      if (t.type !== 'name' || KEYWORDS.has(t.text) || skip.has(k) || info.kwNames.has(k)) continue;
      const prev = toks[k - 1];
      if (prev && prev.type === 'op' && prev.text === '.') {
        // `x.storage()`: a Tensor method, whatever x is, in a file that imports torch.
        const methods = this.methods;
        if (methods !== undefined && methods.has(t.text) && toks[k + 1]?.text === '(' && this.torchNames.size > 0) {
          const use = this.record(
            `torch.Tensor.${t.text}`,
            'call',
            t.start,
            t.end,
            [t.end],
            this.tryIds(),
            info.calls.get(k + 1),
          );
          if (use) use.method = true;
        }
        if (t.text === '__init__' && toks[k + 1]?.text === '(') this.superInit(toks, info, k);
        continue;
      }
      const shadow = this.shadow;
      if (this.deadTok[k] === 1 || (shadow !== undefined && hides(shadow, k, t.text))) continue;
      let m = k;
      while (m + 2 < j && toks[m + 1]!.text === '.' && toks[m + 1]!.type === 'op' && toks[m + 2]!.type === 'name')
        m += 2;
      const root = this.resolve(t.text);
      if (m === k && root && root.charCodeAt(0) === 0 && root.startsWith(TABLE)) {
        this.tableCall(toks, info, k, j, root);
        continue;
      }
      const next = toks[m + 1];
      // Most names of a statement read in full are bound to nothing torch: their parts are not copied out.
      // A bare `torch` names no API; only dotted names (after alias resolution) can match. A name
      // bound more than one way (MANY) is no API: not every binding is. A name an assignment made an
      // alias of a torch name, read bare (`return prev`, `f(prev)`): what it holds was read where it
      // was assigned (that line is the use); here it is a value passed on. Each such name is looked at
      // for a method call in one place, which V8 then sees from the first file on.
      if (
        !root ||
        !ROOTS.has(rootOf(root)) ||
        (m === k && !root.includes('.')) ||
        (m === k &&
          this.aliasNames.has(t.text) &&
          !(next?.type === 'op' && (next.text === '(' || ASSIGN_OPS.has(next.text))))
      ) {
        if (!this.methodIn(toks, k, m)) k = m;
        continue;
      }
      const torchBound = !(shadow !== undefined && hides(shadow, k, 'torch')) && this.resolve('torch') === 'torch';
      // The qualified name and where each part ends, built in one pass (every torch name of a line read in full comes here).
      let name = root;
      // Parts contributed by the alias itself have no place in the text: they end where the alias ends.
      const partEnds = lastPartEnds(root, t.end);
      for (let q = k + 2; q <= m; q += 2) {
        name += '.' + toks[q]!.text;
        partEnds.push(toks[q]!.end);
      }
      let use: Use | undefined;
      const member = memberCall(toks, info, k, m, j);
      if (member) {
        // `getattr(torchvision.models, name)(…)`, `torchvision.models.__dict__[arch](…)`: a call of a member.
        const base = toks[m]!.text === '__dict__' ? name.slice(0, -'.__dict__'.length) : name;
        const baseEnds = toks[m]!.text === '__dict__' ? partEnds.slice(0, -1) : partEnds;
        const end = toks[member.open - 1]!.end;
        const call = info.calls.get(member.open);
        use = this.record(
          `${base}.${member.name}`,
          'call',
          t.start,
          end,
          [...baseEnds, end],
          this.tryIds(),
          call,
          torchBound,
        );
      } else if (next && next.type === 'op' && next.text === '(' && m + 1 < j) {
        const call = info.calls.get(m + 1);
        use = this.record(name, 'call', t.start, toks[m]!.end, partEnds, this.tryIds(), call, torchBound);
        // `model.load_state_dict(torch.load(f))`: what is loaded is a state dict.
        const close = call?.site.close;
        if (
          use &&
          k >= 2 &&
          toks[k - 1]!.text === '(' &&
          toks[k - 2]!.text === 'load_state_dict' &&
          close !== undefined
        ) {
          const after = toks.findIndex((x, q) => q > m && x.start === close);
          if (
            after > 0 &&
            (toks[after + 1]?.text === ')' ||
              (toks[after + 1]?.text === ',' && info.depth[after + 1] === info.depth[k - 1]! + 1))
          )
            use.intoStateDict = true;
        }
      } else if (
        next &&
        next.type === 'op' &&
        ASSIGN_OPS.has(next.text) &&
        info.depth[m + 1] === 0 &&
        !(prev?.text === ':' && info.depth[k - 1] === 0)
      ) {
        use = this.record(name, 'assign', t.start, toks[m]!.end, partEnds, this.tryIds(), undefined, torchBound);
      } else if (prev?.text === '(' && toks[k - 2]?.text === 'map' && next?.text === ',') {
        // `map(torch.load, files)`, `pool.map(f, xs)`: map calls it with each item alone, no keyword.
        use = this.record(name, 'call', t.start, toks[m]!.end, partEnds, this.tryIds(), undefined, torchBound);
      } else if (prev?.text === '(' && toks[k - 2]?.text === 'partial' && (next?.text === ',' || next?.text === ')')) {
        // `partial(torch.load, map_location=d)`: the later call passes what the partial holds, and
        // what it is called with is rarely seen; judged as a call with the partial's keywords. The
        // API itself is passed by position there, so no fix puts an argument in front (fix.ts).
        const call = info.calls.get(k - 1);
        use = this.record(name, 'call', t.start, toks[m]!.end, partEnds, this.tryIds(), call, torchBound);
      } else {
        use = this.record(name, 'ref', t.start, toks[m]!.end, partEnds, this.tryIds(), undefined, torchBound);
      }
      // Each field written whatever its value (the use is new, every field false or empty): a write
      // V8 has seen in the first files keeps this loop's optimized code when a rare one comes by.
      if (use) {
        use.viaAlias = this.aliasNames.has(t.text);
        use.annotation = this.annot?.[k] === 1;
        use.base = this.bases?.[k] === 1;
        // `autocast is None`, `scaler_cls is not None`: compared with None, not called or built.
        use.noneTest =
          next?.text === 'is' &&
          next.type === 'name' &&
          (toks[m + 2]?.text === 'None' || (toks[m + 2]?.text === 'not' && toks[m + 3]?.text === 'None'));
        use.importRoot = this.importNames.has(t.text) ? root : '';
        use.absenceHandled = this.probed.has(t.text);
      }
      k = m;
    }
  }

  /**
   * A table of torch callables (TABLE) indexed and called at once — `_backbones[name](…)`, or
   * `_backbones[name][0](…)` when its entries are tuples: a call of a member of its module, which
   * only entries about any member's calls judge.
   */
  private tableCall(toks: Tok[], info: LineInfo, k: number, j: number, value: string): void {
    if (toks[k + 1]?.text !== '[') return;
    let close = closing(toks, info, k + 1);
    if (close < 0) return;
    const bar = value.lastIndexOf('|');
    if (value.endsWith('|1')) {
      if (toks[close + 1]?.text !== '[' || toks[close + 2]?.text !== '0' || toks[close + 3]?.text !== ']') return;
      close += 3;
    }
    const open = close + 1;
    if (open >= j || toks[open]!.text !== '(' || toks[open]!.type !== 'op') return;
    const module = value.slice(TABLE.length, bar);
    const end = toks[close]!.end;
    const partEnds = lastPartEnds(`${module}.${ANY_MEMBER}`, end);
    this.record(`${module}.${ANY_MEMBER}`, 'call', toks[k]!.start, end, partEnds, this.tryIds(), info.calls.get(open));
  }

  /**
   * The torch classes among a class header's bases (none: an empty list), from the uses its header
   * recorded (from index `from` on); lines that say `super` are read from then on, for the
   * constructor calls through it.
   */
  protected torchBases(from: number): string[] {
    const names: string[] = [];
    for (let u = from; u < this.uses.length; u++) if (this.uses[u]!.base) names.push(this.uses[u]!.name);
    if (names.length > 0 && !this.supers) {
      this.supers = true;
      this.admit('super');
    }
    return names;
  }

  /**
   * `super().__init__(…)` or `super(Cls, self).__init__(…)` (the `__init__` at k) in a class with a
   * torch base: a call of that base, with the call's keywords (openfold's `_LRScheduler` subclass
   * passing `verbose=`).
   */
  private superInit(toks: Tok[], info: LineInfo, k: number): void {
    if (toks[k - 2]?.text !== ')') return;
    let open = k - 3;
    for (let depth = 1; open >= 0; open--) {
      const x = toks[open]!.text;
      if (x === ')') depth++;
      else if (x === '(' && --depth === 0) break;
    }
    const sup = toks[open - 1];
    if (sup?.text !== 'super' || sup.type !== 'name' || toks[open - 2]?.text === '.') return;
    // The innermost class around the call (a nested class without a torch base has none).
    let bases: string[] | undefined;
    for (let b = this.blocks.length - 1; b >= 0 && bases === undefined; b--) bases = this.blocks[b]!.bases;
    if (bases === undefined) return;
    const call = info.calls.get(k + 1);
    for (const name of bases) {
      const partEnds = lastPartEnds(name, toks[k]!.end);
      const use = this.record(name, 'call', sup.start, toks[k]!.end, partEnds, this.tryIds(), call);
      if (use) use.superInit = true;
    }
  }

  /**
   * Whether a part of the dotted name at tokens k..m (names at every other token) is a method
   * looked for: then the parts are read on, for a method called on what it names (`self.x.storage()`).
   */
  private methodIn(toks: Tok[], k: number, m: number): boolean {
    const methods = this.methods;
    if (methods === undefined) return false;
    for (let q = k; q <= m; q += 2) if (methods.has(toks[q]!.text)) return true;
    return false;
  }

  protected record(
    name: string,
    kind: UseKind,
    start: number,
    end: number,
    partEnds: number[],
    tryIds: number[],
    call: CallInfo | undefined,
    torchBound = this.resolve('torch') === 'torch',
  ): Use | undefined {
    // Code that runs on no torch of the target is not a use there.
    if (this.deadHere()) return undefined;
    // Nor is code after a statement that always raises there, but for a name that is gone itself:
    // that line fails wherever it is reached, and every such line is listed at once, not one a run.
    if (this.raisedHere() && !this.gone!(name)) return undefined;
    for (let t = 0; t < tryIds.length; t++) {
      const id = tryIds[t]!;
      const names = this.tryNames.get(id);
      if (names) names.push(name);
      else this.tryNames.set(id, [name]);
      if (call?.keywords && call.keywords.size > 0) {
        const passed = [...call.keywords.keys()].map((k) => `${name}(${k}=)`);
        const had = this.tryKeywords.get(id);
        if (had) had.push(...passed);
        else this.tryKeywords.set(id, passed);
      }
    }
    // A use through the defining module is a use of the public name (its parts then no longer line up with the text).
    const shown = kind === 'import' ? name : publicName(name);
    if (shown !== name) partEnds = lastPartEnds(shown, end);
    // Every field set here, in one order: uses of one shape keep the code that reads them fast.
    let fallbackFor: string[] | undefined;
    let holds: Guard[] | undefined;
    for (let i = 0; i < this.blocks.length; i++) {
      const b = this.blocks[i]!;
      if (b.fallback) fallbackFor = fallbackFor ? [...fallbackFor, ...b.fallback] : b.fallback;
      if (b.holds) holds = holds ? [...holds, ...b.holds] : b.holds;
    }
    const use: Use = {
      name: shown,
      kind,
      start,
      end,
      partEnds,
      handlers: [],
      torchBound,
      viaAlias: false,
      intoStateDict: false,
      annotation: false,
      base: false,
      noneTest: false,
      superInit: false,
      fromImport: false,
      importRoot: '',
      topLevel: this.blocks.length === 0,
      fallbackFor,
      holds,
      method: false,
      absenceHandled: false,
      keywords: call ? call.keywords : kind === 'call' ? new Map() : undefined,
      starKwargs: call ? call.starKwargs : kind === 'call' ? false : undefined,
      call: call?.site,
    };
    this.uses.push(use);
    this.usesTries.push(tryIds);
    return use;
  }
}
