// Text output groups findings by API with a count and one message, then the
// places; the action's annotations spread over the distinct APIs before repeating one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import { finding, type Finding } from '../../../src/core/finding.js';
import { planAnnotations } from '../../../src/report/annotations.js';
import { groupFindings } from '../../../src/scan/summary.js';

async function scanText(dir: string): Promise<string> {
  let stdout = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: () => undefined, cwd: dir, env: {} };
  await main(['scan', '.', '--torch', '2.9'], io);
  return stdout;
}

describe('grouped text output', () => {
  it('one message per API with its count, then every place; a single finding as before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-group-'));
    const many = Array.from(
      { length: 5 },
      (_, i) => `torch.backends.cuda.matmul.allow_tf32 = ${i % 2 ? 'True' : 'False'}`,
    ).join('\n');
    writeFileSync(join(dir, 'a.py'), `import torch\n${many}\nx = torch.solve(a, b)\n`);
    const out = await scanText(dir);
    expect(out.match(/allow_tf32/g)!.length).toBeLessThanOrEqual(3);
    expect(out).toMatch(/api-deprecated {2}torch\.backends\.cuda\.matmul\.allow_tf32 \(5 uses\): /);
    for (let line = 2; line <= 6; line++) expect(out).toContain(`\n        a.py:${line}:1`);
    // The removed API (an error) comes first, on its own, as a single finding always printed.
    expect(out.indexOf('torch.solve')).toBeLessThan(out.indexOf('allow_tf32'));
    expect(out).toMatch(/1 file scanned for torch 2\.9: 6 findings\./);
  });

  it('groups by API, id and message, most severe first, then by size', () => {
    const f = (api: string, severity: Finding['severity'], line: number): Finding =>
      finding({
        id: 'api-deprecated',
        severity,
        message: `m ${api}`,
        hint: 'h',
        source: 's',
        api,
        location: { file: 'a.py', line },
      });
    const groups = groupFindings([
      f('a', 'warning', 1),
      f('b', 'warning', 2),
      f('b', 'warning', 3),
      f('c', 'error', 4),
    ]);
    expect(groups.map((g) => `${g.first.api}×${g.findings.length}`)).toEqual(['c×1', 'b×2', 'a×1']);
  });
});

describe('annotations spread over APIs', () => {
  it('ten warnings of one API and one of another: the other is shown, not the tenth of the first', () => {
    const f = (api: string, line: number): Finding =>
      finding({
        id: 'api-deprecated',
        severity: 'warning',
        message: 'm',
        hint: 'h',
        source: 's',
        api,
        location: { file: 'a.py', line },
      });
    const findings = [...Array.from({ length: 12 }, (_, i) => f('torch.a', i + 1)), f('torch.b', 50)];
    const { shown, omitted } = planAnnotations(findings);
    expect(shown).toHaveLength(10);
    expect(shown.map((x) => x.api)).toContain('torch.b');
    expect(omitted).toBe(3);
  });
});
