// Sizes that took minutes or ran out of memory before (attack.md B8, B24): position lookup and
// include chains cost time linear in the input (growth guards: cost at n against 8n, not seconds).
import { describe, expect, it } from 'vitest';
import { expectLinear } from '../../growth.js';
import { InputError } from '../../../src/core/errors.js';
import { readPixiToml } from '../../../src/formats/pixi/manifest.js';
import { readPyproject } from '../../../src/formats/pyproject/pyproject.js';
import { MAX_FILES, readPinsWith, type FileSource } from '../../../src/pins/read.js';

describe('TOML position lookup is linear (B8)', () => {
  it('locates a pin after many other pixi dependencies in linear time (before: 200,000 took 107 s)', async () => {
    const text = (n: number) =>
      '[dependencies]\n' + Array.from({ length: n }, (_, i) => `pkg${i} = "*"\n`).join('') + 'pytorch = "==2.0.0"\n';
    await expectLinear('pixi dependencies', text, (t) => readPixiToml(t, 'pixi.toml'), { n: 2_000 });
    const out = readPixiToml(text(50_000), 'pixi.toml');
    const torch = out.pins.find((p) => p.package === 'pytorch');
    expect(torch?.location).toMatchObject({ file: 'pixi.toml', line: 50_002 });
  });

  it('locates pins after many PEP 621 and Poetry dependencies in linear time (before: 40,000 each took 19 s)', async () => {
    const text = (n: number) => {
      const pep = Array.from({ length: n }, (_, i) => `  "pkg${i}>=1",\n`).join('');
      const poetry = Array.from({ length: n }, (_, i) => `pkg${i} = "*"\n`).join('');
      return `[project]\nname = "x"\ndependencies = [\n${pep}  "torch==2.8.0",\n]\n[tool.poetry.dependencies]\n${poetry}torch = "2.8.0"\n`;
    };
    await expectLinear('PEP 621 and Poetry dependencies', text, (t) => readPyproject(t, 'pyproject.toml'), {
      n: 1_000,
    });
    const n = 20_000;
    const out = readPyproject(text(n), 'pyproject.toml');
    const lines = out.pins.filter((p) => p.package === 'torch').map((p) => p.location.line);
    expect(lines).toEqual([n + 4, 2 * n + 7]);
  });

  it('gives each of many equal strings its own line, in linear time', async () => {
    const text = (n: number) => `[project]\nname = "x"\ndependencies = [\n${'  "torch==2.8.0",\n'.repeat(n)}]\n`;
    await expectLinear('equal strings', text, (t) => readPyproject(t, 'pyproject.toml'), { n: 500 });
    const lines = readPyproject(text(20_000), 'pyproject.toml').pins.map((p) => p.location.line);
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
