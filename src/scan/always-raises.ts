/**
 * A statement that always raises on the target torch: where it is surely evaluated, it touches a
 * torch name no release of the range has (`isinstance(root, torch._six.string_classes)` on 2.x).
 * Whatever follows it in its block never runs there (catalyst's dataset constructors, whose first
 * line tests `torch._six`): those lines are not uses on the target.
 */
import type { LineInfo, Tok, Use } from './uses-types.js';

/** Statements none of whose parts surely run whenever the statement does, or that do not run in order. */
const NOT_SURE = new Set([
  'elif',
  'else',
  'except',
  'finally',
  'def',
  'class',
  'try',
  'match',
  'case',
  'assert',
  'async',
  'global',
  'nonlocal',
  '@',
]);

/** Headers whose test, iterable or context runs first, before their block. */
const HEADERS = new Set(['if', 'while', 'for', 'with']);

/**
 * The offset before which the statement's tokens are surely evaluated whenever it runs: up to its
 * first `and`/`or` (short-circuit), and for a header up to its colon (a one-line body is
 * conditional); -1 when no part is sure (a conditional expression, a lambda or comprehension, an
 * `elif`, an `assert` whose message runs only on failure, a definition).
 */
export function surelyEvaluatedEnd(toks: readonly Tok[], info: LineInfo): number {
  const first = toks[0]!.text;
  if (NOT_SURE.has(first)) return -1;
  const header = HEADERS.has(first);
  for (let k = 1; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.type === 'name') {
      if (t.text === 'and' || t.text === 'or') return t.start;
      // `a if c else b`, `lambda: …`, `[… for …]`: parts that run only sometimes, or later.
      if (t.text === 'if' || t.text === 'else' || t.text === 'lambda' || t.text === 'for') return -1;
    } else if (header && t.text === ':' && info.depth[k] === 0) return t.start;
  }
  return toks[toks.length - 1]!.end;
}

/**
 * Whether evaluating the use raises wherever `gone` holds: it reaches the missing name itself (an
 * attribute of an imported module, or an import), not through a name bound otherwise (an alias may
 * hold a fallback) nor by a method's name alone; a type expression in a body is not evaluated, and
 * an attribute set on a module that is there is made, not looked up.
 */
export function raisesWhereGone(use: Use, gone: (name: string) => boolean): boolean {
  if (use.annotation || use.method || use.viaAlias || use.absenceHandled || use.superInit) return false;
  if (use.kind === 'import') return gone(use.name);
  const root = use.importRoot ?? '';
  // Setting a missing attribute on a module that is there raises nothing: only its owner can be missing.
  const name = use.kind === 'assign' ? use.name.slice(0, Math.max(0, use.name.lastIndexOf('.'))) : use.name;
  return root !== '' && !gone(root) && name.length > root.length && gone(name);
}
