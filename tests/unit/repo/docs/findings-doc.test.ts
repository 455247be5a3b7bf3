import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINDING_IDS } from '../../../../src/core/finding.js';
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
