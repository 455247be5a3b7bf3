// SARIF that code scanning takes: rules, results, locations and fixes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finding, type Finding } from '../../../src/core/finding.js';
import { formatSarif, sarifLog, sarifUri } from '../../../src/report/sarif.js';
import { fcRuns } from '../../property-runs.js';
import { sarifProblems } from '../../sarif-validate.js';

const f = (id: Finding['id'], file?: string): Finding =>
  finding({
    id,
    severity: 'error',
    message: 'm.',
    hint: 'h.',
    source: 's',
    ...(file ? { location: { file, line: 3, column: 2 } } : {}),
  });

describe('SARIF that code scanning takes', () => {
  it('a finding tied to no file goes on the pin line; with no pin it is a tool notification, not a result', () => {
    const withPin = JSON.parse(
      formatSarif([f('cuda-without-gpu')], { fallback: { file: 'requirements.txt', line: 4 } }),
    );
    expect(withPin.runs[0].results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'requirements.txt' },
      region: { startLine: 4 },
    });
    const without = sarifLog([f('cuda-without-gpu'), f('python-unsupported', 'pyproject.toml')]) as {
      runs: { results: unknown[]; invocations: { toolExecutionNotifications: { message: { text: string } }[] }[] }[];
    };
    expect(without.runs[0]!.results).toHaveLength(1);
    expect(without.runs[0]!.invocations[0]!.toolExecutionNotifications[0]!.message.text).toBe(
      'cuda-without-gpu: m. Fix: h.',
    );
    expect(sarifProblems(JSON.stringify(without))).toEqual([]);
  });
  it('related places (a called workflow and its caller) are SARIF relatedLocations', () => {
    const log = JSON.parse(
      formatSarif([{ ...f('python-unsupported', 'ci.yml'), related: [{ file: 'tests.yml', line: 12, column: 5 }] }]),
    );
    expect(log.runs[0].results[0].relatedLocations).toEqual([
      {
        id: 1,
        physicalLocation: { artifactLocation: { uri: 'tests.yml' }, region: { startLine: 12, startColumn: 5 } },
      },
    ]);
    expect(sarifProblems(JSON.stringify(log))).toEqual([]);
  });
  it('URIs are percent-encoded and relative (newcomer 7)', () => {
    expect(sarifUri('my dir/tr ain#1.py')).toBe('my%20dir/tr%20ain%231.py');
    expect(sarifUri('./a/b%c.py')).toBe('a/b%25c.py');
    expect(sarifUri('sub\\win.py')).toBe('sub/win.py');
    expect(sarifProblems(formatSarif([f('api-removed', 'my dir/tr ain#1.py')]))).toEqual([]);
  });
  it('the message does not repeat the fix when it already says it (newcomer 9)', () => {
    const scan: Finding = finding({
      id: 'api-removed',
      severity: 'error',
      message: 'torch.solve is gone. Use torch.linalg.solve (available since 1.8).',
      hint: 'Use torch.linalg.solve (available since 1.8).',
      source: 's',
      location: { file: 'a.py', line: 1 },
    });
    const log = JSON.parse(formatSarif([scan]));
    expect(log.runs[0].results[0].message.text).toBe(
      'torch.solve is gone. Use torch.linalg.solve (available since 1.8).',
    );
  });
  it('every finding id, placed anywhere, validates (property)', async () => {
    const { FINDING_IDS } = await import('../../../src/core/finding.js');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom(...FINDING_IDS),
            file: fc.option(
              fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !s.startsWith('/') && !/^[A-Za-z]:/.test(s)),
              { nil: undefined },
            ),
            sev: fc.constantFrom('error', 'warning', 'notice'),
          }),
          { maxLength: 6 },
        ),
        (items) => {
          const findings = items.map((x) => ({ ...f(x.id, x.file), severity: x.sev }));
          expect(sarifProblems(formatSarif(findings))).toEqual([]);
        },
      ),
      { numRuns: fcRuns(100) },
    );
  });
});
