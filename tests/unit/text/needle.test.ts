// A word searched for from its rarest character finds exactly what a plain search finds, from
// any offset, including occurrences that overlap, sit at either end of the text, or are cut off.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Needle } from '../../../src/text/needle.js';
import { fcRuns } from '../../property-runs.js';

// Words whose search starts past their first character (a rare one later on), and some that do
// not; words longer than the native search's quick patterns (searched by their first 6 characters
// from there, then checked whole).
const WORDS = [
  'dynamic',
  'torchvision',
  'torchaudio',
  'checkpoint',
  'caffe2',
  'testing',
  'import',
  'nn',
  'ao',
  'x',
  'RuntimeError',
  'distributed',
  'prefetch_factor',
];

describe('Needle', () => {
  it('starts from a rarer character only where one is much rarer', () => {
    const tail = (w: string) => (new Needle(w) as unknown as { tail: string }).tail;
    expect(tail('dynamic')).toBe('ynamic');
    expect(tail('torchvision')).toBe('vision');
    expect(tail('caffe2')).toBe('2');
    expect(tail('import')).toBe('mport');
    expect(tail('nn')).toBe('nn');
    expect(tail('ao')).toBe('ao');
  });

  it('searches at most 6 characters natively, from the rarer start', () => {
    const tail = (w: string) => (new Needle(w) as unknown as { tail: string }).tail;
    expect(tail('RuntimeError')).toBe('Runtim');
    expect(tail('distributed')).toBe('buted');
    expect(tail('prefetch_factor')).toBe('prefet');
  });

  it('finds what indexOf finds, from every offset', () => {
    const pieces = fc.oneof(
      fc.constantFrom(...WORDS),
      fc.constantFrom(
        'd',
        'dy',
        'ynamic',
        'vision',
        'torch',
        'chaudio',
        'kpoint',
        'caffe',
        '2',
        'Runtim',
        'RuntimeErro',
        'distri',
        'prefetch_facto',
        'g',
        ' ',
        '\n',
        'é',
        '.',
      ),
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 30 }),
        fc.constantFrom(...WORDS),
        fc.integer({ min: -3, max: 200 }),
        (parts, word, from) => {
          const text = parts.join('');
          const needle = new Needle(word);
          expect(needle.in(text, from)).toBe(text.indexOf(word, from));
          // Every occurrence, in order, as a caller walks them.
          const all: number[] = [];
          const want: number[] = [];
          for (let at = needle.in(text); at >= 0; at = needle.in(text, at + 1)) all.push(at);
          for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) want.push(at);
          expect(all).toEqual(want);
        },
      ),
      { numRuns: fcRuns(500) },
    );
  });

  it('finds a word at the very start and the very end, and none cut off by the end', () => {
    for (const w of WORDS) {
      const n = new Needle(w);
      expect(n.in(w)).toBe(0);
      expect(n.in(`..${w}`)).toBe(2);
      expect(n.in(`${w}`, 1)).toBe(-1);
      expect(n.in(w.slice(0, -1))).toBe(-1);
      expect(n.in(w.slice(1))).toBe(-1);
    }
  });
});
