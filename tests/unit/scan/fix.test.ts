// scan --fix / --diff: mechanical rewrites, offered only where they are safe and
// the replacement exists in every torch of the range.
import fc from 'fast-check';
import { chmodSync, lstatSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/core/finding.js';
import { contentDigest } from '../../../src/io/digest.js';
import { writeFixes } from '../../../src/workspace/write-fixes.js';
import { unifiedDiff } from '../../../src/report/unified-diff.js';
import { applyFixes } from '../../../src/scan/apply-fixes.js';
import { scanSource } from '../../../src/scan/index.js';
import { fcRuns } from '../../property-runs.js';
import { apis } from './helpers.js';

function fixed(src: string, torch = '2.9', fixAll = false): { text: string; findings: Finding[] } {
  const { findings } = scanSource(src, 'x.py', { torch, apis, ...(fixAll ? { fixAll } : {}) });
  return {
    text: applyFixes(
      src,
      findings.flatMap((f) => (f.fix ? [f.fix] : [])),
    ).text,
    findings,
  };
}

describe('the fixes scan offers', () => {
  it.each([
    [
      'import torch\nwith torch.cuda.amp.autocast():\n    pass\n',
      'import torch\nwith torch.amp.autocast("cuda"):\n    pass\n',
    ],
    [
      'import torch\nwith torch.cuda.amp.autocast(enabled=False):\n    pass\n',
      'import torch\nwith torch.amp.autocast("cuda", enabled=False):\n    pass\n',
    ],
    [
      'import torch\ns = torch.cuda.amp.GradScaler(\n    init_scale=2.0,\n)\n',
      'import torch\ns = torch.amp.GradScaler("cuda",\n    init_scale=2.0,\n)\n',
    ],
    [
      'import torch\nwith torch.cpu.amp.autocast(dtype=torch.bfloat16):\n    pass\n',
      'import torch\nwith torch.amp.autocast("cpu", dtype=torch.bfloat16):\n    pass\n',
    ],
    ['import torch\nimport torch as t\ny = t.ger(a, b)\n', 'import torch\nimport torch as t\ny = torch.outer(a, b)\n'],
    [
      'import torch\nimport functorch\nf = functorch.vmap(g)\n',
      'import torch\nimport functorch\nf = torch.func.vmap(g)\n',
    ],
    // Entries added from the 2.0 … 2.8 release notes (docs/scan-coverage.md).
    ['import torch\ns = torch.cpu.amp.GradScaler()\n', 'import torch\ns = torch.amp.GradScaler("cpu")\n'],
    [
      'import torch\nimport functorch\nf = functorch.grad_and_value(g)\n',
      'import torch\nimport functorch\nf = torch.func.grad_and_value(g)\n',
    ],
    ['import torch\np: torch.onnx.ExportOutput = run()\n', 'import torch\np: torch.onnx.ONNXProgram = run()\n'],
    [
      'import torch\nfrom torch.cuda import amp\nwith amp.autocast():\n    pass\n',
      'import torch\nfrom torch.cuda import amp\nwith torch.amp.autocast("cuda"):\n    pass\n',
    ],
    [
      'import torch\n@torch.cuda.amp.custom_fwd(cast_inputs=torch.float32,)\ndef f(ctx, x):\n    return x\n',
      'import torch\n@torch.amp.custom_fwd(cast_inputs=torch.float32, device_type="cuda")\ndef f(ctx, x):\n    return x\n',
    ],
  ])('%j', (src, want) => {
    expect(fixed(src).text).toBe(want);
  });

  it('pytorch/serve llm_handler.py shape: a first argument added before arguments on the next line leaves no space at the end of the line', () => {
    const src =
      'import torch\nwith torch.no_grad(), torch.cpu.amp.autocast(\n    enabled=self.amp_enabled, dtype=self.amp_dtype\n):\n    pass\nwith torch.cpu.amp.autocast(  # bf16\n    enabled=True\n):\n    pass\n';
    const out = fixed(src).text;
    expect(out).toBe(
      'import torch\nwith torch.no_grad(), torch.amp.autocast("cpu",\n    enabled=self.amp_enabled, dtype=self.amp_dtype\n):\n    pass\nwith torch.amp.autocast("cpu",  # bf16\n    enabled=True\n):\n    pass\n',
    );
    expect(out.split('\n').filter((l) => /[ \t]$/.test(l))).toEqual([]);
  });

  it.each([
    [
      'torch is not bound as torch where the new name would be written',
      'import torch as t\nimport functorch\nf = functorch.vmap(g)\n',
      '2.9',
    ],
    ['only an alias of torch is bound', 'import torch as t\ny = t.ger(a, b)\n', '2.9'],
    [
      'the decorator is not called, so no keyword can be added',
      'import torch\n@torch.cuda.amp.custom_bwd\ndef f(ctx, g):\n    return g\n',
      '2.9',
    ],
    [
      'torch.amp.GradScaler exists only from 2.3 and the range admits 2.2',
      'import torch\ns = torch.cuda.amp.GradScaler()\n',
      '>=2.2,<2.5',
    ],
    ['an import is changed by hand', 'from torch.cuda.amp import autocast\n', '2.9'],
  ])('no fix: %s', (_, src, torch) => {
    const r = fixed(src, torch);
    expect(r.text).toBe(src);
  });

  it('weights_only=True changes what torch.load does: only with --fix-all, only into load_state_dict, and never twice', () => {
    const src =
      'import torch\nm.load_state_dict(torch.load("a.pt"))\nm.load_state_dict(torch.load("b.pt", map_location="cpu",), strict=False)\nc = torch.load(f, **kw)\nd = torch.load("cache.pt")\n';
    expect(fixed(src, '>=2.4,<2.10').text).toBe(src);
    // Issue 26 item 3: `d` may be any pickled object (MONAI's PersistentDataset cache): no fix there.
    expect(fixed(src, '>=2.4,<2.10', true).text).toBe(
      'import torch\nm.load_state_dict(torch.load("a.pt", weights_only=True))\nm.load_state_dict(torch.load("b.pt", map_location="cpu", weights_only=True), strict=False)\nc = torch.load(f, **kw)\nd = torch.load("cache.pt")\n',
    );
  });

  it('a keyword rename (an entry from a config file): only the keyword the call passes', () => {
    const extra = [
      ...apis,
      {
        api: 'torch.old_rank',
        deprecated: '2.0',
        replacement: 'torch.linalg.new_rank',
        replacementSince: '2.0',
        fix: { rename: 'torch.linalg.new_rank', renameKeyword: { from: 'symmetric', to: 'hermitian' } },
        source: 'https://example.org/notes',
      },
    ];
    const src = 'import torch\nr = torch.old_rank(A, symmetric=True)\nq = torch.old_rank(A)\n';
    const { findings } = scanSource(src, 'x.py', { torch: '2.9', apis: extra });
    expect(
      applyFixes(
        src,
        findings.flatMap((f) => (f.fix ? [f.fix] : [])),
      ).text,
    ).toBe('import torch\nr = torch.linalg.new_rank(A, hermitian=True)\nq = torch.linalg.new_rank(A)\n');
  });

  it('a fix carries its description and replacements by line and column, in the JSON report', () => {
    const f = scanSource('import torch\ny = torch.ger(a, b)\n', 'x.py', { torch: '2.9', apis }).findings[0]!;
    expect(f.fix).toEqual({
      description: 'Write torch.outer',
      replacements: [
        { location: { file: 'x.py', line: 2, column: 5, endLine: 2, endColumn: 14 }, text: 'torch.outer' },
      ],
    });
  });
});

describe('applying fixes', () => {
  const fix = (line: number, column: number, endColumn: number, text: string) => ({
    description: 'd',
    replacements: [{ location: { file: 'x.py', line, column, endLine: line, endColumn }, text }],
  });
  it('overlapping fixes: the first is taken, the other left', () => {
    const r = applyFixes('abcdef\n', [fix(1, 2, 4, 'X'), fix(1, 3, 5, 'Y'), fix(1, 6, 6, 'Z')]);
    expect(r.text).toBe('aXdeZf\n');
    expect(r.skipped).toHaveLength(1);
  });
  it('a byte order mark is kept and not counted', () => {
    expect(applyFixes('\uFEFFabc\n', [fix(1, 1, 2, 'Z')]).text).toBe('\uFEFFZbc\n');
  });
  it('a place the text does not have is skipped, not guessed', () => {
    expect(applyFixes('abc\n', [fix(3, 1, 2, 'Z')])).toMatchObject({ text: 'abc\n', applied: [] });
  });
  it('property: one replacement inside a line equals slicing the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '(', ')'), maxLength: 12 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.string({ maxLength: 5 }),
        (lines, li, c1, c2, text) => {
          const src = lines.join('\n') + '\n';
          const line = (li % lines.length) + 1;
          const len = lines[line - 1]!.length;
          const [a, b] = [c1 % (len + 1), c2 % (len + 1)].sort((x, y) => x - y) as [number, number];
          const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
          expect(applyFixes(src, [fix(line, a + 1, b + 1, text)]).text).toBe(
            src.slice(0, start + a) + text + src.slice(start + b),
          );
        },
      ),
      { numRuns: fcRuns() },
    );
  });
});

