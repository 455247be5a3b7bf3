// Name resolution in the scan: which names are torch APIs at each use.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../../src/scan/index.js';
import { analyze } from '../../../src/scan/uses.js';
import { fcRuns } from '../../property-runs.js';
import { apis, brief } from './helpers.js';

const names = (src: string) =>
  analyze(src)
    .uses.filter((u) => u.kind !== 'import')
    .map((u) => `${u.kind} ${u.name}`);

describe('name resolution', () => {
  it.each([
    ['import torch', 'import torch\ntorch.load(f)', ['call torch.load']],
    ['import torch as t', 'import torch as t\nt.symeig(a)', ['call torch.symeig']],
    ['from torch import nn', 'from torch import nn\nnn.utils.weight_norm(m)', ['call torch.nn.utils.weight_norm']],
    [
      'from torch.cuda import amp',
      'from torch.cuda import amp\nwith amp.autocast():\n  pass',
      ['call torch.cuda.amp.autocast'],
    ],
    [
      'from … import … as',
      'from torch.testing import assert_allclose as ac\nac(a, b)',
      ['call torch.testing.assert_allclose'],
    ],
    [
      'import a.b.c binds the root',
      'import torch.nn.functional\ntorch.nn.functional.relu(x)',
      ['call torch.nn.functional.relu'],
    ],
    ['import a.b as c', 'import torch.nn.functional as F\nF.relu(x)', ['call torch.nn.functional.relu']],
    ['alias assignment', 'import torch\nsolve = torch.solve\nsolve(a, b)', ['ref torch.solve', 'call torch.solve']],
    ['a look-alike package is not torch', 'import torch_testing\ntorch_testing.assert_allclose(a, b)', []],
    ['an attribute named torch is not torch', 'import torch\nx.torch.load(f)', []],
    [
      'names in strings and comments are not uses',
      'import torch\n# torch.load(f)\ns = "torch.load(f)"\nd = """\ntorch.symeig(a)\n"""',
      [],
    ],
    ['f-string fields are not scanned', 'import torch\ns = f"{torch.__version__}"', []],
    ['no import, no torch', 'torch.load(f)', []],
    ['relative import is not torch', 'from . import torch\ntorch.load(f)', []],
    ['decorator', 'import torch\n@torch.jit.script\ndef f(x): return x', ['ref torch.jit.script']],
    [
      'attribute assignment',
      'import torch\ntorch.backends.cudnn.allow_tf32 = False',
      ['assign torch.backends.cudnn.allow_tf32'],
    ],
    ['keyword argument named like torch', 'import torch\nf(torch=1)', ['call f'].filter(() => false)],
  ])('%s', (_, src, expected) => {
    expect(names(src)).toEqual(expected);
  });

  it.each([
    ['a module-level def shadows from there on', 'from torch import load\ndef load(p):\n  return p\nload(f)', []],
    ['assignment shadows', 'import torch\ntorch = None\ntorch.load(f)', []],
    [
      'a local def shadows only inside its function',
      'from torch.nn.utils import weight_norm\ndef f():\n    def weight_norm(m):\n        return m\n    weight_norm(a)\nweight_norm(b)',
      ['call torch.nn.utils.weight_norm'],
    ],
    ['a parameter shadows', 'import torch\ndef f(torch):\n    torch.load(x)\ntorch.load(y)', ['call torch.load']],
    ['a class shadows', 'from torch.optim import Muon\nclass Muon:\n    pass\nMuon()', []],
    ['for target shadows', 'import torch\nfor torch in xs:\n    torch.load(f)', []],
    ['with … as shadows', 'import torch\nwith open(p) as torch:\n    torch.load(f)', []],
  ])('%s', (_, src, expected) => {
    expect(names(src)).toEqual(expected);
  });

  it('records keywords across lines, literal values and **kwargs', () => {
    const [a, b] = analyze(
      'import torch\ntorch.load(\n  f,\n  weights_only=True,\n)\ntorch.compile(m, backend="onnxrt", **kw)\n',
    ).uses.filter((u) => u.kind === 'call');
    expect([...a!.keywords!.entries()]).toEqual([['weights_only', 'True']]);
    expect(a!.starKwargs).toBe(false);
    expect(b!.keywords!.get('backend')).toBe('onnxrt');
    expect(b!.starKwargs).toBe(true);
  });

  it.each([
    [
      'try body with except RuntimeError',
      'import torch\ntry:\n    torch.cat(x)\nexcept RuntimeError:\n    pass',
      ['RuntimeError'],
    ],
    [
      'tuple of classes and as',
      'import torch\ntry:\n    torch.cat(x)\nexcept (RuntimeError, KeyError) as e:\n    pass',
      ['RuntimeError', 'KeyError'],
    ],
    [
      'dotted class',
      'import torch\ntry:\n    torch.cat(x)\nexcept torch.OutOfMemoryError:\n    pass',
      ['OutOfMemoryError'],
    ],
    ['bare except', 'import torch\ntry:\n    torch.cat(x)\nexcept:\n    pass', ['*']],
    ['inline try', 'import torch\ntry: torch.cat(x)\nexcept RuntimeError: pass', ['RuntimeError']],
    [
      'nested blocks inside the try',
      'import torch\ntry:\n    if a:\n        for i in b:\n            torch.cat(x)\nexcept RuntimeError:\n    pass',
      ['RuntimeError'],
    ],
    ['in the handler, not the body', 'import torch\ntry:\n    pass\nexcept RuntimeError:\n    torch.cat(x)', []],
    ['after the try statement', 'import torch\ntry:\n    pass\nexcept RuntimeError:\n    pass\ntorch.cat(x)', []],
  ])('except context: %s', (_, src, handlers) => {
    const use = analyze(src).uses.find((u) => u.name === 'torch.cat')!;
    expect(use.handlers).toEqual(handlers);
  });

  it.each([
    ['unterminated string', 'import torch\nx = "abc\ntorch.load(f)\n', /unterminated string/],
    ['unclosed bracket', 'import torch\ntorch.load(f\n', /unclosed bracket/],
    ['unmatched bracket', 'x = 1)\n', /unmatched '\)'/],
    ['10,000 unclosed brackets', '('.repeat(10_000), /unclosed bracket/],
  ])('reports %s', (_, src, message) => {
    expect(analyze(src).error?.message).toMatch(message);
  });

  it('handles 10,000 nested brackets around a torch call', () => {
    const src = 'import torch\nx = ' + '('.repeat(10_000) + 'torch.symeig(a)' + ')'.repeat(10_000) + '\n';
    expect(brief(src, '2.5')).toEqual(['2:10005 api-removed error']);
  });
});

