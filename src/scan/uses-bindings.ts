/**
 * Bindings: what each name is bound to — a torch path (imports, aliases), the torch version, a
 * condition on it, or something else — in its scope, with the rules for branches, `try` bodies and
 * their import fallbacks.
 */
import {
  GUARD,
  rootOf,
  ROOTS,
  TABLE,
  VERSION,
  VERSION_PART,
  type Binding,
  type LineInfo,
  type Tok,
} from './uses-types.js';
import { closing, lastPartEnds, partEndsOf, targetNames } from './uses-calls.js';
import { guardName } from './uses-guards.js';
import { UseMatcher } from './uses-match.js';
import { importedBy } from './lazy-imports.js';

/** The value of a name bound more than one way that may differ (the branches of an `if`, a `try` and its `except`). */
const MANY = '\u0000many';

/**
 * Whether a line before `pos` assigns `name` as a whole target (`name = …`, `name: T = …`): at
 * the start of a line after blanks, then blanks, an optional `: annotation`, and `=` (not `==`),
 * all before `pos`. Asked only for a torch alias bound in a branch over no binding the analyser
 * saw; each occurrence of the name is found by the native search and checked in place (an
 * expression per call, over a copy of the text before `pos`, was compiled and run a hundred
 * times a scan on diffusers).
 */
export function assignedBefore(text: string, name: string, pos: number): boolean {
  for (let at = text.indexOf(name); at >= 0 && at < pos; at = text.indexOf(name, at + 1))
    if (atLineStart(text, at) && assignsAt(text, at + name.length, pos)) return true;
  return false;
}

/** Whether only blanks (space, tab) stand between `at` and the start of its line. */
function atLineStart(text: string, at: number): boolean {
  let b = at;
  while (b > 0 && (text.charCodeAt(b - 1) === 32 || text.charCodeAt(b - 1) === 9)) b--;
  return b === 0 || text.charCodeAt(b - 1) === 10;
}

/** Whether blanks, an optional `:` with anything but `=` and line breaks, then `=` not followed by `=` start at `q`, all before `pos`. */
function assignsAt(text: string, q: number, pos: number): boolean {
  while (q < pos && (text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9)) q++;
  if (q < pos && text.charCodeAt(q) === 58)
    for (q++; q < pos && text.charCodeAt(q) !== 61 && text.charCodeAt(q) !== 10; q++);
  return q < pos && text.charCodeAt(q) === 61 && !(q + 1 < pos && text.charCodeAt(q + 1) === 61);
}

/** Whether a part of the dotted name `path` is in `parts` (a loop, not split(): asked for every torch name bound). */
function holdsPart(path: string, parts: ReadonlySet<string>): boolean {
  let s = 0;
  for (let e = path.indexOf('.'); e >= 0; s = e + 1, e = path.indexOf('.', s))
    if (parts.has(path.slice(s, e))) return true;
  return parts.has(path.slice(s));
}