describe('unified diff', () => {
  it('hunks with three lines of context, merged when they touch', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].join('\n') + '\n';
    const after = before.replace('b\n', 'B\n').replace('d\n', 'D\n').replace('l\n', 'L\n');
    expect(unifiedDiff('m.py', before, after)).toBe(
      '--- a/m.py\n+++ b/m.py\n@@ -1,7 +1,7 @@\n a\n-b\n+B\n c\n-d\n+D\n e\n f\n g\n@@ -9,4 +9,4 @@\n i\n j\n k\n-l\n+L\n',
    );
  });
  it('a file name with a newline, quote or backslash is quoted as git quotes it: it cannot add a line', () => {
    const d = unifiedDiff('a\n+++ b/evil"\\.py', 'x\n', 'y\n');
    // The name holds a space, so git ends it with a tab (GNU patch reads up to the tab).
    expect(d.split('\n').slice(0, 2)).toEqual([
      '--- "a/a\\n+++ b/evil\\"\\\\.py"\t',
      '+++ "b/a\\n+++ b/evil\\"\\\\.py"\t',
    ]);
  });
  it('property: whatever the file name, the header is two lines', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (name) => {
        const lines = unifiedDiff(name, 'x\n', 'y\n').split('\n');
        expect(lines[0]!.startsWith('--- ')).toBe(true);
        expect(lines[1]!.startsWith('+++ ')).toBe(true);
        expect(lines[2]).toBe('@@ -1,1 +1,1 @@');
      }),
      { numRuns: fcRuns() },
    );
  });
  it('a last line without a newline is marked as git marks it', () => {
    expect(unifiedDiff('m.py', 'x', 'y')).toBe(
      '--- a/m.py\n+++ b/m.py\n@@ -1,1 +1,1 @@\n-x\n\\ No newline at end of file\n+y\n\\ No newline at end of file\n',
    );
  });
  it('property: no change, no diff', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(unifiedDiff('f', s, s)).toBe('');
      }),
      { numRuns: fcRuns() },
    );
  });
});

describe('writing fixes', () => {
  it('a file reached through a link is rewritten where it lives; the link stays a link, the mode is kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-fixlink-'));
    writeFileSync(join(dir, 'real.py'), 'import torch\ny = torch.ger(a, b)\n');
    chmodSync(join(dir, 'real.py'), 0o640);
    symlinkSync('real.py', join(dir, 'link.py'));
    const findings = scanSource('import torch\ny = torch.ger(a, b)\n', 'link.py', { torch: '2.9', apis }).findings;
    const r = writeFixes(findings, {
      cwd: dir,
      paths: [],
      digests: new Map([['link.py', contentDigest(readFileSync(join(dir, 'real.py')))]]),
      dryRun: false,
    });
    expect(r.files).toBe(1);
    expect(lstatSync(join(dir, 'link.py')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'real.py'), 'utf8')).toBe('import torch\ny = torch.outer(a, b)\n');
    expect(statSync(join(dir, 'real.py')).mode & 0o777).toBe(0o640);
  });
});
