/**
 * Reads a `strategy.matrix` YAML node into a MatrixDef, keeping where every dimension value,
 * include entry and exclude entry is written, and flagging numbers that lose a version's
 * trailing zero (`3.10` is the YAML number 3.1, and GitHub passes "3.1" on).
 */
import { isAlias, isMap, isScalar, isSeq, type Document, type LineCounter } from 'yaml';
import { setKey } from '../github/equality.js';
import { GITHUB_MATRIX_DOCS, located } from '../github/locate.js';
import type { Dimension, Entry, MatrixDef, MatrixValue, Position } from '../github/types.js';
import type { Finding } from '../../core/finding.js';

export interface YamlSource {
  doc: Document.Parsed;
  lines: LineCounter;
  file?: string;
}

const EXPRESSION = /\$\{\{[\s\S]*?\}\}/;

export function positionOf(src: YamlSource, node: unknown): Position | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  if (!range) return undefined;
  const p = src.lines.linePos(range[0]);
  return { line: p.line, column: p.col };
}

/** A YAML node as the plain value GitHub sees (aliases resolved). */
/** A matrix value as text (a key, a message): scalars as written, a list or mapping as JSON. */
export function keyText(v: MatrixValue): string {
  return v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export function valueOf(src: YamlSource, node: unknown, depth = 0): MatrixValue {
  if (depth > 50) return null;
  if (isAlias(node)) return valueOf(src, node.resolve(src.doc), depth + 1);
  if (isScalar(node)) {
    const v = node.value;
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null
      ? v
      : typeof v === 'bigint'
        ? v.toString()
        : (JSON.stringify(v) ?? '');
  }
  if (isSeq(node)) return node.items.map((n) => valueOf(src, n, depth + 1));
  if (isMap(node)) {
    const out: Record<string, MatrixValue> = {};
    // defineProperty: a key named `__proto__` is a key like any other, never the prototype.
    for (const pair of node.items)
      Object.defineProperty(out, keyText(valueOf(src, pair.key, depth + 1)), {
        value: valueOf(src, pair.value, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return null;
}

/** Where a value is written decides what its YAML number does. */
type Part = 'dimension' | 'include' | 'exclude';

/**
 * `3.10` written as a plain number is 3.1. A dimension value becomes the job's value, so it
 * warns. An include or exclude value is first compared with the cells, and GitHub compares a
 * number with a string as numbers, so it still matches "3.10": an exclude works (a notice);
 * an include that adds a job of its own gives it 3.1 (a warning that says so).
 */
function floatDiagnostics(src: YamlSource, key: string, node: unknown, out: Finding[], part: Part): void {
  if (isSeq(node)) return node.items.forEach((n) => floatDiagnostics(src, key, n, out, part));
  if (isMap(node))
    return node.items.forEach((p) => floatDiagnostics(src, keyText(valueOf(src, p.key)), p.value, out, part));
  if (!isScalar(node) || typeof node.value !== 'number') return;
  const written = (node.source ?? '').trim();
  const seen = String(node.value);
  if (!/^\d+\.\d*0$/.test(written) || written === seen) return;
  const what = `\`${key}: ${written}\` is the YAML number ${seen}`;
  const message =
    part === 'dimension'
      ? `${what}, so the job gets "${seen}", not "${written}".`
      : part === 'include'
        ? `${what} in an include entry: it matches cells whose value is "${written}" (GitHub compares a number and a string as numbers), but a job this entry adds on its own gets "${seen}", not "${written}".`
        : `${what} in an exclude entry; GitHub compares it with the cells' values as numbers, so it still removes the "${written}" cells (and would remove "${seen}" ones too).`;
  out.push(
    located(
      {
        id: 'matrix-float-version',
        severity: part === 'exclude' ? 'notice' : 'warning',
        message,
        hint: `Quote it: '${written}'.`,
        source: 'https://yaml.org/spec/1.2.2/#10214-floating-point',
      },
      src.file,
      positionOf(src, node),
    ),
  );
}

function expressionText(node: unknown): string | undefined {
  return isScalar(node) && typeof node.value === 'string' && EXPRESSION.test(node.value)
    ? node.value.trim()
    : undefined;
}

function entries(src: YamlSource, part: 'include' | 'exclude', node: unknown, def: MatrixDef): Entry[] {
  if (node === null || node === undefined || (isScalar(node) && node.value === null)) return [];
  if (!isSeq(node)) {
    def.diagnostics.push(invalid(src, `\`${part}\` must be a list of mappings.`, node));
    return [];
  }
  const out: Entry[] = [];
  for (const item of node.items) {
    const resolved = isAlias(item) ? item.resolve(src.doc) : item;
    if (!isMap(resolved)) {
      def.diagnostics.push(invalid(src, `Each \`${part}\` entry must be a mapping.`, item));
      continue;
    }
    const values = valueOf(src, resolved) as Record<string, MatrixValue>;
    if (part === 'exclude' && Object.keys(values).length === 0) {
      // An empty filter matches every combination: the whole matrix would be excluded.
      def.diagnostics.push(
        invalid(src, 'An empty `exclude` entry matches every combination and removes them all.', item),
      );
      continue;
    }
    const valueAt: Record<string, Position> = {};
    for (const pair of resolved.items) {
      const at = positionOf(src, pair.value) ?? positionOf(src, pair.key);
      if (at) setKey(valueAt, keyText(valueOf(src, pair.key)), at);
      floatDiagnostics(src, keyText(valueOf(src, pair.key)), pair.value, def.diagnostics, part);
    }
    const at = positionOf(src, item);
    out.push({ values, ...(at ? { at } : {}), valueAt });
  }
  return out;
}

function invalid(src: YamlSource, message: string, node: unknown): Finding {
  return located(
    {
      id: 'matrix-invalid',
      severity: 'error',
      message: `${message} GitHub rejects the workflow.`,
      hint: 'See the matrix syntax.',
      source: GITHUB_MATRIX_DOCS,
    },
    src.file,
    positionOf(src, node),
  );
}

/** The matrix node (a mapping, or an expression) → MatrixDef. */
export function readMatrixNode(src: YamlSource, node: unknown): MatrixDef {
  const at = positionOf(src, node);
  const def: MatrixDef = {
    dimensions: [],
    include: [],
    exclude: [],
    diagnostics: [],
    ...(at ? { at } : {}),
    ...(src.file ? { file: src.file } : {}),
  };
  const resolved = isAlias(node) ? node.resolve(src.doc) : node;
  const expr = expressionText(resolved);
  if (expr) {
    def.expression = { text: expr, part: 'matrix', ...(at ? { at } : {}) };
    return def;
  }
  if (!isMap(resolved)) {
    def.diagnostics.push(invalid(src, 'A matrix must be a mapping of dimensions (or an expression).', node));
    return def;
  }
  let includeNode: unknown;
  let excludeNode: unknown;
  for (const pair of resolved.items) {
    const key = keyText(valueOf(src, pair.key));
    const keyAt = positionOf(src, pair.key);
    if (key === 'include' || key === 'exclude') {
      const e = expressionText(pair.value);
      if (e) {
        const where = positionOf(src, pair.value);
        def.expression ??= { text: e, part: key, ...(where ? { at: where } : {}) };
      }
      if (key === 'include') includeNode = pair.value;
      else excludeNode = pair.value;
      continue;
    }
    const value = isAlias(pair.value) ? pair.value.resolve(src.doc) : pair.value;
    const dimExpr = expressionText(value);
    const dim: Dimension = { key, values: [], ...(keyAt ? { keyAt } : {}) };
    if (dimExpr) {
      dim.expression = dimExpr;
    } else if (isSeq(value)) {
      dim.values = value.items.map((n) => valueOf(src, n));
      dim.valueAt = value.items.map((n) => positionOf(src, n));
      floatDiagnostics(src, key, value, def.diagnostics, 'dimension');
    } else {
      // GitHub wants a list; a lone value is read as a one-value list and said.
      dim.values = [valueOf(src, value)];
      const vAt = positionOf(src, value);
      dim.valueAt = [vAt];
      floatDiagnostics(src, key, value, def.diagnostics, 'dimension');
      def.diagnostics.push(
        located(
          {
            id: 'matrix-invalid',
            severity: 'warning',
            message: `\`${key}\` is a single value, not a list; GitHub expects a list (or an expression).`,
            hint: `Write \`${key}: [${keyText(dim.values[0]!)}]\`.`,
            source: GITHUB_MATRIX_DOCS,
          },
          src.file,
          vAt,
        ),
      );
    }
    def.dimensions.push(dim);
  }
  if (!def.expression) {
    def.include = entries(src, 'include', includeNode, def);
    def.exclude = entries(src, 'exclude', excludeNode, def);
  }
  return def;
}
