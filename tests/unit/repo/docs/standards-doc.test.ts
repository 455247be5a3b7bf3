// docs/standards.md lists every deliberate narrowing the reference suites apply, and only
// those, with the reason the suites give.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_NARROWINGS, TAG_NOT_MODELLED } from '../../../reference-narrowings.js';

const text = readFileSync(path.resolve(__dirname, '../../../../docs/standards.md'), 'utf8');
const section = text.slice(text.indexOf('## Deliberate narrowings'), text.indexOf('Not modelled, so not asked'));
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('docs/standards.md', () => {
  it('names each narrowing with its reason, and no other', () => {
    const listed = [...section.matchAll(/^- \*\*([a-z-]+)\*\* — ([\s\S]*?)(?=\n- \*\*|\n\n|(?![\s\S]))/gm)].map((m) => [
      m[1]!,
      squash(m[2]!),
    ]);
    expect(Object.fromEntries(listed)).toEqual(
      Object.fromEntries(Object.entries(ALL_NARROWINGS).map(([k, v]) => [k, squash(v)])),
    );
  });
  it('says what the wheel-tag suite does not model', () => {
    expect(Object.keys(TAG_NOT_MODELLED).length).toBe(5);
    expect(text).toContain('Not modelled, so not asked');
  });
});
