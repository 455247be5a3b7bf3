// The prefilter decides from the text alone which files are worth tokenizing, and the analyser
// collects uses only on lines that mention a live name. Both may let through what gives no
// finding; neither may ever keep out one that does. These tests compare the scan with both
// against the same scan with both switched off.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseSource, analyseUtf8, createContext, scanSource, type ScanContext } from '../../../src/scan/index.js';
import {
  assignedTo,
  assignmentTargets,
  attributeFinder,
  expressionFinder,
  prefilter,
} from '../../../src/scan/prefilter.js';
import { importHead, topLevelImports } from '../../../src/scan/top-imports.js';
import { expectLinear } from '../../growth.js';
import { fcRuns } from '../../property-runs.js';
import { apis } from './helpers.js';

const RANGES = ['>=2.0,<2.10', '>=2.5', '==2.14.0', '>=1.12,<2.0'];

function both(src: string, torch: string): { filtered: string[]; full: string[]; passed: boolean } {
  const ctx = createContext({ torch, apis });
  // Switched off: every file is analysed, and every line's uses are collected.
  const { live: _live, ...rest } = ctx;
  const open: ScanContext = { ...rest, mayMatch: () => true };
  const show = (c: ScanContext) =>
    scanSource(src, 'x.py', c).findings.map((f) => `${f.location!.line}:${f.location!.column} ${f.id} ${f.message}`);
  return { filtered: show(ctx), full: show(open), passed: ctx.mayMatch(src) };
}