/** Binds names: imports, aliases, the torch version and conditions on it, shadowing. */
export abstract class BindingReader extends UseMatcher {
  protected bind(name: string, value: Binding): void {
    // A branch that never runs on the target binds nothing there.
    if (this.deadHere()) return;
    // Bound again: no longer (only) what a project import bound (an import sets it again after this).
    if (this.projectNames.size > 0) this.projectNames.delete(name);
    if (value !== null && ROOTS.has(rootOf(value))) {
      this.torchNames.add(name);
      this.admit(name);
      // `mesh_args = torch.meshgrid.__kwdefaults__`: tested later as a guard.
      if (value.endsWith('.__kwdefaults__')) this.versionNames = true;
      if (this.live && holdsPart(value, this.live)) this.liveNames.add(name);
    } else if (value === VERSION || (value !== null && (value.startsWith(GUARD) || value.startsWith(VERSION_PART)))) {
      // Read like a torch name from here on, so the lines that test or rebind it are not skipped.
      this.torchNames.add(name);
      this.admit(name);
      this.versionNames = true;
    } else if (value !== null && value.startsWith(TABLE)) {
      // Its calls are read: `_backbones[name][0](pretrained=True)`.
      this.torchNames.add(name);
      this.admit(name);
      if (
        this.live &&
        value
          .slice(TABLE.length)
          .split(/[.|]/)
          .some((part) => this.live!.has(part))
      )
        this.liveNames.add(name);
    } else if (value === null && this.guardy && guardName(name)) {
      // A version helper or constant imported or defined here (`pytorch_after`): lines that bind its answer are read.
      this.torchNames.add(name);
      this.admit(name);
    }
    const scope = this.scope();
    this.bound?.push(`${this.blocks.length}:${name}`);
    const top = this.blocks[this.blocks.length - 1];
    const before = scope.get(name);
    if (
      top !== undefined &&
      top.catchFor >= 0 &&
      typeof before === 'string' &&
      ROOTS.has(rootOf(before)) &&
      this.tryBinds.get(top.catchFor)?.has(name) &&
      this.onlyFor(top.catchFor, before)
    ) {
      // An import fallback over what its `try` bound, when the `try` can fail only for want of
      // that: the `try` binding is live wherever it exists; the fallback's only where the catalog
      // says it exists in no torch of the range.
      const gone = this.deadTest !== undefined && this.deadTest({ kind: 'has', api: before, present: true });
      if (gone) scope.set(name, value);
      return;
    }
    let inTry = false;
    for (let i = this.tryCount > 0 ? this.blocks.length - 1 : -1; i >= 0; i--) {
      const b = this.blocks[i]!;
      if (b.scope) break;
      if (b.kind === 'try') {
        const set = this.tryBinds.get(b.tryId);
        if (set) set.add(name);
        else this.tryBinds.set(b.tryId, new Set([name]));
        inTry = true;
        break;
      }
    }
    if (!inTry && this.probed.size > 0) this.probed.delete(name);
    // Bound in a branch (an `if`, a `try` or its `except`) over a value it already had: it may now hold either.
    if (scope.has(name) && scope.get(name) !== value && this.inBranch()) value = MANY;
    scope.set(name, value);
  }

  /**
   * Whether the `try` numbered `id` can fail only for want of `path`: every other torch name it
   * imported or used is one the catalog says every torch of the range has.
   */
  protected onlyFor(id: number, path: string): boolean {
    const test = this.deadTest;
    for (const n of this.tryNames.get(id) ?? []) {
      if (n === path || n.startsWith(`${path}.`) || path.startsWith(`${n}.`)) continue;
      if (!test || !test({ kind: 'has', api: n, present: false })) return false;
    }
    return true;
  }

  /** `amp = torch.cuda.amp`: the value is a bare dotted torch name, so the target aliases it. */
  protected aliasValue(toks: Tok[], i: number, j: number): Binding {
    if (i >= j || toks[i]!.type !== 'name') return null;
    const parts = [toks[i]!.text];
    let k = i + 1;
    while (k + 1 < j && toks[k]!.text === '.' && toks[k + 1]!.type === 'name') {
      parts.push(toks[k + 1]!.text);
      k += 2;
    }
    if (k !== j) return null;
    const root = this.resolve(parts[0]!);
    if (!root || !ROOTS.has(rootOf(root))) return null;
    return [root, ...parts.slice(1)].join('.');
  }

