// The prefilter's reading of a call from its characters (written-calls.ts) must never say a call
// passes a keyword that the analyser does not see passed, nor that a name in an import's path
// starts no call where the analyser finds one: either would keep out a file with a finding.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inImportPath, passesKeyword } from '../../../src/scan/written-calls.js';
import { analyze } from '../../../src/scan/uses.js';
import { expectLinear } from '../../growth.js';
import { fcRuns } from '../../property-runs.js';

const KEYWORDS = ['weights_only', 'pickle_module'];

/** passesKeyword on the call written right after `torch.load` in `src`. */
function passes(src: string, budget = 1 << 20): boolean {
  const at = src.indexOf('torch.load') + 'torch.load'.length;
  return passesKeyword(src, at, KEYWORDS, { budget });
}

/** The keywords the analyser reads for the first call of torch.load in `src`, or undefined (no such call). */
function analysed(src: string): string[] | undefined {
  const use = analyze(src).uses.find((u) => u.name === 'torch.load' && u.kind === 'call');
  return use?.keywords ? [...use.keywords.keys()] : undefined;
}

describe('passesKeyword', () => {
  it.each([
    ['a keyword after a positional argument', 'torch.load(f, weights_only=True)'],
    ['blanks around `=`', 'torch.load(f, weights_only = True)'],
    ['the keyword first', 'torch.load(weights_only=True)'],
    ['blanks before the bracket', 'torch.load  (f, pickle_module=pickle)'],
    ['a string argument before it', 'torch.load("a,)", weights_only=False)'],
    ['nested brackets before it', 'torch.load(open(p, "rb"), map_location={"a": (1, 2)}, weights_only=True)'],
    ['a comment and line breaks inside', 'torch.load(\n    f,  # why )\n    weights_only=True,\n)'],
    ['an escaped quote in a string', "torch.load('it\\'s', weights_only=True)"],
  ])('says yes for %s', (_, src) => {
    expect(passes(src)).toBe(true);
    expect(analysed(`import torch\n${src}\n`)).toContain(KEYWORDS.find((k) => src.includes(k)));
  });

  it.each([
    ['no call', 'torch.load'],
    ['a reference passed on', 'f(torch.load, weights_only=True)'],
    ['the keyword passed to an inner call', 'torch.load(g(weights_only=True))'],
    ['the keyword in a string', 'torch.load(f, "weights_only=True")'],
    ['the keyword in a comment', 'torch.load(f,  # weights_only=True\n)'],
    ['a comparison, not a keyword', 'torch.load(weights_only == 1)'],
    ['a longer name', 'torch.load(f, my_weights_only=True)'],
    ['a name past ASCII', 'torch.load(f, \u00e9weights_only=True)'],
    ['an f-string before it (it may hold quotes)', 'torch.load(f"{d["k"]}", weights_only=True)'],
    ['a triple-quoted string before it', 'torch.load("""a""", weights_only=True)'],
    ['a string left open', 'torch.load("a, weights_only=True)'],
    ['a bracket left open', 'torch.load(f, (weights_only=True'],
    ['the keyword after the call', 'torch.load(f)(weights_only=True)'],
  ])('says no for %s', (_, src) => {
    expect(passes(src)).toBe(false);
  });

  it('says no once the budget is spent', () => {
    expect(passes('torch.load(f, weights_only=True)', 5)).toBe(false);
    expect(passes('torch.load(f, weights_only=True)', -1)).toBe(false);
  });

  // Pieces of argument lists, hostile ones included: strings with prefixes, quotes and brackets,
  // comments, line breaks, look-alike names, keywords at other depths.
  const piece = fc.constantFrom(
    'f',
    ', ',
    '(',
    ')',
    '[',
    ']',
    '{',
    '}',
    '=',
    '==',
    ' ',
    '\n',
    '\\\n',
    '# c\n',
    '#',
    '"',
    "'",
    '"""',
    'f"',
    'rb"',
    '\\',
    'weights_only',
    'pickle_module',
    'weights_only=',
    ', weights_only=True',
    'f"{',
    '}"',
    'x_weights_only',
    '**kw',
    '*a',
    'lambda ',
    ':',
    'True',
    '\u00e9',
    'g(',
  );

  // Whole arguments, joined as Python joins them: most texts are then calls the tokenizer accepts.
  const argument = fc.constantFrom(
    'x',
    'weights_only=True',
    'pickle_module = p',
    'g(weights_only=True)',
    '"weights_only=True"',
    'f"{d["k"]}"',
    'f"{"',
    '"}"',
    "f'{x!r:>{w}}'",
    '"""a, weights_only=1"""',
    "'it\\'s'",
    'rb"\\""',
    '# weights_only=True\n',
    '# a, weights_only=True\n',
    'f"{", weights_only=True, "}"',
    'weights_only == 1',
    '**kw',
    '*a',
    'lambda weights_only=1: 0',
    '(weights_only=True',
    '[1, (2,\n3)]',
    '{"a": (1, 2)}',
    '\u00e9',
  );
  const call = fc
    .record({
      args: fc.array(argument, { maxLength: 6 }),
      sep: fc.constantFrom(', ', ',\n    ', ' ,'),
      close: fc.boolean(),
    })
    .map(({ args, sep, close }) => args.join(sep) + (close ? ')' : ''));

  it('never says yes where the analyser does not read the keyword passed (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(piece, { maxLength: 24 }).map((p) => p.join('')),
          call,
        ),
        (args) => {
          const src = `import torch\ntorch.load(${args}\n`;
          if (!passes(src)) return;
          const kw = analysed(src);
          // A text the tokenizer rejects is skipped by the scan, never judged: nothing to keep out.
          if (analyze(src).error) return;
          expect(kw?.some((k) => KEYWORDS.includes(k))).toBe(true);
        },
      ),
      { numRuns: fcRuns(2000) },
    );
  });

  it('reads calls that never close in linear time', async () => {
    await expectLinear(
      'unclosed calls, each read to the budget',
      (n) => 'torch.load(x, '.repeat(n),
      (src) => {
        const reader = { budget: 2 * src.length + 4096 };
        for (let at = src.indexOf('.load'); at >= 0; at = src.indexOf('.load', at + 1))
          passesKeyword(src, at + 5, KEYWORDS, reader);
      },
      { n: 2_000 },
    );
  });
});

describe('inImportPath', () => {
  const dotBefore = (src: string, name: string) => src.indexOf(`.${name}`);

  it.each([
    ['import a.b.name', 'import torch.utils.checkpoint\n'],
    ['indented, at the end of the text', '    import torch.utils.checkpoint'],
    ['from a.b.name import …', 'from torch.utils.checkpoint import checkpoint_wrapper\n'],
  ])('says yes for %s', (_, src) => {
    expect(inImportPath(src, dotBefore(src, 'checkpoint'))).toBe(true);
  });

  it.each([
    ['`as` after it (binds the name to the path)', 'import torch.utils.checkpoint as ck\n'],
    ['an import after `;`', 'x = 1; import torch.utils.checkpoint\n'],
    ['a second path of the import', 'import os, torch.utils.checkpoint\n'],
    ['an attribute', 'y = torch.utils.checkpoint\n'],
    ['a call', 'torch.utils.checkpoint(f)\n'],
    ['a word ending in import', 'reimport torch.utils.checkpoint\n'],
  ])('says no for %s', (_, src) => {
    expect(inImportPath(src, dotBefore(src, 'checkpoint'))).toBe(false);
  });
});
