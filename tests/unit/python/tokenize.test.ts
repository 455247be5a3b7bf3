// The Python tokenizer the scan reads source with: tokens and positions as CPython's.
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import fc from 'fast-check';
import { tokenize, Tokenizer, type Token } from '../../../src/python/tokenize.js';
import { analyze } from '../../../src/scan/uses.js';

const texts = (src: string, keep = (t: Token) => t.type !== 'ws') =>
  tokenize(src)
    .filter(keep)
    .map((t) => [t.type, src.slice(t.start, t.end)]);

describe('tokenize', () => {
  it.each([
    [
      'names and ops',
      'a.b(c=1)',
      [
        ['name', 'a'],
        ['op', '.'],
        ['name', 'b'],
        ['op', '('],
        ['name', 'c'],
        ['op', '='],
        ['number', '1'],
        ['op', ')'],
      ],
    ],
    [
      'comment',
      'x # torch.load(\n',
      [
        ['name', 'x'],
        ['comment', '# torch.load('],
        ['newline', '\n'],
      ],
    ],
    [
      'blank and comment lines are nl',
      '\n# c\n',
      [
        ['nl', '\n'],
        ['comment', '# c'],
        ['nl', '\n'],
      ],
    ],
    [
      'continuation',
      'a = \\\n  b\n',
      [
        ['name', 'a'],
        ['op', '='],
        ['cont', '\\\n'],
        ['name', 'b'],
        ['newline', '\n'],
      ],
    ],
    [
      'newline inside brackets is nl',
      '(a,\n b)\n',
      [
        ['op', '('],
        ['name', 'a'],
        ['op', ','],
        ['nl', '\n'],
        ['name', 'b'],
        ['op', ')'],
        ['newline', '\n'],
      ],
    ],
    ['single quotes', "'torch.load(x)'", [['string', "'torch.load(x)'"]]],
    [
      'escaped quote',
      '"a\\"b" c',
      [
        ['string', '"a\\"b"'],
        ['name', 'c'],
      ],
    ],
    [
      'raw string with backslash quote',
      'r"\\"" x',
      [
        ['string', 'r"\\""'],
        ['name', 'x'],
      ],
    ],
    [
      'bytes prefix',
      'rb\'x\' Br"y"',
      [
        ['string', "rb'x'"],
        ['string', 'Br"y"'],
      ],
    ],
    [
      'triple-quoted over lines',
      '"""a\n"b"\n""" c',
      [
        ['string', '"""a\n"b"\n"""'],
        ['name', 'c'],
      ],
    ],
    [
      'f-string with nested quotes (PEP 701)',
      'f"{x["k"]}" y',
      [
        ['string', 'f"{x["k"]}"'],
        ['name', 'y'],
      ],
    ],
    [
      'f-string nested fields in spec',
      "f'{v:{w}.{p}}' z",
      [
        ['string', "f'{v:{w}.{p}}'"],
        ['name', 'z'],
      ],
    ],
    [
      'f-string escaped braces',
      "f'{{x}}' z",
      [
        ['string', "f'{{x}}'"],
        ['name', 'z'],
      ],
    ],
    [
      'f-string nested f-string',
      'f"{f\'{1}\'}" z',
      [
        ['string', 'f"{f\'{1}\'}"'],
        ['name', 'z'],
      ],
    ],
    [
      't-string (3.14)',
      "t'{x}' z",
      [
        ['string', "t'{x}'"],
        ['name', 'z'],
      ],
    ],
    [
      'name that looks like a prefix',
      'rb = 1',
      [
        ['name', 'rb'],
        ['op', '='],
        ['number', '1'],
      ],
    ],
    [
      'numbers',
      '1e-5 0x1F 1_000.5j .5',
      [
        ['number', '1e-5'],
        ['number', '0x1F'],
        ['number', '1_000.5j'],
        ['number', '.5'],
      ],
    ],
    [
      'three-char ops',
      'a **= b ... c',
      [
        ['name', 'a'],
        ['op', '**='],
        ['name', 'b'],
        ['op', '...'],
        ['name', 'c'],
      ],
    ],
    [
      'CRLF',
      'a\r\nb',
      [
        ['name', 'a'],
        ['newline', '\r\n'],
        ['name', 'b'],
      ],
    ],
  ])('%s', (_, src, expected) => {
    expect(texts(src)).toEqual(expected);
  });

  it.each([
    ['unterminated single-quoted string', "x = 'abc\ny = 1\n", 'unterminated string'],
    ['unterminated triple-quoted string', 'x = """abc\n\n', 'unterminated triple-quoted string'],
    ['unterminated f-string field', 'x = f"{a\n', 'unterminated f-string replacement field'],
  ])('%s is flagged, not thrown', (_, src, error) => {
    const toks = tokenize(src);
    expect(toks.find((t) => t.error)?.error).toBe(error);
    expect(toks.map((t) => src.slice(t.start, t.end)).join('')).toBe(src);
  });

  it('flags characters Python rejects', () => {
    expect(tokenize('a $ b').find((t) => t.type === 'error')?.error).toMatch(/unexpected character/);
  });

  it('handles 10,000 nested brackets without recursion', () => {
    const src = '('.repeat(10_000) + ')'.repeat(10_000) + '\n';
    const toks = tokenize(src);
    expect(toks).toHaveLength(20_001);
    expect(toks[toks.length - 1]!.type).toBe('newline');
  });

  it('handles f-strings nested beyond the limit as an error, not a stack overflow', () => {
    let s = '1';
    for (let i = 0; i < 300; i++) s = `f"{${s}}"`.replace(/"/g, i % 2 ? "'" : '"');
    expect(() => tokenize(s)).not.toThrow();
  });

  describe('properties', () => {
    const pythonish = fc.stringMatching(/^[a-z_ ()[\]{}'"#\\\n\r\t.,:=*fbr0-9{}]*$/, { maxLength: 200 });
    it('never throws on random text, and tokens re-join to the source', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 100 }), pythonish),
          (src) => {
            const toks = tokenize(src);
            expect(toks.map((t) => src.slice(t.start, t.end)).join('')).toBe(src);
            let at = 0;
            for (const t of toks) {
              expect(t.start).toBe(at);
              expect(t.end).toBeGreaterThan(t.start);
              at = t.end;
            }
          },
        ),
        { numRuns: fcRuns(2000) },
      );
    });

    it('passing over blanks and comments gives every other token unchanged', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string({ maxLength: 200 }), pythonish), (src) => {
          const t = new Tokenizer(src, true);
          const got: Token[] = [];
          for (let tok = t.next(); tok; tok = t.next()) got.push(tok);
          expect(got).toEqual(tokenize(src).filter((k) => k.type !== 'ws' && k.type !== 'comment'));
        }),
        { numRuns: fcRuns(2000) },
      );
    });

    // Python's operators, longest first, as the language reference lists them: what the
    // tokenizer's switch on character codes must agree with.
    const OPERATORS = [
      '**=',
      '//=',
      '>>=',
      '<<=',
      '...',
      '->',
      ':=',
      '**',
      '//',
      '<<',
      '>>',
      '<=',
      '>=',
      '==',
      '!=',
      '+=',
      '-=',
      '*=',
      '/=',
      '%=',
      '&=',
      '|=',
      '^=',
      '@=',
      ...'()[]{},:;.+-*/%&|^~<>=@!',
    ];
    it('splits runs of operator characters as the longest-match rule does (property)', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[()[\]{},:;.+\-*/%&|^~<>=@! ]*$/, { maxLength: 40 }), (src) => {
          const want: string[] = [];
          for (let p = 0; p < src.length;) {
            if (src[p] === ' ') {
              p++;
              continue;
            }
            const op = OPERATORS.find((o) => src.startsWith(o, p))!;
            want.push(op);
            p += op.length;
          }
          expect(texts(src).map(([, t]) => t)).toEqual(want);
        }),
        { numRuns: fcRuns(2000) },
      );
    });

    it('ends a triple-quoted string where a quote-by-quote reading ends it (property)', () => {
      // The reading the native search replaced: a backslash takes the next character (or \r\n).
      const reference = (src: string, from: number, q: string): number => {
        for (let p = from; p < src.length;) {
          if (src[p] === '\\') p += src[p + 1] === '\r' && src[p + 2] === '\n' ? 3 : 2;
          else if (src.startsWith(q.repeat(3), p)) return p + 3;
          else p++;
        }
        return src.length;
      };
      fc.assert(
        fc.property(fc.constantFrom('"', "'"), fc.stringMatching(/^[ab"'\\\r\n]*$/, { maxLength: 40 }), (q, body) => {
          const src = `${q.repeat(3)}${body}`;
          const first = tokenize(src)[0]!;
          expect(first.type).toBe('string');
          expect(first.end).toBe(Math.min(reference(src, 3, q), src.length));
        }),
        { numRuns: fcRuns(2000) },
      );
    });

    it('the analyzer never throws on random Python-like text', () => {
      const words = fc.constantFrom(
        'import torch',
        'from torch import nn as t',
        'torch.load(',
        'try:',
        'except RuntimeError:',
        'def f(x):',
        ' ',
        '\n',
        '    ',
        '(',
        ')',
        '"',
        "'",
        '#',
        '=',
        ',',
        'f"{',
        '}',
        '\\',
      );
      fc.assert(
        fc.property(fc.array(words, { maxLength: 60 }), (parts) => {
          expect(() => analyze(parts.join(''))).not.toThrow();
        }),
        { numRuns: fcRuns(2000) },
      );
    });
  });
});