  /**
   * `getattr(models, name)`: a member of a torch module looked up by a name the code computes
   * (tokens i..j), bound to a name called later (`Model(pretrained=True)`): the member itself when
   * the name is a literal, else any member (`torchvision.models.*`), which only entries about any
   * member's calls match. A default (a third argument) may be what is bound instead: not read.
   */
  protected getattrValue(toks: Tok[], i: number, j: number): Binding {
    if (j - i < 6 || toks[i]!.text !== 'getattr' || toks[i + 1]!.text !== '(' || toks[j - 1]!.text !== ')') return null;
    let k = i + 2;
    while (k + 2 < j && toks[k + 1]!.text === '.' && toks[k + 2]!.type === 'name') k += 2;
    if (toks[k + 1]?.text !== ',' || k + 3 !== j - 1) return null;
    const module = this.aliasValue(toks, i + 2, k + 1);
    const key = toks[k + 2]!;
    if (module === null || (key.type !== 'name' && key.type !== 'string')) return null;
    const literal = key.type === 'string' ? /^(['"])([A-Za-z_]\w*)\1$/.exec(key.text)?.[2] : undefined;
    if (key.type === 'string' && literal === undefined) return null;
    return `${module}.${literal ?? '*'}`;
  }

  /**
   * `LazyImport("torch")`, `importlib.import_module("torch.nn")`: a call (tokens i..j) of a function
   * named for importing, whose one argument is a string naming a torch module, stands for the module
   * it imports (lazy-imports.ts says which files hold one, so the skim reads their lines).
   */
  protected importCallValue(toks: Tok[], i: number, j: number): Binding {
    let k = i;
    if (toks[k]?.type !== 'name') return null;
    while (k + 2 < j && toks[k + 1]!.text === '.' && toks[k + 2]!.type === 'name') k += 2;
    if (k + 4 !== j || toks[k + 1]!.text !== '(' || toks[k + 2]!.type !== 'string' || toks[k + 3]!.text !== ')')
      return null;
    return importedBy(toks[k]!.text, toks[k + 2]!.text);
  }

  /**
   * `{"resnet18": resnet.resnet18, …}`, `[(resnet18, 512), …]`: a literal (tokens i..j) whose every
   * value is a torch callable, or a tuple or list that starts with one, all members of one module
   * below a torch root (`torchvision.models`): a table of them (TABLE). Anything else in it: null.
   */
  protected tableValue(toks: Tok[], info: LineInfo, i: number, j: number): Binding {
    if (j - i < 3) return null;
    const open = toks[i]!.text;
    if ((open !== '{' && open !== '[' && open !== '(') || closing(toks, info, i) !== j - 1) return null;
    const d = info.depth[i]! + 1;
    const paths: string[] = [];
    let tuples = -1;
    // Each item: after the bracket, a `,`, or (in a dict) the key's `:`.
    for (let k = i + 1; k < j - 1;) {
      let s = k;
      if (open === '{') {
        while (s < j - 1 && !(toks[s]!.text === ':' && info.depth[s] === d)) s++;
        s++;
      }
      let e = s;
      while (e < j - 1 && !(toks[e]!.text === ',' && info.depth[e] === d)) e++;
      if (s >= e) {
        k = e + 1;
        continue;
      }
      const group = toks[s]!.text === '(' || toks[s]!.text === '[';
      if (tuples >= 0 && tuples !== (group ? 1 : 0)) return null;
      tuples = group ? 1 : 0;
      let a = group ? s + 1 : s;
      let b = a;
      while (b + 2 < e && toks[b + 1]!.text === '.' && toks[b + 2]!.type === 'name') b += 2;
      const after = toks[b + 1]!.text;
      if (toks[a]!.type !== 'name' || (group ? after !== ',' : b + 1 !== e)) return null;
      const root = this.resolve(toks[a]!.text);
      if (!root || !ROOTS.has(rootOf(root))) return null;
      const parts = [root];
      for (a += 2; a <= b; a += 2) parts.push(toks[a]!.text);
      paths.push(parts.join('.'));
      k = e + 1;
    }
    if (paths.length === 0) return null;
    // The module every callable is a member of, at least two parts deep (`torchvision.models`).
    let common = paths[0]!.split('.').slice(0, -1);
    for (const p of paths.slice(1)) {
      const parts = p.split('.');
      let n = 0;
      while (n < common.length && n < parts.length - 1 && parts[n] === common[n]) n++;
      common = common.slice(0, n);
    }
    return common.length >= 2 ? `${TABLE}${common.join('.')}|${tuples}` : null;
  }

  protected bindTargets(toks: Tok[], info: LineInfo, i: number, j: number, alias: Binding): void {
    const names = new Set<number>();
    const single = targetNames(toks, info, i, j, names);
    if (single) {
      const name = toks[i]!.text;
      if (alias !== null && !alias.startsWith('\u0000')) {
        this.aliasNames.add(name);
        // `amp_autocast = suppress` on a line the skim passed over, then `amp_autocast =
        // torch.cuda.amp.autocast` under an `if`: the name may hold either after the branch.
        const scope = this.scope();
        if (this.inBranch() && !scope.has(name) && assignedBefore(this.text, name, toks[i]!.start))
          scope.set(name, null);
      }
      return this.bind(name, alias);
    }
    for (const k of names) this.bind(toks[k]!.text, null);
  }

  protected importStmt(toks: Tok[], i: number, j: number): void {
    let k = i;
    while (k < j) {
      const s = k;
      const parts: string[] = [];
      while (k < j && toks[k]!.type === 'name' && toks[k]!.text !== 'as') {
        parts.push(toks[k]!.text);
        k++;
        if (toks[k]?.text === '.') k++;
        else break;
      }
      const dotted = parts.join('.');
      const end = toks[k - 1]?.end ?? toks[s]!.end;
      if (dotted) this.importSink()?.push(dotted);
      const project = parts.length > 0 && !ROOTS.has(parts[0]!);
      if (toks[k]?.text === 'as' && toks[k + 1]?.type === 'name') {
        this.bind(toks[k + 1]!.text, dotted || null);
        this.importNames.add(toks[k + 1]!.text);
        if (project) this.projectNames.set(toks[k + 1]!.text, dotted);
        k += 2;
      } else if (parts.length > 0) {
        this.bind(parts[0]!, parts[0]!);
        this.importNames.add(parts[0]!);
        if (project) this.projectNames.set(parts[0]!, parts[0]!);
      }
      if (parts.length > 0 && ROOTS.has(parts[0]!))
        this.record(dotted, 'import', toks[s]!.start, end, partEndsOf(toks, s, parts.length), this.tryIds(), undefined);
      while (k < j && toks[k]!.text !== ',') k++;
      k++;
    }
  }

  protected fromImport(toks: Tok[], i: number, j: number): void {
    let k = i;
    let relative = false;
    let dots = '';
    while (k < j && (toks[k]!.text === '.' || toks[k]!.text === '...')) {
      relative = true;
      dots += toks[k]!.text;
      k++;
    }
    const parts: string[] = [];
    while (k < j && toks[k]!.type === 'name' && toks[k]!.text !== 'import') {
      parts.push(toks[k]!.text);
      k++;
      if (toks[k]?.text === '.') k++;
    }
    k++; // `import`
    const module = relative ? undefined : parts.join('.');
    const torchish = module !== undefined && ROOTS.has(parts[0] ?? '');
    // What the module needs at the top level: the module named, and each name as a submodule of it.
    const written = dots + parts.join('.');
    const top = this.importSink();
    if (top && parts.length > 0) top.push(written);
    for (; k < j; k++) {
      const t = toks[k]!;
      if (t.type !== 'name') continue;
      let local = t.text;
      if (toks[k + 1]?.text === 'as' && toks[k + 2]?.type === 'name') {
        local = toks[k + 2]!.text;
      }
      if (top && t.text !== '*') top.push(dots && parts.length === 0 ? dots + t.text : `${written}.${t.text}`);
      const qual = torchish ? `${module}.${t.text}` : null;
      this.bind(local, qual);
      if (!torchish && t.text !== '*') {
        this.projectNames.set(local, `${written}${parts.length > 0 ? '.' : ''}${t.text}`);
        // A line that binds it again is read (the skim passes over lines of names it was not told of).
        this.admit(local);
      }
      if (qual) {
        this.importNames.add(local);
        const use = this.record(qual, 'import', t.start, t.end, lastPartEnds(qual, t.end), this.tryIds(), undefined);
        if (use) use.fromImport = true;
      }
      if (local !== t.text) k += 2;
    }
  }
}
