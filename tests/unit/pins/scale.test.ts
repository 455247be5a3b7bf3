// Sizes that took minutes or ran out of memory before (attack.md B8, B24) finish well inside the
// default test timeout now: position lookup and include chains are linear.
import { describe, expect, it } from 'vitest';
import { cpuTimed } from '../../cpu-time.js';

/** Runs `fn` and checks it took under `ms` of CPU time: a bound many times the linear cost, far under the quadratic one. */
function within<T>(ms: number, fn: () => T): T {
  const { out, ms: took } = cpuTimed(fn);
  expect(took).toBeLessThan(ms);
  return out;
}
import { InputError } from '../../../src/core/errors.js';
import { readPixiToml, readPyproject } from '../../../src/pins/pyproject.js';
import { MAX_FILES, readPinsWith, type FileSource } from '../../../src/pins/read.js';

describe('TOML position lookup is linear (B8)', () => {
  it('locates a pin after 200,000 other pixi dependencies (before: 107 s)', () => {
    const text =
      '[dependencies]\n' +
      Array.from({ length: 200_000 }, (_, i) => `pkg${i} = "*"\n`).join('') +
      'pytorch = "==2.0.0"\n';
    const out = within(10_000, () => readPixiToml(text, 'pixi.toml'));
    const torch = out.pins.find((p) => p.package === 'pytorch');
    expect(torch?.location).toMatchObject({ file: 'pixi.toml', line: 200_002 });
  });

  it('locates pins after 60,000 PEP 621 and 60,000 Poetry dependencies (before: 40k each took 19 s)', () => {
    const n = 60_000;
    const pep = Array.from({ length: n }, (_, i) => `  "pkg${i}>=1",\n`).join('');
    const poetry = Array.from({ length: n }, (_, i) => `pkg${i} = "*"\n`).join('');
    const text = `[project]\nname = "x"\ndependencies = [\n${pep}  "torch==2.8.0",\n]\n[tool.poetry.dependencies]\n${poetry}torch = "2.8.0"\n`;
    const out = within(6_000, () => readPyproject(text, 'pyproject.toml'));
    const lines = out.pins.filter((p) => p.package === 'torch').map((p) => p.location.line);
    expect(lines).toEqual([n + 4, 2 * n + 7]);
  });

  it('gives each of many equal strings its own line', () => {
    const n = 20_000;
    const text = `[project]\nname = "x"\ndependencies = [\n${'  "torch==2.8.0",\n'.repeat(n)}]\n`;
    const lines = within(6_000, () => readPyproject(text, 'pyproject.toml')).pins.map((p) => p.location.line);
    expect(new Set(lines).size).toBe(lines.length);
  });
});

/** An in-memory tree of requirements files: `r0.txt` includes `r1.txt` … up to `r{n-1}.txt`. */
function chain(n: number): FileSource & { reads: number } {
  const src = {
    reads: 0,
    async read(abs: string) {
      const m = /[\\/]r(\d+)\.txt$/.exec(abs);
      if (!m) return undefined;
      src.reads++;
      const i = Number(m[1]);
      return Buffer.from(i < n - 1 ? `-r r${i + 1}.txt\n` : 'torch==2.9.0\n');
    },
  };
  return src;
}

describe('a long -r chain is linear (B24)', () => {
  it(`reads a ${MAX_FILES}-file chain once per file (before: 20,000 files took 28 s and 2.5 GB)`, async () => {
    const src = chain(MAX_FILES);
    const set = await readPinsWith(['r0.txt'], { cwd: '/virtual', source: src });
    expect(set.pins.map((p) => p.package)).toEqual(['torch']);
    expect(set.files).toHaveLength(MAX_FILES);
    expect(src.reads).toBe(MAX_FILES);
  });

  it('refuses one file more, naming the cap', async () => {
    const err = await readPinsWith(['r0.txt'], { cwd: '/virtual', source: chain(MAX_FILES + 1) }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(InputError);
    expect((err as Error).message).toMatch(new RegExp(`^r${MAX_FILES}\\.txt: more than ${MAX_FILES} pin files`));
  });
});
