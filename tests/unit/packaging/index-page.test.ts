// PEP 503/691 index pages as an index serves them: well-formed pages read exactly (any attribute
// order, quoting, case and spacing), hostile pages end as a list or one InputError, and the cost
// of reading a page grows with its length, never with its square (an unclosed anchor, an
// unterminated quote or an anchor without `</a>` repeated n and 8n times).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { indexPageEntries, type IndexFile } from '../../../src/packaging/index-page.js';
import { fcRuns } from '../../property-runs.js';
import { expectLinear } from '../../growth.js';

const read = (t: string): void => {
  try {
    indexPageEntries(t, 'p');
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
  }
};

const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,30}\.whl$/);
const entry = fc.record({
  filename: name,
  yanked: fc.option(fc.oneof(fc.constant(true as const), fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[a-z]$/)), {
    nil: undefined,
  }),
  metadata: fc.boolean(),
  quote: fc.constantFrom('"', "'"),
  tag: fc.constantFrom('a', 'A'),
  space: fc.constantFrom(' ', '\n', '\t', '  '),
  hrefFirst: fc.boolean(),
  text: fc.boolean(),
});

describe('index pages (property)', () => {
  it('a well-formed PEP 503 page is read file by file, whatever its attribute order, quotes and case', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
        const anchors = entries.map((e) => {
          const q = e.quote;
          const href = `href=${q}../../files/${encodeURIComponent(e.filename)}#sha256=ab${q}`;
          const extra = [
            ...(e.yanked === true ? ['data-yanked'] : e.yanked ? [`data-yanked=${q}${e.yanked}${q}`] : []),
            ...(e.metadata ? [`data-core-metadata=${q}sha256=cd${q}`] : []),
          ];
          const attrs = e.hrefFirst ? [href, ...extra] : [...extra, href];
          return `<${e.tag}${e.space}${attrs.join(e.space)}>${e.text ? e.filename : ''}</${e.tag}><br/>\n`;
        });
        const page = `<!DOCTYPE html>\n<html><body>\n${anchors.join('')}</body></html>`;
        const want: IndexFile[] = entries.map((e) => ({
          filename: e.filename,
          ...(e.yanked ? { yanked: e.yanked } : {}),
          url: `../../files/${encodeURIComponent(e.filename)}`,
          ...(e.metadata ? { metadata: true as const } : {}),
        }));
        expect(indexPageEntries(page, 'p')).toEqual(want);
      }),
      { numRuns: fcRuns(300) },
    );
  });

  it('any page of tag fragments is a list of files or one InputError', () => {
    const unit = fc.oneof(
      fc.constantFrom('<a ', '<A\n', '<a', 'href="', "href='", 'href=', '"', "'", '>', '</a>', '</a', '<', '='),
      fc.constantFrom('data-yanked', 'data-core-metadata=', '&amp;', '&#39;', '%zz', '#', '?q=1', '/'),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.constantFrom('<html>', '', '{'), fc.array(unit, { maxLength: 40 }), (head, parts) => {
        const page = head + parts.join('');
        try {
          const files = indexPageEntries(page, 'p');
          for (const f of files) expect(f.filename).not.toBe('');
        } catch (err) {
          expect(err).toBeInstanceOf(InputError);
        }
      }),
      { numRuns: fcRuns(500) },
    );
  });
});

describe('index pages are read in time linear in their length', () => {
  const shapes: [string, (n: number) => string][] = [
    ['unclosed anchors', (n) => `<html>${'<a href="x"'.repeat(n)}`],
    ['anchors with no </a>', (n) => `<html>${'<a href="x">t'.repeat(n)}`],
    ['an unterminated quote after many anchors', (n) => `<html>${'<a href="x">t</a>'.repeat(n)}<a href="`],
    ['anchors opening anchors', (n) => `<html>${'<a <a href=x '.repeat(n)}`],
    ['attributes without values', (n) => `<html><a ${'data-yanked '.repeat(n)}`],
    ['many well-formed anchors', (n) => `<html>${'<a href="t.whl" data-yanked="r">t.whl</a>\n'.repeat(n)}`],
  ];
  for (const [what, make] of shapes)
    it(what, async () => {
      // 8× the input costs about 8× the time; quadratic code costs about 64×, cubic 512×.
      await expectLinear(what, make, read, { n: 1000 });
    });

  it('a deadline already past stops a long page with one InputError', () => {
    const page = `<html>${'<a href="t.whl">t.whl</a>\n'.repeat(5000)}`;
    expect(() => indexPageEntries(page, 'p', Date.now() - 1)).toThrow(/past the deadline/);
    expect(indexPageEntries(page, 'p', Date.now() + 60_000)).toHaveLength(5000);
  });
});