// The skim passes over lines that cannot matter without making tokens; it must find the same line
// ends, blocks and errors as tokenizing every line does, whatever the text.
describe('the skim of lines that cannot matter', () => {
  const live = createContext({ torch: '>=2.0,<2.10', apis }).live!;
  const same = (src: string): void => {
    expect(analyze(src, live)).toEqual(analyze(src, live, { skim: false }));
  };

  it('gives what tokenizing every line gives (property)', () => {
    const piece = fc.constantFrom(
      'import torch\n',
      'from torch.cuda import amp as A\n',
      'import numpy as np\n',
      'torch.load(f)\n',
      'x = torch.cuda.amp\n',
      'x.autocast()\n',
      'A.autocast()\n',
      'logger.info(x)\n',
      'range(3)\n',
      'info = 1\n',
      'def f(torch, x=1):\n',
      'class C(Base):\n',
      'async def g():\n',
      'async with x as y:\n',
      'try:\n',
      'except RuntimeError as e:\n',
      'except:\n',
      'finally:\n',
      'match x:\n',
      'case [1, *r]:\n',
      'if x: y = 1\n',
      'else:\n',
      'for i in y:\n',
      'while 0:\n',
      'with open(p) as fh:\n',
      '@deco(1)\n',
      'lambda q: q\n',
      'pass\n',
      '    ',
      '\t',
      '\f',
      '\n',
      '\r\n',
      '\r',
      '# comment torch.load\n',
      '#',
      '\\\n',
      '\\',
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      '.',
      ' . ',
      'load',
      'torch',
      '1.5e-3',
      '.5',
      '0x1f',
      '"s"',
      "'s'",
      '"""doc\n"quoted" \\""" more"""',
      "'''x'''",
      'f"{torch.load(f)!r:>{w}}"',
      'rb"\\x00"',
      'u"é"',
      'f"{',
      '"unterminated\n',
      '"""never closed',
      '$',
      '?',
      '`',
      'é',
      '名 = torch\n',
      '\u00a0',
      ';',
      ':',
      '=',
      ',',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 50 }), (parts) => same(parts.join(''))),
      { numRuns: fcRuns(3000) },
    );
  });

  it('gives what tokenizing every line gives on the real fixtures', () => {
    const dir = join(__dirname, '../../fixtures/scan');
    for (const file of [...readdirSync(join(dir, 'real')).map((f) => join('real', f)), 'traps.py'])
      same(readFileSync(join(dir, file), 'utf8'));
  });
});

describe('the shape of what the analyser records', () => {
  // Uses and call sites are read by hot code; one that gains a field after it is made has a
  // second hidden class, and optimized code built for the first is thrown away when it meets it.
  it('gives every use, and every call site, the same fields in the same order', () => {
    const { uses } = analyze(
      [
        'import torch',
        'from torch import nn',
        'x = torch.load(f, **kwargs)',
        'y = torch.load(f, **{"map_location": "cpu"})',
        'z = torch.load(f(',
        '  g()), map_location="cpu")',
        'w = torch.cuda.amp',
        'nn.Module',
        'torch.zeros(3',
        ')',
      ].join('\n'),
    );
    expect(uses.length).toBeGreaterThan(5);
    const keys = (o: object) => Object.keys(o).join(',');
    expect(new Set(uses.map(keys)).size).toBe(1);
    const sites = uses.flatMap((u) => (u.call ? [u.call] : []));
    expect(sites.length).toBeGreaterThan(3);
    expect(sites.some((s) => s.starName !== undefined)).toBe(true);
    expect(new Set(sites.map(keys)).size).toBe(1);
  });
});
