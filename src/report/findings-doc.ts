/** docs/findings.md from the explain table: one heading per finding id, so SARIF helpUri anchors resolve. */
import { EXPLAIN } from '../core/explain.js';
import { FINDING_IDS } from '../core/finding.js';

export function findingsDoc(): string {
  const out = [
    '# Findings',
    '',
    '<!-- Generated from src/core/explain.ts by `npm run docs:findings`; a test fails when it is out of date. -->',
    '',
    'Every finding torch-preflight reports has a stable id. `torch-preflight explain ID` prints the same text.',
    '',
    ...FINDING_IDS.map((id) => `- [\`${id}\`](#${id}): ${EXPLAIN[id].title}`),
    '',
  ];
  for (const id of FINDING_IDS) {
    const e = EXPLAIN[id];
    out.push(`## ${id}`, '', `**${e.title}**`, '', e.why, '', `**Fix:** ${e.fix}`, '');
  }
  return out.join('\n');
}
