// docs/findings.md is generated from the finding registry and stays in sync with it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINDING_IDS, type FindingId } from '../../../../src/core/finding.js';
import { kindOf } from '../../../../src/core/findings/index.js';
import { helpUri } from '../../../../src/report/sarif.js';

const file = path.resolve(__dirname, '../../../../docs/findings.md');

describe('docs/findings.md', () => {
  it('has a heading for every SARIF helpUri anchor', () => {
    const headings = new Set(
      [...readFileSync(file, 'utf8').matchAll(/^## (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    for (const id of FINDING_IDS) expect(headings.has(helpUri(id).split('#')[1]!)).toBe(true);
  });
});

describe("docs/check.md's table of findings", () => {
  const text = readFileSync(path.resolve(__dirname, '../../../../docs/check.md'), 'utf8');
  const table = text.slice(text.indexOf('\n## Findings'));
  // Each row: the ids in its first cell, the severities in its second.
  const rows = [...table.matchAll(/^\| ((?:`[a-z0-9-]+`(?: \([^)]*\))?,? ?)+) \| ([a-z /]+) \|/gm)].map((m) => ({
    ids: [...m[1]!.matchAll(/`([a-z0-9-]+)`/g)].map((x) => x[1]!),
    severities: m[2]!.split('/').map((s) => s.trim()),
  }));

  it('lists every finding id, and only those', () => {
    const listed = new Set(rows.flatMap((r) => r.ids));
    expect(FINDING_IDS.filter((id) => !listed.has(id))).toEqual([]);
    expect([...listed].filter((id) => !(FINDING_IDS as readonly string[]).includes(id))).toEqual([]);
  });

  // The table gives the usual severity; a kind may list more (an uncertain fact caps an error at a warning).
  it('gives each row only severities its ids are raised with', () => {
    const wrong = rows.flatMap((r) => {
      const raised = new Set(r.ids.flatMap((id) => kindOf(id as FindingId).severities as readonly string[]));
      const listed = new Set(r.severities);
      return [...[...listed].filter((s) => !raised.has(s)).map((s) => `${r.ids.join(', ')}: ${s} is never raised`)];
    });
    expect(wrong).toEqual([]);
  });
});
