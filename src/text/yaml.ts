/**
 * The one YAML parse for user input (workflows, the matrix input, rules files, conda
 * environment files). Besides syntax errors it refuses, as one line naming the input:
 * an alias bomb (aliases that expand to too many nodes) and nesting too deep to walk.
 */
import {
  isAlias,
  isCollection,
  isMap,
  isPair,
  isScalar,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
} from 'yaml';
import { InputError } from '../core/errors.js';

export const YAML_LIMITS = {
  /** Alias nodes (`*name`) in one document. */
  aliases: 1_000,
  /** Nodes that aliases may add when expanded (a "billion laughs" adds billions). */
  aliasNodes: 100_000,
  /** Nested collections, aliases expanded. */
  depth: 100,
} as const;

export interface ParsedYaml {
  doc: Document.Parsed;
  lines: LineCounter;
}

/** Parses `text`; `what` names it in messages (a file name, or `matrix`); `format` names what it should be. */
export function parseUserYaml(
  text: string,
  what: string,
  options: { uniqueKeys?: boolean; format?: string } = {},
): ParsedYaml {
  const lines = new LineCounter();
  // logLevel 'error': the library would print its own warnings on stderr (a mapping used as a key
  // is made text); what a user sees about their input comes from us, as one line.
  // Duplicate keys are found here, not by the library: it compares each key with every key before
  // it in its mapping, quadratic in the mapping's size.
  const doc = parseDocument(text, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: false,
    keepSourceTokens: false,
    logLevel: 'error',
  });
  const shape = walkOnce(doc, options.uniqueKeys ?? true);
  const duplicate = shape.duplicate;
  const err = doc.errors[0];
  if (duplicate !== undefined && (!err || duplicate < err.pos[0])) {
    const at = lines.linePos(duplicate);
    throw new InputError(
      `${what}:${at.line}:${at.col}: not valid ${options.format ?? 'YAML'}: Map keys must be unique`,
    );
  }
  if (err) {
    const at = err.linePos?.[0] ?? lines.linePos(err.pos[0]);
    const message = /call stack/i.test(err.message)
      ? `nested more than ${YAML_LIMITS.depth} levels deep`
      : `not valid ${options.format ?? 'YAML'}: ${err.message.split(/[\r\n]/)[0]}`;
    throw new InputError(`${what}:${at.line}:${at.col}: ${message}`);
  }
  // Without aliases the document is the tree just walked: its depth is known, and the costlier
  // count of what aliases expand to is needed only when there is one.
  if (shape.aliases) checkShape(doc, lines, what);
  else if (shape.depth > YAML_LIMITS.depth)
    throw new InputError(
      `${what}: nested more than ${YAML_LIMITS.depth} levels deep (aliases expanded); refused as a resource-exhaustion attack`,
    );
  return { doc, lines };
}

/**
 * One walk of the tree as parsed: where the first key that repeats an earlier key of its mapping
 * starts (when `unique`), how deep collections nest, and whether there is an alias. Keys are
 * equal as the library compares them: scalars by resolved value (`true` and `True` are one key,
 * `1` and `"1"` are not), anything else only with itself. One set per mapping, so it is linear.
 */
function walkOnce(doc: Document, unique: boolean): { duplicate: number | undefined; depth: number; aliases: boolean } {
  let first: number | undefined;
  let depth = 0;
  let aliases = false;
  const nodes: unknown[] = [doc.contents];
  const levels: number[] = [0];
  while (nodes.length) {
    const node = nodes.pop();
    const level = levels.pop()!;
    if (isAlias(node)) aliases = true;
    if (!isCollection(node)) continue;
    const inner = level + 1;
    if (inner > depth) depth = inner;
    const seen = unique && isMap(node) ? new Set<unknown>() : undefined;
    for (const item of node.items as unknown[]) {
      if (!isPair(item)) {
        nodes.push(item);
        levels.push(inner);
        continue;
      }
      nodes.push(item.key, item.value);
      levels.push(inner, inner);
      if (!seen || !isScalar(item.key)) continue;
      const value = item.key.value;
      // NaN is no key's equal, as the library has it (a Set would call two NaNs one).
      if (typeof value === 'number' && Number.isNaN(value)) continue;
      if (seen.has(value)) {
        const at = item.key.range?.[0];
        if (at !== undefined && (first === undefined || at < first)) first = at;
      } else seen.add(value);
    }
  }
  return { duplicate: first, depth, aliases };
}

