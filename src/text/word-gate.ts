/**
 * A quick test before a name is made a string: by its length, the bits of the words of that length
 * a gate admits (first and last character, five bits each). Most names of a line are none of the
 * words looked for and are passed over without a string made; a name that passes may still be none.
 */

/** Name lengths the analyser's word gate tells apart; longer names all pass it. */
const GATE_LENGTHS = 64;

export interface Gate {
  first: Uint32Array;
  last: Uint32Array;
}

/** Lets `w` through the gate from now on. */
export function admit(first: Uint32Array, last: Uint32Array, w: string): void {
  const n = Math.min(w.length, GATE_LENGTHS - 1);
  first[n]! |= 1 << (w.charCodeAt(0) & 31);
  last[n]! |= 1 << (w.charCodeAt(w.length - 1) & 31);
}

/** False when the name at [s, e) of `text` is surely none of the words the gate admitted. */
export function passes(first: Uint32Array, last: Uint32Array, text: string, s: number, e: number): boolean {
  const n = Math.min(e - s, GATE_LENGTHS - 1);
  return ((first[n]! >>> (text.charCodeAt(s) & 31)) & (last[n]! >>> (text.charCodeAt(e - 1) & 31)) & 1) === 1;
}

/** A gate admitting `words` (and every name too long to tell apart). */
export function newGate(words: Iterable<string>): Gate {
  const gate = { first: new Uint32Array(GATE_LENGTHS), last: new Uint32Array(GATE_LENGTHS) };
  gate.first[GATE_LENGTHS - 1] = gate.last[GATE_LENGTHS - 1] = 0xffffffff;
  for (const w of words) admit(gate.first, gate.last, w);
  return gate;
}
