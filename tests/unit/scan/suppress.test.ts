// `# noqa`, `# torch-preflight: ignore[…]`, a file-level comment,
// [tool.torch-preflight] in pyproject.toml and --baseline.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSinceBaseline, readBaseline } from '../../../src/scan/baseline.js';
import { readScanConfig } from '../../../src/scan/config.js';
import { scanSource } from '../../../src/scan/index.js';
import { runScan } from '../../../src/usecases/scan/scan.js';
import { apis } from './helpers.js';
import { finding } from '../../../src/core/finding.js';

const lines = (src: string) => scanSource(src, 'x.py', { torch: '2.9', apis }).findings.map((f) => f.location!.line);

describe('suppression comments', () => {
  const use = 'with torch.cuda.amp.autocast():';
  it.each([
    ['bare noqa silences every finding on the line', `${use}  # noqa`, []],
    ['noqa with our id', `${use}  # noqa: api-deprecated`, []],
    ['noqa with the API', `${use}  # noqa: torch.cuda.amp.autocast`, []],
    ["noqa with another tool's code only (TorchFix TOR101) silences nothing of ours", `${use}  # noqa: TOR101`, [2]],
    ['noqa with another API', `${use}  # noqa: torch.load`, [2]],
    ['torch-preflight: ignore', `${use}  # torch-preflight: ignore`, []],
    ['torch-preflight: ignore[API, id]', `${use}  # torch-preflight: ignore[torch.cuda.amp.autocast, api-removed]`, []],
    ['torch-preflight: ignore[other]', `${use}  # torch-preflight: ignore[api-removed]`, [2]],
    ['noqa inside a word is no noqa', `${use}  # noqaX`, [2]],
    ['NoQA in any case, as flake8 reads it', `${use}  # NoQA`, []],
    ['TORCH-PREFLIGHT: IGNORE in any case', `${use}  # Torch-Preflight: Ignore`, []],
  ])('%s', (_, line, expected) => {
    expect(lines(`import torch\n${line}\n    pass\n`)).toEqual(expected);
  });

  it('a file-level comment silences the file (or the listed ids/APIs)', () => {
    const body = 'import torch\nwith torch.cuda.amp.autocast():\n    pass\nx = torch.ger(a, b)\n';
    expect(lines(`# torch-preflight: ignore-file\n${body}`)).toEqual([]);
    expect(lines(`# torch-preflight: ignore-file[torch.ger]\n${body}`)).toEqual([3]);
    // Not on a line of its own (in code after a statement): not file-level.
    expect(lines(`x = 1  # torch-preflight: ignore-file\n${body}`)).toEqual([3, 5]);
  });
});

describe('[tool.torch-preflight] in pyproject.toml', () => {
  it('reads torch, from, exclude and ignore; rejects unknown keys and wrong types in one line', () => {
    expect(
      readScanConfig(
        '[tool.torch-preflight]\ntorch = "2.9"\nfrom = "2.4"\nexclude = ["vendor/**"]\nignore = ["api-deprecated"]\n',
        'pyproject.toml',
      ),
    ).toEqual({
      torch: '2.9',
      from: '2.4',
      exclude: ['vendor/**'],
      ignore: ['api-deprecated'],
    });
    expect(readScanConfig('[project]\nname = "x"\n', 'pyproject.toml')).toBeUndefined();
    expect(() => readScanConfig('[tool.torch-preflight]\ntorhc = "2.9"\n', 'pyproject.toml')).toThrow(
      /unknown key "torhc"/,
    );
    expect(() => readScanConfig('[tool.torch-preflight]\nexclude = "vendor"\n', 'pyproject.toml')).toThrow(
      /exclude must be a list of strings/,
    );
  });

  it('the scan leaves out excluded files and ignored APIs, and --baseline keeps only new findings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-suppress-'));
    writeFileSync(join(dir, 'a.py'), 'import torch\nx = torch.ger(a, b)\ny = torch.solve(a, b)\n');
    writeFileSync(join(dir, 'vendored.py'), 'import torch\nx = torch.ger(a, b)\n');
    writeFileSync(
      join(dir, 'pyproject.toml'),
      '[tool.torch-preflight]\nexclude = ["vendored.py"]\nignore = ["torch.solve"]\n',
    );
    const first = await runScan({ paths: [], torch: '2.9', cwd: dir });
    expect(first.findings.map((f) => `${f.location!.file}:${f.location!.line} ${f.api}`)).toEqual(['a.py:2 torch.ger']);
    writeFileSync(join(dir, 'base.json'), JSON.stringify(first.report));
    // One more use of the same API, above the old one: the old one moved, one is new.
    writeFileSync(join(dir, 'a.py'), 'import torch\nz = torch.ger(c, d)\nx = torch.ger(a, b)\n');
    const second = await runScan({ paths: [], torch: '2.9', cwd: dir, baseline: 'base.json' });
    expect(second.findings).toHaveLength(1);
    await expect(runScan({ paths: [], torch: '2.9', cwd: dir, baseline: 'a.py' })).rejects.toThrow(/not a JSON report/);
  });

  it('baseline matching: same line first, then the same file, id and API one for one', () => {
    const f = (line: number, api = 'torch.ger') =>
      finding({
        id: 'api-deprecated',
        severity: 'warning',
        message: '',
        hint: '',
        source: '',
        api,
        location: { file: 'a.py', line },
      });
    const saved = readBaseline(JSON.stringify({ findings: [f(2), f(9)] }), 'b.json');
    expect(newSinceBaseline([f(2), f(3), f(4)], saved).map((x) => x.location!.line)).toEqual([4]);
    expect(newSinceBaseline([f(2, 'torch.solve')], saved)).toHaveLength(1);
  });
});