type Sized = { nodes: number; depth: number };

/**
 * Counts what the document becomes once its aliases are expanded, without expanding them:
 * each node's expanded size and depth is computed once (children before parents, an explicit
 * stack, so deep input cannot overflow the call stack) and an alias costs its target's.
 */
function checkShape(doc: Document, lines: LineCounter, what: string): void {
  const root = doc.contents;
  if (!root) return;
  const targets = aliasTargets(root);
  const done = new Map<Node, Sized>();
  const open = new Set<Node>();
  let aliases = 0;
  let raw = 0;
  const stack: Node[] = [root];
  const fail = (why: string): never => {
    throw new InputError(`${what}: ${why}; refused as a resource-exhaustion attack`);
  };
  while (stack.length) {
    const node = stack[stack.length - 1]!;
    if (done.has(node)) {
      stack.pop();
      continue;
    }
    if (isAlias(node)) {
      const target = targets.get(node);
      if (!target) {
        const at = lines.linePos(node.range?.[0] ?? 0);
        throw new InputError(
          `${what}:${at.line}:${at.col}: alias *${node.source} names no anchor (&${node.source}) before it`,
        );
      }
      const t = done.get(target);
      if (!t) {
        if (open.has(target)) fail(`alias *${node.source} refers to a node that contains it`);
        stack.push(target);
        continue;
      }
      if (++aliases > YAML_LIMITS.aliases) fail(`more than ${YAML_LIMITS.aliases} aliases`);
      done.set(node, t);
      stack.pop();
      continue;
    }
    const kids = children(node);
    if (!open.has(node)) {
      open.add(node);
      raw++;
      for (const k of kids) if (!done.has(k)) stack.push(k);
      if (kids.some((k) => !done.has(k))) continue;
    } else if (kids.some((k) => !done.has(k))) {
      for (const k of kids) if (!done.has(k)) stack.push(k);
      continue;
    }
    let nodes = 1;
    let depth = 0;
    for (const k of kids) {
      const s = done.get(k)!;
      nodes += s.nodes;
      depth = Math.max(depth, s.depth);
    }
    if (isCollection(node)) depth++;
    if (depth > YAML_LIMITS.depth) fail(`nested more than ${YAML_LIMITS.depth} levels deep (aliases expanded)`);
    if (nodes - raw > YAML_LIMITS.aliasNodes) fail(`its aliases expand to more than ${YAML_LIMITS.aliasNodes} nodes`);
    open.delete(node);
    done.set(node, { nodes, depth });
    stack.pop();
  }
}

/**
 * What each alias names: the last node before it, in document order, that carries its anchor (as
 * the library's `Alias.resolve` has it). One walk for all aliases: resolving each on its own walks
 * the document again, which made a file of many anchors cost the square of its size.
 */
function aliasTargets(root: Node): Map<Node, Node | undefined> {
  const anchors = new Map<string, Node>();
  const out = new Map<Node, Node | undefined>();
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (isAlias(node)) {
      out.set(node, anchors.get(node.source));
      continue;
    }
    if (node.anchor) anchors.set(node.anchor, node);
    const kids = children(node);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return out;
}

function children(node: Node): Node[] {
  if (!isCollection(node)) return [];
  const out: Node[] = [];
  for (const item of node.items as unknown[]) {
    if (isPair(item)) {
      if (item.key && typeof item.key === 'object') out.push(item.key as Node);
      if (item.value && typeof item.value === 'object') out.push(item.value as Node);
    } else if (item && typeof item === 'object') out.push(item as Node);
  }
  return out;
}
