// Every relative link in the README and docs/ opens a file that exists, and its #anchor names a
// heading there (GitHub's slugs), so the docs stay navigable as sections move.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = [
  'README.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');

function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

describe('documentation links', () => {
  it.each(DOCS)('%s: every relative link resolves', (file) => {
    const text = readFileSync(file, 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, '');
    const broken: string[] = [];
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const resolved = path ? normalize(join(dirname(file), path)) : file;
      if (!existsSync(resolved)) {
        broken.push(`${target} (no file ${resolved})`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
        broken.push(`${target} (no heading #${anchor} in ${resolved})`);
    }
    expect(broken).toEqual([]);
  });

  it('the README stays a front page (about 250 lines at most)', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(260);
  });
});
