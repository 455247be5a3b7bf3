// src/matrix/ is four stages, each a folder, and imports between them point one way:
// github/ (GitHub's own rules) ← workflow/ (reading a workflow) ← steps/ (what a job's steps
// install) ← plan/ (each cell judged, the plan, the lint). Only the face, index.ts, stands outside
// the stages. Read from the
// source's import lines, `import type`, `export … from` and `import(…)` included.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MATRIX = 'src/matrix';
const STAGES = ['github', 'workflow', 'steps', 'plan'];

const stageOf = (file: string): number => STAGES.indexOf(relative(MATRIX, file).split('/')[0]!);

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const re =
    /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
  return [...text.matchAll(re)].map((m) => normalize(join(dirname(file), (m[1] ?? m[2])!)).replace(/\.js$/, '.ts'));
}

/** Imports from a stage to a later one: `from -> to`. */
function backwards(): string[] {
  const out: string[] = [];
  for (const stage of STAGES)
    for (const name of readdirSync(join(MATRIX, stage))) {
      const file = join(MATRIX, stage, name);
      for (const to of importsOf(file)) {
        if (!to.startsWith(`${MATRIX}/`)) continue;
        const t = stageOf(to);
        if (t > stageOf(file)) out.push(`${file} -> ${to}`);
      }
    }
  return out;
}

describe('src/matrix/ stages', () => {
  it('every file of src/matrix/ but its face sits in a stage folder', () => {
    const loose = readdirSync(MATRIX, { withFileTypes: true })
      .filter((e) => e.isFile() && e.name !== 'index.ts')
      .map((e) => e.name);
    expect(loose).toEqual([]);
    expect(
      readdirSync(MATRIX, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort(),
    ).toEqual([...STAGES].sort());
  });

  it('reads every stage (the check sees the imports it guards)', () => {
    for (const stage of STAGES.slice(1))
      expect(
        readdirSync(join(MATRIX, stage)).some((n) =>
          importsOf(join(MATRIX, stage, n)).some((t) => stageOf(t) >= 0 && stageOf(t) < STAGES.indexOf(stage)),
        ),
      ).toBe(true);
  });

  it('no stage imports a later one', () => {
    expect(backwards()).toEqual([]);
  });
});