describe('scan prefilter', () => {
  it.each([
    ['from an import list', 'from torch.cuda.amp import autocast\nwith autocast():\n    pass\n'],
    ['through a module alias', 'from torch.cuda import amp\nwith amp.autocast():\n    pass\n'],
    ['a dotted import', 'import torchaudio.kaldi_io\n'],
    [
      'a bracketed import list with comments',
      'from torch.testing import (  # c\n    # assert_close,\n    assert_allclose,\n)\nassert_allclose(a, b)\n',
    ],
    [
      'a backslash continuation after import',
      'from torch.testing import \\\n    assert_allclose\nassert_allclose(a, b)\n',
    ],
    ['an attribute after a line break in brackets', 'import torch\nx = (torch.\n     symeig(a))\n'],
    ['an attribute after a comment in brackets', 'import torch\nx = (torch.  # why\n     symeig(a))\n'],
    ['a keyword the shape needs', 'import torch.utils.data as d\nd.DataLoader(ds, pin_memory_device="cuda")\n'],
    ['inside except RuntimeError', 'import torch\ntry:\n    torch.cat(xs)\nexcept RuntimeError:\n    pass\n'],
    ['functorch', 'from functorch import vmap\nvmap(f)(x)\n'],
    ['torchvision members', 'from torchvision import models\nmodels.resnet50(pretrained=True)\n'],
    ['an alias assignment', 'import torch\nsolve = torch.solve\nsolve(a, b)\n'],
    ['a Caffe2 module alias (no torch on the line)', 'import caffe2 as q\nq.proto()\n'],
    [
      'an alias in an import list whose nearest `import` is in a comment',
      'from torch.cuda import (\n    # import note\n    amp as Z,\n)\nwith Z.autocast():\n    pass\n',
    ],
    [
      'an alias in a bracketed import list over lines',
      'from torch.cuda import (\n    autocast,\n    amp as Z,\n)\nwith Z.autocast():\n    pass\n',
    ],
    [
      'an alias after a second import on one line',
      'import os; from torch.cuda import amp as Z\nwith Z.autocast():\n    pass\n',
    ],
    [
      'a call shape through an import of its path `as` a name',
      'import torch.utils.checkpoint.checkpoint as ck\nck(f, x)\n',
    ],
    ['the keyword passed only to an inner call', 'import torch\nx = torch.meshgrid(a, g(indexing="ij"))\n'],
    ['the keyword only in a comment inside the call', 'import torch\nx = torch.meshgrid(a, b,  # indexing="ij"\n)\n'],
    ['the keyword only in a string', 'import torch\nx = torch.meshgrid(a, "indexing=ij")\n'],
    [
      'one call of two without the keyword',
      'import torch\nx = torch.meshgrid(a, indexing="ij")\ny = torch.meshgrid(a)\n',
    ],
    ['a partial of the call', 'import torch\nfrom functools import partial\ng = partial(torch.meshgrid, a)\n'],
    [
      'an alias whose import is continued with a backslash',
      'from torch.cuda \\\n    import amp as Z\nwith Z.autocast():\n    pass\n',
    ],
  ])('lets a file through when %s', (_, src) => {
    const r = both(src, '>=2.0,<2.10');
    expect(r.full.length).toBeGreaterThan(0);
    expect(r.passed).toBe(true);
    expect(r.filtered).toEqual(r.full);
  });

  it.each([
    ['no torch at all', 'import numpy as np\nnp.linalg.solve(a, b)\n'],
    ['torch, but no name the range concerns', 'import torch\nx = torch.zeros(3)\ny = x.sum()\n'],
    ['a live name without the keyword its shape needs', 'import torch\nloader = torch.utils.data.DataLoader(ds)\n'],
    [
      "another package's name in an import list",
      'import numpy as np\nfrom numpy.testing import (\n    assert_allclose,\n)\nassert_allclose(a, b)\n# torch\n',
    ],
    [
      "another package's alias (numpy's testing)",
      'import numpy as np\nnp.testing.assert_allclose(a, b)\n# not torch\n',
    ],
    [
      'a name bound to a literal',
      '# runs on torch too\nxp = (1, 2)\ntry:\n    xp.concat(xs)\nexcept RuntimeError:\n    pass\n',
    ],
    [
      'a name bound to a call, not to a dotted name',
      '# runs on torch too\nxp = array_namespace(x)\ntry:\n    xp.concat(xs)\nexcept RuntimeError:\n    pass\n',
    ],
    // The nearest `import` before `as` ends on its own line: `with … as` below binds nothing.
    [
      'calls that pass the keyword their entries are about calls without',
      'import torch\nx, y = torch.meshgrid(a, b, indexing="ij")\nz = torch.load(f, map_location="cpu", weights_only=True)\n',
    ],
    [
      'a call judged inside `except X` in a file without `try`',
      'import torch\nx = torch.cat(xs)\nraise RuntimeError(x)\n',
    ],
    [
      "a call shape's module imported, never called",
      'import torch.utils.checkpoint\nfrom torch.utils.checkpoint import x\n',
    ],
    ['a `with … as` name below the imports', 'import torch\nwith open("f") as fh:\n    fh.load(x)\n'],
  ])('keeps out %s', (_, src) => {
    expect(both(src, '>=2.0,<2.10').passed).toBe(false);
  });

  it.each([
    [
      'an alias made on a line with no live name',
      'import torch\namp = torch.cuda.amp\nwith amp.autocast():\n    pass\n',
      1,
    ],
    ['an alias that carries the live name', 'from torch.cuda.amp import autocast as ac\nwith ac():\n    pass\n', 1],
    ['a shadowing assignment', 'import torch\ntorch = make()\ntorch.load(f)\n', 0],
    ['a shadowing augmented assignment', 'import torch\ntorch += 1\ntorch.load(f)\n', 0],
    ['a shadowing annotation', 'import torch\ntorch: int\ntorch.load(f)\n', 0],
    ['a shadowing tuple assignment', 'import torch\nq, torch = 0, 1\ntorch.load(f)\n', 0],
    ['a shadowing assignment after another statement', 'import torch\nx = 1; torch = make()\ntorch.load(f)\n', 0],
    ['an alias after another statement', 'import torch\nx = torch.zeros(1); amp = torch.cuda.amp\namp.autocast()\n', 1],
    // The first few names asked about are each searched for; past them, every assignment is read.
    [
      'an alias asked about after four other names',
      'import torch\nz = torch.cuda.amp\n' + ['a', 'b', 'c', 'd', 'z'].map((n) => `${n}.autocast()\n`).join(''),
      1,
    ],
    ['an alias asked about first', 'import torch\nz = torch.cuda.amp\nz.autocast()\na.autocast()\n', 1],
  ])('reads the lines without a live name for what they bind: %s', (_, src, count) => {
    const r = both(src, '>=2.6,<2.10');
    expect(r.full).toHaveLength(count);
    expect(r.filtered).toEqual(r.full);
  });

  it('knows only the entries the range concerns', () => {
    // torch.symeig was removed in 1.13: a range of 2.x concerns it, a range inside 1.9–1.12 only warns, one before 1.9 does not.
    expect(createContext({ torch: '>=2.0', apis }).mayMatch('import torch\ntorch.symeig(a)\n')).toBe(true);
    expect(prefilter([])('import torch\ntorch.symeig(a)\n')).toBe(false);
  });

  // Fragments that build Python-like text around the catalog's names: aliases, imports of every
  // form, comments and strings that hide or fake names, line breaks inside brackets.
  const names = [...new Set(apis.flatMap((a) => a.api.split('#')[0]!.split('.')))];
  const fragment = fc.oneof(
    fc.constantFrom(
      'import torch\n',
      'import torch as t\n',
      'import torchvision\n',
      'import torchaudio\n',
      'import functorch\n',
      'from torch import ',
      'from torch.cuda import ',
      'from torch.testing import (',
      'from torchvision.models import ',
      ' as x\n',
      ')\n',
      'torch.',
      't.',
      'x.',
      // Attributes whose dotted name does not start at a name: a call, a subscript, brackets.
      'f(torch).',
      'torch[0].',
      '(torch).',
      'logger.',
      'x = ',
      'x(',
      '(',
      ')',
      ', ',
      '=True',
      'pretrained',
      'weights_only',
      'pin_memory_device',
      'backend="onnxrt"',
      'dynamo=True',
      'indexing="ij"',
      'use_reentrant=False',
      'import torch.utils.checkpoint\n',
      'f"{',
      '}"',
      // Rebinding a name shadows what an import bound to it.
      'torch = 0\n',
      'torch += 1\n',
      'torch: int\n',
      'q, torch = 0, 1\n',
      'load = 0\n',
      'try:\n    ',
      'except RuntimeError:\n    pass\n',
      '\n',
      ' ',
      '\\\n',
      '# ',
      '#',
      '"',
      "'",
      '"""',
      '.',
    ),
    fc.constantFrom(...names),
  );

  // A use of one catalog API written in one of the ways Python allows, so that most cases have findings.
  const ARGS = [
    '',
    'x',
    'pretrained=True',
    'weights_only=True',
    'pin_memory_device="cuda"',
    'backend="onnxrt"',
    'dynamo=True',
    // Keywords an entry is about calls without, passed plainly, after a string, or to an inner call.
    'x, indexing="ij"',
    '"a,)", use_reentrant=False',
    'g(weights_only=True)',
    'f, # weights_only=True\n',
  ];
  const use = fc
    .record({
      api: fc.constantFrom(...apis.map((a) => a.api.split('#')[0]!)),
      form: fc.nat(19),
      args: fc.constantFrom(...ARGS),
      guarded: fc.boolean(),
      member: fc.boolean(),
    })
    .map(({ api, form, args, guarded, member }) => {
      const p = member ? [...api.split('.'), 'resnet50'] : api.split('.');
      const [root, last] = [p[0]!, p[p.length - 1]!];
      const head = p.slice(0, -1).join('.');
      const mid = p.slice(1, -1).join('.');
      const call = (callee: string) =>
        guarded ? `try:\n    ${callee}(${args})\nexcept RuntimeError:\n    pass\n` : `${callee}(${args})\n`;
      if (p.length === 1) return `import ${root}\n${call(root)}`;
      switch (form) {
        case 0:
          return `import ${root}\n${call(p.join('.'))}`;
        case 1:
          return `import ${root} as q\n${call(['q', ...p.slice(1)].join('.'))}`;
        case 2:
          return `from ${head} import ${last}\n${call(last)}`;
        case 3:
          return p.length > 2
            ? `from ${p.slice(0, -2).join('.')} import ${p[p.length - 2]} as z\n${call(`z.${last}`)}`
            : `from ${root} import ${last} as z\n${call('z')}`;
        case 4:
          return `from ${head} import (  # c\n    # y,\n    ${last},\n)\n${call(last)}`;
        case 5:
          return `import ${root}\nv = ${head}\n${call(`v.${last}`)}`;
        case 6:
          return `import ${root}\n${mid ? `${root}.${mid}` : root}.${last} = 1\n`;
        case 7: // a look-alike module under an alias
          return `import numpy as np\n${call(`np.${last}`)}`;
        case 8: // a wrong middle part
          return `import ${root}\n${call(`${root}.amp.${last}`)}`;
        case 9: // a line break inside brackets before the dot
          return `import ${root}\nx = (${head}\n    .${last}(${args}))\n`;
        case 10: // blanks around the dots
          return `import ${root}\n${call(p.join(' . '))}`;
        case 11: // an alias after `as`, a comment between
          return `from ${root} import (${p[1]} as  # c\n    Z)\n${call(['Z', ...p.slice(2)].join('.'))}`;
        case 12: // an assignment continued with a backslash
          return `import ${root}\nZ \\\n    = ${head}\n${call(`Z.${last}`)}`;
        case 13: // a comment before a line break inside brackets, then the dot
          return `import ${root}\nx = (${head}  # c\n\n    .${last}(${args}))\n`;
        case 14: // a dot, a comment, a line break, then the rest of the name
          return `import ${root}\nx = (${root}.  # c\n    ${p.slice(1).join('.')}(${args}))\n`;
        case 15: // a use that relies on an import earlier in the file (or on nothing)
          return call(p.join('.'));
        case 16:
          return call(last);
        case 17: // the name's own path imported (binds the root only)
          return `import ${p.join('.')}\n${call(p.join('.'))}`;
        case 18: // the name's own path imported as a name, then called by it
          return `import ${p.join('.')} as w\n${call('w')}`;
        default: // a submodule imported by name
          return `from ${root} import ${p[1]}\n${call(p.slice(1).join('.'))}`;
      }
    });

  it('never keeps out a file that has a finding (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fragment, use), { maxLength: 40 }), fc.constantFrom(...RANGES), (parts, torch) => {
        const r = both(parts.join(''), torch);
        expect(r.filtered).toEqual(r.full);
      }),
      { numRuns: fcRuns(400) },
    );
  });

  // scanFile gives the prefilter the bytes read as Latin-1: each byte of a non-ASCII character
  // becomes one character above 127, which it can never count as part of a name.
  it('never keeps out a file read as Latin-1 that it lets through decoded (property)', () => {
    const other = fc.constantFrom('é', 'ñ', '\u00a0', '\u2028', '\ufeff', '名', '😀', 'ł');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fragment, use, other), { maxLength: 40 }),
        fc.constantFrom(...RANGES),
        (parts, torch) => {
          const text = parts.join('');
          const { mayMatch } = createContext({ torch, apis });
          if (mayMatch(text)) expect(mayMatch(Buffer.from(text, 'utf8').toString('latin1'))).toBe(true);
        },
      ),
      { numRuns: fcRuns(400) },
    );
  });

  // scanFile gives the analyser the same Latin-1 string: uses at byte offsets, columns counted
  // back in UTF-16 code units. Everything a finding says must be what the decoded text gives.
  it('finds the same, at the same lines and columns, in UTF-8 bytes read as Latin-1 (property)', () => {
    const other = fc.constantFrom(
      'é',
      'ñ',
      '\u00a0',
      '\u2028',
      '名',
      '😀',
      'ł',
      '# é\n',
      '"ñ" + ',
      'é = torch\n',
      'x = "😀"; ',
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fragment, use, other), { maxLength: 40 }),
        fc.constantFrom(...RANGES),
        fc.boolean(),
        (parts, torch, bom) => {
          const text = (bom ? '\ufeff' : '') + parts.join('');
          const ctx = createContext({ torch, apis, fixAll: true });
          expect(analyseUtf8(Buffer.from(text, 'utf8').toString('latin1'), 'x.py', ctx)).toEqual(
            analyseSource(text, 'x.py', ctx),
          );
        },
      ),
      { numRuns: fcRuns(400) },
    );
  });

  it('a line separator (U+2028) starts no line: the imports above a failing one are the same read as Latin-1', () => {
    // Seed 21402919 of the property above: JavaScript's multiline `^` started a line after U+2028;
    // the analyser, as Python, reads `…\u2028import torch` as no import.
    const text = 'x = "\u2028"\u2028import torch\nfrom caffe2.python import core\n';
    const ctx = createContext({ torch: '2.9', apis });
    const decoded = analyseSource(text, 'x.py', ctx);
    expect(decoded.module).toEqual({
      imports: ['caffe2.python', 'caffe2.python.core'],
      dead: true,
      before: [],
    });
    expect(analyseUtf8(Buffer.from(text, 'utf8').toString('latin1'), 'x.py', ctx)).toEqual(decoded);
    expect(topLevelImports('a = 1\u2029from os import path\nimport sys\n')).toEqual(['sys']);
    expect(importHead('import os\n\u2028def f():\n    pass\ndef g():\n    import sys\n')).toBe(
      'import os\n\u2028def f():\n    pass\n',
    );
  });

  // `.name` is found by hand, past blanks, continuations and comments, where every last part is
  // an ASCII word; it must find what the regular expression over the same names finds.
  // With a last part of one character (`x`) every word is read to its end; without one, a word
  // whose first two characters start no last part is passed over first.
  it.each([
    ['load', 'loads', 'cat', 'autocast', 'x', 'a_b2', 'ToTensor', 'l'.repeat(70)],
    ['load', 'loads', 'cat', 'autocast', 'xy', 'a_b2', 'ToTensor', 'l'.repeat(70)],
  ])('finds each `.name` where the regular expression does (property; last parts %s…)', (...leaves) => {
    const byLeaf = new Map(leaves.map((l) => [l, [l]] as const));
    const hand = attributeFinder(byLeaf);
    const expr = expressionFinder(byLeaf);
    const walk = (f: typeof hand, text: string) => {
      const out: string[] = [];
      for (let dot = f.next(text, 0); dot >= 0; dot = f.next(text, f.end)) out.push(`${dot}-${f.end}:${f.needs[0]}`);
      return out;
    };
    const piece = fc.constantFrom(
      ...leaves,
      'x',
      'y',
      'ca',
      'lo',
      'xyz',
      '.',
      '..',
      ' ',
      '\t',
      '\f',
      '\v',
      '\n',
      '\r\n',
      '\r',
      '\\',
      '#',
      '# c ',
      'é',
      'loadé',
      'catx',
      '_',
      '9',
      'torch',
      '(',
      '"',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(walk(hand, text)).toEqual(walk(expr, text));
      }),
      { numRuns: fcRuns(1000) },
    );
    // A last part that is not an ASCII word makes the prefilter use the expression itself.
    expect(walk(attributeFinder(new Map([['a-b', ['a-b']]])), 'x.a-b, y. a-b')).toEqual(['1-5:a-b', '8-13:a-b']);
  });

  // The names an assignment of a bare dotted name may have made aliases, read once per file from
  // each `=` and `:` back: the same as asking, for each word, whether some occurrence of it is
  // followed (past blanks and continuations) by `=` and such a value, or by `: T =` and one.
  it('reads assignment targets as a search per word would (property)', () => {
    const isWord = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
    const skip = (t: string, p: number) => {
      for (;;) {
        if (t[p] === ' ' || t[p] === '\t' || t[p] === '\f') p++;
        else if (t.startsWith('\\\n', p)) p += 2;
        else if (t.startsWith('\\\r\n', p)) p += 3;
        else return p;
      }
    };
    const dotted = (t: string, p: number) => {
      p = skip(t, p);
      for (;;) {
        if (t.charCodeAt(p) > 127) return true;
        if (!isWord(t[p]) || /[0-9]/.test(t[p]!)) return false;
        while (isWord(t[p])) p++;
        if (t.charCodeAt(p) > 127) return true;
        p = skip(t, p);
        if (t[p] !== '.') break;
        p = skip(t, p + 1);
      }
      return p >= t.length || '\n\r;#\\'.includes(t[p]!);
    };
    const assigned = (t: string, w: string) => {
      for (let at = t.indexOf(w); at >= 0; at = t.indexOf(w, at + 1)) {
        if (isWord(t[at - 1]) || isWord(t[at + w.length])) continue;
        let p = skip(t, at + w.length);
        if (t[p] === ':' && t[p + 1] !== '=') {
          let q = p;
          while (q < t.length && t[q] !== '=' && t[q] !== '\n') q++;
          if (t[q] !== '=') continue;
          p = q;
        }
        if (t[p] === '=' && t[p + 1] !== '=' && dotted(t, p + 1)) return true;
      }
      return false;
    };
    const piece = fc.constantFrom(
      'amp \\\r\n= torch.cuda\n',
      'x\\\n: T = a.b\n',
      'T \t= amp\n',
      'amp',
      'x',
      'torch',
      'a1',
      'é',
      ' ',
      '\t',
      '\\\n',
      '\\\r\n',
      '\n',
      '\r\n',
      '=',
      '==',
      ':',
      ':=',
      '<=',
      '+=',
      '.',
      ',',
      ';',
      '#',
      '(',
      ')',
      '[',
      ']',
      '1',
      'cuda',
      'T',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        const targets = assignmentTargets(text);
        for (const w of ['amp', 'x', 'torch', 'a1', 'cuda', 'T', 'xamp']) {
          expect(targets.has(w), `${w} in ${JSON.stringify(text)}`).toBe(assigned(text, w));
          expect(assignedTo(text, w), `${w} searched in ${JSON.stringify(text)}`).toBe(assigned(text, w));
        }
      }),
      { numRuns: fcRuns(2000) },
    );
  });

  it('gives the same findings with and without it on the real fixtures', () => {
    const dir = join(__dirname, '../../fixtures/scan');
    const files = [...readdirSync(join(dir, 'real')).map((f) => join('real', f)), 'traps.py'];
    for (const file of files) {
      const src = readFileSync(join(dir, file), 'utf8');
      for (const torch of RANGES) {
        const r = both(src, torch);
        expect(r.filtered, `${file} ${torch}`).toEqual(r.full);
      }
    }
  });

  // Each of these once took time that grew faster than the text (a banner of `#` after a full stop
  // backtracked in 2^n ways; an `import (` with no `)` was read to the end once per `import`; a
  // line crossed in the look back was searched back to the start of the file; an annotation was
  // searched forward for its `=`; the comment after each `as` was read to its end).
  it.each([
    ['a banner of # after a full stop', 'import torch\n"""x.\n' + '#'.repeat(200_000) + ' y\n"""\n'],
    ['many full stops and banners', 'import torch\n' + 'a.\n  ######## b\n'.repeat(20_000)],
    ['many unclosed import lists', 'import torch\n' + 'import ('.repeat(50_000)],
    ['many imports on one long line', 'import torch\n' + 'import x, '.repeat(50_000)],
    [
      'many names before a live attribute',
      'import torch\n' + Array.from({ length: 50_000 }, (_, i) => `a${i}.load(f)\n`).join(''),
    ],
    ['a long import list of live names', 'import torch\nfrom x import (' + 'load, '.repeat(60_000) + ')\n'],
    [
      'many imports of live names, each with an alias',
      'import torch\n' + 'from x import load as y\n'.repeat(30_000) + 'y.load(f)\n',
    ],
    ['many `as` and a long chain', 'import torch\n' + 'x as y; '.repeat(30_000) + 'a.'.repeat(30_000) + 'load(f)\n'],
    // The look back from each `.name` over a line break searched back for a carriage return, to
    // the start of a file that has none: 3 MB of this took over a minute.
    ['many names continued after a line break in brackets', 'import torch\n' + 'y = (\n  .load)\n'.repeat(100_000)],
    // An annotation of a name asked about as an alias searched on to the next `=` in the file.
    ['many annotations without a value', 'import torch.cuda.amp\nx.autocast()\n' + 'x: '.repeat(2_500_000) + '\n'],
    // Each annotation of a name searched for led to the same long value, read again each time.
    [
      'many annotations of one long value',
      'import torch.cuda.amp\nx.autocast()\n' + 'x: '.repeat(200_000) + '= ' + 'a.'.repeat(500_000) + 'b\n',
    ],
    // What follows each `as` was read to the end of its comment, the same long comment each time.
    ['many `as` in one long comment', 'import torch\nx.load(f)\n' + 'as #'.repeat(2_000_000) + '\n'],
  ])('reads %s in linear time', (_, src) => {
    const mayMatch = createContext({ torch: '>=2.0', apis }).mayMatch;
    // A hang here would end in the test's timeout; a linear pass is milliseconds.
    expect(typeof mayMatch(src)).toBe('boolean');
  });

  // Only the import statements are searched for `as`: an `as` found past one statement is kept for
  // the next, or each of many imports would search on to an `as` at the end of the file.
  it('searches many imports for `as` in linear time', async () => {
    const mayMatch = createContext({ torch: '>=2.0', apis }).mayMatch;
    await expectLinear(
      'imports before one `as` at the end',
      (n) => 'import torch\nx.load(f)\n' + 'import os\n'.repeat(n) + 'x = 1\n'.repeat(n) + 'with f as g: pass\n',
      (src) => mayMatch(src),
      { n: 2_000 },
    );
  });
});
