// One output path. Every command prints through report/render.ts, whose one
// switch on the format hands the output to one module per format.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finding, type Finding, type FindingFields } from '../../../src/core/finding.js';
import { planMatrix, parseMatrixInput } from '../../../src/matrix/index.js';
import { InputError } from '../../../src/core/errors.js';
import type { CommandOutput, MatrixOutput, PinsOutput, ScanOutput } from '../../../src/report/command-output.js';
import { matrixToJson } from '../../../src/report/matrix.js';
import { render } from '../../../src/report/render.js';
import { fake } from '../matrix/helpers.js';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const FORMAT_MODULES =
  /from '[./]+report\/(text|markdown|sarif|github)\.js'|import\('[./]+report\/(text|markdown|sarif|github)\.js'\)/;

const use = (line: number, over: Partial<FindingFields> = {}): Finding =>
  finding({
    id: 'api-removed',
    severity: 'error',
    message: '`torch.x` was removed in torch 2.9.',
    hint: 'Use torch.y.',
    source: 'pytorch/pytorch#1',
    api: 'torch.x',
    location: { file: 'a.py', line, column: 3 },
    ...over,
  });

function scanOutput(findings: Finding[]): ScanOutput {
  return {
    kind: 'scan',
    report: { schemaVersion: 1, verdict: 'fail', findings, scan: { torch: '2.9' } },
    files: 2,
    skipped: [{ file: 'b.py', reason: 'not UTF-8' }],
    torch: '2.9',
    from: '2.0',
  };
}

function matrixOutput(workflow?: string): MatrixOutput {
  const plan = planMatrix(parseMatrixInput('{"python": ["3.12"], "torch": ["2.9"], "os": ["ubuntu-24.04"]}'), fake);
  const withPlanFinding = {
    ...plan,
    findings: [
      ...plan.findings,
      use(0, { id: 'matrix-cells-excluded', severity: 'notice', location: undefined, api: undefined }),
    ],
  };
  return {
    kind: 'matrix',
    report: matrixToJson(withPlanFinding),
    plan: withPlanFinding,
    ...(workflow ? { workflow } : {}),
  };
}

describe('one output path', () => {
  it('the CLI and the use cases call render(), never a format module: no format switch of their own', () => {
    const offenders = [...files('src/cli'), ...files('src/usecases')].filter((f) =>
      FORMAT_MODULES.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('JSON is the report itself, for every kind', async () => {
    const outs: CommandOutput[] = [scanOutput([use(1)]), matrixOutput()];
    for (const out of outs) expect(JSON.parse(await render(out, 'json'))).toEqual(out.report);
  });

  it('scan text: one message per API with its places, then skipped files and the count with both ranges', async () => {
    const text = await render(scanOutput([use(1), use(7)]), 'text');
    expect(text).toContain(
      'error   api-removed  torch.x (2 uses): `torch.x` was removed in torch 2.9.\n        fix: Use torch.y.\n        source: pytorch/pytorch#1\n        a.py:1:3\n        a.py:7:3\n',
    );
    expect(text).toContain('skipped b.py: not UTF-8\n');
    expect(text.endsWith('2 files scanned for torch 2.9 (from 2.0): 2 findings.\n')).toBe(true);
  });

  it('scan Markdown: the section grouped by API, as the job summary shows it', async () => {
    const md = await render(scanOutput([use(1), use(7)]), 'markdown');
    expect(md).toMatch(/^### Source scan: torch 2\.9 \(from 2\.0\)\n/);
    expect(md).toContain('| <code>torch.x</code> | <code>api-removed</code> | error | 2 |');
  });

  it('matrix SARIF: a finding about the matrix as a whole belongs to the workflow linted, else it is a notification', async () => {
    const placed = JSON.parse(await render(matrixOutput('.github/workflows/ci.yml'), 'sarif')).runs[0];
    expect(
      placed.results.map(
        (r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
          r.locations[0]!.physicalLocation.artifactLocation.uri,
      ),
    ).toContain('.github/workflows/ci.yml');
    const unplaced = JSON.parse(await render(matrixOutput(), 'sarif')).runs[0];
    expect(unplaced.results).toEqual([]);
    expect(unplaced.invocations[0].toolExecutionNotifications[0].descriptor.id).toBe('matrix-cells-excluded');
  });

  describe('github', () => {
    afterEach(() => vi.restoreAllMocks());
    it('prints the annotations itself and returns nothing to print', async () => {
      const out: string[] = [];
      vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
      expect(await render(scanOutput([use(1)]), 'github')).toBe('');
      expect(out.join('')).toMatch(/^::error title=torch-preflight api-removed,file=a\.py,line=1,col=3::/);
    });
  });

  describe('pins', () => {
    const pins: PinsOutput = {
      kind: 'pins',
      report: {
        schemaVersion: 1,
        pins: [
          {
            package: 'torch',
            specifier: '',
            marker: "sys_platform == 'linux'",
            indexUrl: 'https://download.pytorch.org/whl/cu128',
            location: { file: 'requirements.txt', line: 2, column: 1 },
          },
        ],
        locked: [{ package: 'torch', version: '2.8.0', location: { file: 'uv.lock', line: 20 } }],
      },
      read: ['requirements.txt'],
    };
    it('text: each pin at its place, then the locked versions', async () => {
      expect(await render(pins, 'text')).toBe(
        "requirements.txt:2:1  torch (any)  ; sys_platform == 'linux'  from https://download.pytorch.org/whl/cu128\nuv.lock:20  torch ==2.8.0  (locked)\n",
      );
    });
    it('nothing found: which files were read, or that there were none', async () => {
      expect(
        await render({ kind: 'pins', report: { schemaVersion: 1, pins: [] }, read: ['a.txt', 'b.txt'] }, 'text'),
      ).toBe('No torch pins in a.txt, b.txt.\n');
      expect(await render({ kind: 'pins', report: { schemaVersion: 1, pins: [] } }, 'text')).toMatch(
        /^No pin files found here/,
      );
    });
    it('JSON is the report; the formats that judge are refused as bad input', async () => {
      expect(JSON.parse(await render(pins, 'json'))).toEqual(pins.report);
      await expect(render(pins, 'sarif')).rejects.toThrow(InputError);
    });
  });
});
