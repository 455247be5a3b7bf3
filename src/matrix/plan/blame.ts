/**
 * Which written value to point at when a cell fails: the finding's id says which part of the
 * cell is at fault (a Python finding → the Python value), and the cell's origin says where that
 * value is written (a dimension value, an include entry, a step).
 */
import type { Role } from './keys.js';
import type { Blame } from './cell-input.js';
import type { Cell, MatrixDef, Position } from '../github/types.js';
import { findKey } from '../github/equality.js';
import type { FindingId } from '../../core/finding.js';
import { kindOf } from '../../core/findings/index.js';

/** The parts of a cell a finding blames, in order: its kind's `blame`. */
export function rolesFor(id: FindingId): readonly Role[] {
  return kindOf(id).blame;
}

/** Where the value of `key` in this cell is written. */
function positionOfKey(def: MatrixDef, cell: Cell, key: string): Position | undefined {
  // A path into a nested mapping (`config.python-version`) is written where its top key's value is.
  const top = key.includes('.') && findKey(cell.values, key) === undefined ? key.slice(0, key.indexOf('.')) : key;
  const k = findKey(cell.values, top) ?? top;
  const entryAt = (i: number) => {
    const e = def.include[i];
    if (!e) return undefined;
    const ek = findKey(e.valueAt ?? {}, k);
    return (ek !== undefined ? e.valueAt?.[ek] : undefined) ?? e.at;
  };
  if (cell.origin.kind === 'include') return entryAt(cell.origin.entry);
  const added = cell.addedBy[k];
  if (added !== undefined) return entryAt(added);
  const dim = def.dimensions.find((d) => d.key === k);
  const j = cell.origin.index[k];
  return dim && j !== undefined ? (dim.valueAt?.[j] ?? dim.keyAt) : undefined;
}

export function positionOfBlame(def: MatrixDef, cell: Cell, blame: Blame | undefined): Position | undefined {
  if (!blame) return undefined;
  if (blame.kind === 'at') return blame.at;
  if (blame.kind === 'key') return positionOfKey(def, cell, blame.key);
  return undefined;
}
