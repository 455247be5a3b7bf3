// The corpus of real workflows: for each workflow, how many
// cells there are, how many are evaluated (the cells that install torch, checked by the engine
// with the bundled catalog), and which fail and why. The reasoning for each is in corpus-expectations.ts.
import { readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMatrix } from '../../../src/usecases/matrix/matrix.js';
import { EXPECTED, type Expected } from './corpus-expectations.js';

const root = join(__dirname, '../../fixtures/matrix/real');

function workflows(): { repo: string; wf: string }[] {
  const out: { repo: string; wf: string }[] = [];
  for (const repo of readdirSync(root).sort()) {
    const dir = join(root, repo, '.github/workflows');
    if (existsSync(dir)) for (const wf of readdirSync(dir).sort()) out.push({ repo, wf });
  }
  return out;
}

async function summary(repo: string, wf: string): Promise<Expected> {
  const r = await runMatrix({ workflow: `.github/workflows/${wf}`, cwd: join(root, repo) });
  const cs = r.plan.combinations;
  const evaluated = cs.filter((c) => c.checkedAs.torch !== undefined && c.verdict !== 'unknown');
  const fail = [
    ...new Set(
      cs
        .filter((c) => c.verdict === 'fail')
        .map((c) => `${c.job}: ${c.findings.filter((f) => f.severity === 'error').map((f) => f.id)[0] ?? '?'}`),
    ),
  ];
  const counts: Record<string, number> = {};
  for (const c of cs)
    if (c.verdict === 'fail')
      counts[`${c.job}: ${c.findings.find((f) => f.severity === 'error')?.id}`] =
        (counts[`${c.job}: ${c.findings.find((f) => f.severity === 'error')?.id}`] ?? 0) + 1;
  return {
    cells: cs.length,
    evaluated: evaluated.length,
    failing: Object.fromEntries(fail.map((k) => [k, counts[k]!])),
  };
}

describe('the corpus of real workflows', () => {
  const list = workflows();
  it('holds at least 25 workflows from at least 15 projects', () => {
    expect(list.length).toBeGreaterThanOrEqual(25);
    expect(new Set(list.map((w) => w.repo)).size).toBeGreaterThanOrEqual(15);
  });
  if (process.env.DUMP_CORPUS) {
    it('dumps', async () => {
      const all: Record<string, Expected> = {};
      for (const { repo, wf } of list) all[`${repo}/${wf}`] = await summary(repo, wf);
      writeFileSync('/tmp/corpus.json', JSON.stringify(all, null, 2));
    }, 120_000);
    return;
  }
  for (const { repo, wf } of list) {
    it(`${repo} ${wf}`, async () => {
      const want = EXPECTED[`${repo}/${wf}`];
      expect(want, 'every corpus workflow has an expectation').toBeDefined();
      expect(await summary(repo, wf)).toEqual(want);
    });
  }
});
