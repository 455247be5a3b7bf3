// GitHub Actions expressions evaluated as the cross-language test data of GitHub's own
// evaluators says (actions/languageservices expressions/testdata/*.json at the commit the
// fixtures README names): every case gives the same value, or an error where GitHub's does.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateOutcome } from '../../../src/matrix/github/expression.js';
import type { MatrixValue } from '../../../src/matrix/github/types.js';
import { FIXTURES, fixture, Tally } from '../../reference-tally.js';

interface XlangCase {
  expr: string;
  contexts?: Record<string, MatrixValue>;
  result?: { kind: string; value: MatrixValue };
  err?: { kind: 'lexing' | 'parsing' | 'evaluation'; value: string };
  options?: { skip?: string[] };
}

const files = readdirSync(join(FIXTURES, 'actions-expressions')).filter((f) => f.endsWith('.json'));

const kindOf = (v: MatrixValue): string =>
  v === null
    ? 'Null'
    : Array.isArray(v)
      ? 'Array'
      : typeof v === 'object'
        ? 'Object'
        : ({ boolean: 'Boolean', number: 'Number', string: 'String' } as const)[typeof v as 'boolean'];

function run(tally: Tally, id: string, c: XlangCase): void {
  const o = evaluateOutcome(c.expr, { contexts: c.contexts ?? {} });
  const got =
    'error' in o
      ? { error: true }
      : 'unknown' in o
        ? { unknown: true }
        : { kind: kindOf(o.value), json: JSON.stringify(o.value) };
  const want = c.err ? { error: true } : { kind: c.result!.kind, json: JSON.stringify(c.result!.value) };
  tally.check(id, got, want);
}

describe('actions/languageservices expressions/testdata', () => {
  it('every case evaluates to the value GitHub gives, or fails where GitHub fails', () => {
    const tally = new Tally('actions/languageservices expressions', {});
    let skipped = 0;
    for (const file of files) {
      const cases = fixture<Record<string, XlangCase[]>>(`actions-expressions/${file}`);
      for (const [name, list] of Object.entries(cases))
        list.forEach((c, i) => {
          // The data's own marker: cases GitHub's TypeScript evaluator does not run.
          if (c.options?.skip?.includes('typescript')) skipped++;
          else run(tally, `${file} ${name} #${i} ${JSON.stringify(c.expr).slice(0, 80)}`, c);
        });
    }
    if (skipped) tally.skip('cases marked to skip for TypeScript', `${skipped} cases`);
    tally.report();
    expect(files.length).toBe(28);
    expect(tally.disagreements).toEqual([]);
  });
});
