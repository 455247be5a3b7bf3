/**
 * Which tokens of a statement are type expressions: annotations (`x: T`, `self.x: T = v`, a
 * parameter's `: T`, `-> T`) and the insides of typing subscripts (`Optional[T]`, `Union[A, B]`,
 * `Type[T]`, also in a type alias `Alias = Union[A, B]`). A name there is looked up, never called:
 * a deprecation that warns when the API is called or constructed does not fire. Pure.
 */

export interface TypeTok {
  type: string;
  text: string;
}

/** Subscripted names of `typing` (and the builtins used the same way) whose arguments are types. */
const TYPING = new Set([
  'Optional',
  'Union',
  'Type',
  'type',
  'ClassVar',
  'Final',
  'List',
  'Dict',
  'Tuple',
  'Set',
  'FrozenSet',
  'Sequence',
  'MutableSequence',
  'Mapping',
  'MutableMapping',
  'Iterable',
  'Iterator',
  'Collection',
  'Callable',
  'Generator',
  'AsyncIterator',
  'Awaitable',
  'Coroutine',
  'DefaultDict',
  'OrderedDict',
]);

/** Whether a name is one whose subscript holds types (`Optional`, `Union`, `List`, …). */
export function isTypingName(name: string): boolean {
  return TYPING.has(name);
}

/** Whether a statement can hold a typing subscript: some token is a typing name followed by `[`. */
function holdsTypingSubscript(toks: readonly TypeTok[]): boolean {
  for (let k = 0; k + 1 < toks.length; k++)
    if (toks[k]!.type === 'name' && toks[k + 1]!.text === '[' && TYPING.has(toks[k]!.text)) return true;
  return false;
}

function mark(out: Uint8Array, a: number, b: number): void {
  if (b > a) out.fill(1, a, b);
}

/**
 * The end (exclusive) of the expression starting at `a` inside brackets of depth `d`: the first
 * `,`, `=` or `)`/`]` at that depth, or `stop`.
 */
function exprEnd(toks: readonly TypeTok[], depth: readonly number[], a: number, d: number, stop: number): number {
  let k = a;
  for (; k < stop; k++) {
    if (depth[k]! < d) break;
    if (depth[k] === d && toks[k]!.type === 'op' && (toks[k]!.text === ',' || toks[k]!.text === '=')) break;
  }
  return k;
}

/** Typing subscripts inside tokens a..b: the insides of `Optional[…]` and the like. */
function markSubscripts(
  toks: readonly TypeTok[],
  depth: readonly number[],
  a: number,
  b: number,
  out: Uint8Array,
): void {
  for (let k = a; k + 1 < b; k++) {
    if (toks[k]!.type !== 'name' || toks[k + 1]!.text !== '[' || !TYPING.has(toks[k]!.text)) continue;
    // A dotted `typing.Optional` counts as well; an attribute of something else (`x.Optional[…]`) is left.
    const d = depth[k + 1]!;
    let e = k + 2;
    while (e < b && !(depth[e] === d && toks[e]!.text === ']')) e++;
    mark(out, k + 2, e);
  }
}

/**
 * A mask of the statement's tokens that are type expressions. `def`: the header's parameter
 * annotations and return annotation (tokens from `(` at `open` to the colon at `colon`);
 * otherwise an annotated assignment target (`x: T = v`, `obj.x: T`) and typing subscripts anywhere.
 */
export function typeMask(
  toks: readonly TypeTok[],
  depth: readonly number[],
  i: number,
  j: number,
  def: { open: number; colon: number } | undefined,
): Uint8Array | undefined {
  let out: Uint8Array | undefined;
  const get = () => (out ??= new Uint8Array(toks.length));
  if (def) {
    const d = (depth[def.open] ?? 0) + 1;
    for (let k = def.open + 1; k < def.colon; k++) {
      const t = toks[k]!;
      if (depth[k] === d && t.type === 'op' && t.text === ':' && toks[k - 1]?.type === 'name')
        mark(get(), k + 1, exprEnd(toks, depth, k + 1, d, def.colon));
      if (depth[k] === 0 && t.type === 'op' && t.text === '->') mark(get(), k + 1, def.colon);
    }
    return out;
  }
  // `target: T` or `target: T = value`: a colon at depth 0 after a name or a dotted target.
  if (toks[i]?.type === 'name') {
    let k = i + 1;
    while (k + 1 < j && toks[k]!.text === '.' && toks[k + 1]!.type === 'name') k += 2;
    if (k < j && toks[k]!.type === 'op' && toks[k]!.text === ':' && depth[k] === 0) {
      let e = k + 1;
      while (e < j && !(depth[e] === 0 && toks[e]!.type === 'op' && toks[e]!.text === '=')) e++;
      mark(get(), k + 1, e);
    }
  }
  if (holdsTypingSubscript(toks)) markSubscripts(toks, depth, i, j, get());
  return out;
}

/**
 * A mask of the bases of a `class` header (`class S(A, pkg.B, metaclass=M):`): each element of
 * the bracket after the class name that is a plain dotted name. A call or a subscript there
 * (`with_metaclass(M, A)`, `Generic[T]`) is not marked, nor is a keyword (`metaclass=`).
 */
export function baseMask(
  toks: readonly TypeTok[],
  depth: readonly number[],
  open: number,
  colon: number,
): Uint8Array | undefined {
  if (toks[open]?.text !== '(') return undefined;
  let out: Uint8Array | undefined;
  const d = (depth[open] ?? 0) + 1;
  let s = open + 1;
  for (let k = open + 1; k <= colon; k++) {
    const t = toks[k]!;
    const ends = depth[k] === d - 1 || (depth[k] === d && t.type === 'op' && t.text === ',');
    if (!ends) continue;
    // A plain dotted name: name (. name)*, nothing else.
    let q = s;
    let plain = toks[q]?.type === 'name';
    while (plain && q + 1 < k) {
      plain = toks[q + 1]!.text === '.' && toks[q + 2]?.type === 'name';
      q += 2;
    }
    if (plain && q === k - 1) {
      out ??= new Uint8Array(toks.length);
      for (let m = s; m < k; m++) out[m] = 1;
    }
    if (depth[k] === d - 1) break;
    s = k + 1;
  }
  return out;
}
