/** The shapes of a matrix as GitHub defines it: a matrix as written, its values, its cells. */
import type { Finding } from '../../core/finding.js';

/** Any YAML value a matrix can hold: GitHub keeps numbers, booleans, nulls, lists and maps as they are. */
export type MatrixValue = string | number | boolean | null | MatrixValue[] | { [key: string]: MatrixValue };
/** One job's matrix values, keys in the order GitHub adds them. */
export type Combination = Record<string, MatrixValue>;

/** A position in the source text, 1-based. */
export interface Position {
  line: number;
  column: number;
  /** Another file than the matrix's: a called workflow's value passed in the caller's `with:`. */
  file?: string;
}

export interface Dimension {
  key: string;
  /** The values; empty when the dimension is an expression. */
  values: MatrixValue[];
  /** `${{ … }}` text when the whole dimension is computed at run time. */
  expression?: string;
  keyAt?: Position;
  valueAt?: (Position | undefined)[];
}

export interface Entry {
  values: Combination;
  at?: Position;
  /** Where each key's value is written. */
  valueAt?: Record<string, Position>;
}

/** A matrix as written: dimensions in order, then `exclude` and `include` lists. */
export interface MatrixDef {
  dimensions: Dimension[];
  include: Entry[];
  exclude: Entry[];
  /** Set when the matrix itself, its `include` or its `exclude` is an expression. */
  expression?: { text: string; at?: Position; part: 'matrix' | 'include' | 'exclude' };
  at?: Position;
  /** The workflow file it was read from, so findings can carry a location. */
  file?: string;
  /** Problems seen while reading it (a `3.10` that YAML reads as 3.1, …). */
  diagnostics: Finding[];
}

/** How a cell came to be, so a finding about it can point at the text that made it. */
export type CellOrigin = { kind: 'product'; index: Record<string, number> } | { kind: 'include'; entry: number };

export interface Cell {
  values: Combination;
  origin: CellOrigin;
  /** For each key an `include` entry added to a product cell: that entry's index. */
  addedBy: Record<string, number>;
}

export interface Expansion {
  cells: Cell[];
  diagnostics: Finding[];
}
