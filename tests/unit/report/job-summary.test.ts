// The action's job summary lists the judged findings, so each section shows them
// in the report's order (most severe first), the upgrade story included.
import { describe, expect, it } from 'vitest';
import { finding, judge, type Finding, type FindingFields, type Severity } from '../../../src/core/finding.js';
import { jobSummary } from '../../../src/report/job-summary.js';
import { buildReport } from '../../../src/report/report.js';
import { env, req } from '../helpers.js';

const f = (id: Finding['id'], severity: Severity, message: string, over: Partial<FindingFields> = {}): Finding =>
  finding({ id, severity, message, hint: 'h', source: 's', ...over });

describe('job summary', () => {
  const note = f('upgrade-note', 'warning', 'torch 2.0 → 2.1: the scan found 1 code line.', {
    location: { file: 'requirements.txt', line: 12 },
  });
  const check = [
    f('backend-experimental', 'warning', 'Experimental.'),
    f('cuda-without-gpu', 'notice', 'No GPU.'),
    note,
  ];
  const scan = [f('api-deprecated', 'warning', 'Deprecated.', { api: 'torch.x', location: { file: 'a.py', line: 3 } })];
  const judged = judge([...check, ...scan], 'error');
  const report = { ...buildReport(env(), req(), {}, judged.findings, judged.verdict) };
  const summary = (upgrade: boolean) =>
    jobSummary(
      {
        kind: 'check',
        report,
        scan: { findings: scan, files: 1, skipped: [], torch: '2.1' },
        ...(upgrade
          ? { upgrade: { table: [{ aspect: 'torch', before: '2.0', after: '2.1' }], changes: [{} as never] } }
          : {}),
      },
      undefined,
    );

  it('the check table holds the check findings only, most severe first: a note raised to a warning stands with the warnings', () => {
    for (const md of [summary(false), summary(true)]) {
      const from = md.slice(md.indexOf('### Findings'));
      // Without the upgrade story the scan's section follows the check's table.
      const table = from.split('### Source scan')[0]!;
      const ids = [...table.matchAll(/\| <code>([a-z-]+)<\/code>/g)].map((m) => m[1]);
      expect(ids).toEqual(['backend-experimental', 'upgrade-note', 'cuda-without-gpu']);
    }
  });

  it('a pull request that moves torch: the headline, the story, the scan, then the check', () => {
    const md = summary(true);
    expect(md.startsWith('## ⚠️ torch-preflight: warn\n')).toBe(true);
    const at = ['## torch upgrade: 2.0 → 2.1', '### Source scan: torch 2.1', '### Findings'].map((h) => md.indexOf(h));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
