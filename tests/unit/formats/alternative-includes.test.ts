// Extras that select the project's own extras (`all = ["pkg[gpu]"]`) and PEP 735
// `include-group` are followed to the end in pyproject.toml, setup.cfg and setup.py: a target
// that selects `all` or `dev` holds the torch pins it installs, with the markers met on the way.
// A loop of include-group, or an include of an undeclared group, is bad input (one InputError);
// extras may include each other in a loop (pip and uv install the union). The cost of following
// is linear in the file for the shapes projects write, and bounded for the hostile ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { followIncludes, selfExtras, type IncludeEdge } from '../../../src/formats/alternative-includes.js';
import { readPyproject } from '../../../src/formats/pyproject/pyproject.js';
import { readSetupCfg } from '../../../src/formats/setup/setup-cfg.js';
import { readSetupPy } from '../../../src/formats/setup/setup-py.js';
import { installTargets, pinsOfTarget } from '../../../src/pins/targets.js';
import type { Pin, PinSet } from '../../../src/pins/types.js';
import { fcRuns } from '../../property-runs.js';
import { expectLinear } from '../../growth.js';

const asSet = (pins: Pin[], alternatives: PinSet['alternatives'], file = 'pyproject.toml'): PinSet => ({
  pins,
  alternatives,
  indexes: [],
  files: [file],
});

/** The torch pins (specifier and marker) one selection installs. */
function torchOf(set: PinSet, sel: { extras?: string[]; groups?: string[] }): string[] {
  const [t] = installTargets(set, { extras: sel.extras ?? [], groups: sel.groups ?? [], environments: [], all: false });
  return pinsOfTarget(set, t!)
    .pins.filter((p) => p.package === 'torch')
    .map((p) => `${p.specifier}${p.marker ? ` ; ${p.marker}` : ''}`)
    .sort();
}

const pyproject = (body: string, name = 'My_Pkg') => {
  const r = readPyproject(`[project]\nname = "${name}"\nversion = "0"\n${body}`, 'pyproject.toml');
  return asSet(r.pins, r.alternatives);
};

describe('selfExtras', () => {
  it('names the extras of a requirement on the project, compared PEP 503-normalised', () => {
    expect(selfExtras('my-pkg[gpu, cu128]', 'My_Pkg')).toEqual({ extras: ['gpu', 'cu128'] });
    expect(selfExtras('MY.PKG[gpu] ; sys_platform == "linux"', 'my_pkg')).toEqual({
      extras: ['gpu'],
      marker: 'sys_platform == "linux"',
    });
    expect(selfExtras('my-pkg-extra[gpu]', 'my-pkg')).toBeUndefined();
    expect(selfExtras('torch[gpu]', 'my-pkg')).toBeUndefined();
    expect(selfExtras('my-pkg[gpu]', undefined)).toBeUndefined();
  });
});

describe('extras that select the project’s own extras', () => {
  it('all = ["my-pkg[gpu]"] installs gpu’s torch', () => {
    const set = pyproject('[project.optional-dependencies]\ngpu = ["torch==2.8.0"]\nall = ["my-pkg[gpu]", "numpy"]\n');
    expect(torchOf(set, { extras: ['all'] })).toEqual(['==2.8.0']);
    expect(torchOf(set, {})).toEqual([]);
  });

  it('transitively, with the markers met on the way', () => {
    const set = pyproject(
      '[project.optional-dependencies]\n' +
        'gpu = ["torch==2.8.0"]\n' +
        'mid = ["My.Pkg[gpu] ; sys_platform == \'linux\'"]\n' +
        'top = ["my_pkg[mid]"]\n',
    );
    expect(torchOf(set, { extras: ['top'] })).toEqual(["==2.8.0 ; sys_platform == 'linux'"]);
  });

  it('dependencies that select an extra bring its torch into the default install', () => {
    const set = pyproject('dependencies = ["my-pkg[gpu]"]\n[project.optional-dependencies]\ngpu = ["torch>=2.6"]\n');
    expect(torchOf(set, {})).toEqual(['>=2.6']);
  });

  it('extras in a loop install the union: two different torch pins are one install', () => {
    const set = pyproject(
      '[project.optional-dependencies]\na = ["torch==2.8.0", "my-pkg[b]"]\nb = ["torch==2.5.0", "my-pkg[a]"]\n',
    );
    expect(torchOf(set, { extras: ['a'] })).toEqual(['==2.5.0', '==2.8.0']);
    expect(torchOf(set, { extras: ['b'] })).toEqual(['==2.5.0', '==2.8.0']);
  });

  it('a dependency group that lists the project with an extra installs that extra', () => {
    const set = pyproject(
      '[project.optional-dependencies]\ngpu = ["torch==2.8.0"]\n[dependency-groups]\ndev = ["my-pkg[gpu]"]\n',
    );
    expect(torchOf(set, { groups: ['dev'] })).toEqual(['==2.8.0']);
  });

  it('a uv source of the included extra stays with its pin', () => {
    const set = pyproject(
      '[project.optional-dependencies]\ngpu = ["torch==2.8.0"]\nall = ["my-pkg[gpu]"]\n' +
        '[tool.uv.sources]\ntorch = [{ index = "cu128", extra = "gpu" }]\n' +
        '[[tool.uv.index]]\nname = "cu128"\nurl = "https://download.pytorch.org/whl/cu128"\nexplicit = true\n',
    );
    const [t] = installTargets(set, { extras: ['all'], groups: [], environments: [], all: false });
    expect(pinsOfTarget(set, t!).pins.map((p) => p.indexUrl)).toEqual(['https://download.pytorch.org/whl/cu128']);
  });

  it('setup.cfg and setup.py read the same idea', () => {
    const cfg = readSetupCfg(
      '[metadata]\nname = My_Pkg\n[options.extras_require]\ngpu = torch==2.8.0\nall = my-pkg[gpu]\n',
      'setup.cfg',
    );
    expect(torchOf(asSet(cfg.pins, cfg.alternatives, 'setup.cfg'), { extras: ['all'] })).toEqual(['==2.8.0']);
    const py = readSetupPy(
      'from setuptools import setup\nsetup(name="My_Pkg", extras_require={"gpu": ["torch==2.8.0"], "all": ["my-pkg[gpu]", "numpy"]})\n',
      'setup.py',
    );
    expect(torchOf(asSet(py.pins, py.alternatives, 'setup.py'), { extras: ['all'] })).toEqual(['==2.8.0']);
  });
});

describe('PEP 735 include-group', () => {
  it('is followed transitively', () => {
    const set = pyproject(
      '[dependency-groups]\ntorch = ["torch==2.5.0"]\ntest = [{include-group = "torch"}, "pytest"]\ndev = [{include-group = "test"}]\n',
    );
    expect(torchOf(set, { groups: ['dev'] })).toEqual(['==2.5.0']);
  });

  it('a loop is one InputError naming the groups in order', () => {
    expect(() =>
      pyproject('[dependency-groups]\ng1 = [{include-group = "g2"}]\ng2 = [{include-group = "g1"}]\n'),
    ).toThrow(/pyproject\.toml:\d+: dependency groups include each other in a loop: g1 -> g2 -> g1/);
    expect(() => pyproject('[dependency-groups]\ng3 = [{include-group = "g3"}]\n')).toThrow(/g3 -> g3/);
  });

  it('an undeclared group is one InputError', () => {
    expect(() => pyproject('[dependency-groups]\ndev = [{include-group = "nope"}]\n')).toThrow(
      /dependency group "dev" includes group "nope", which pyproject.toml does not declare/,
    );
  });

  it('any include graph ends in a pin list or one InputError, and only groups can loop (property)', () => {
    const name = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('extra', 'group'), name, fc.constantFrom('extra', 'group'), name), {
          maxLength: 12,
        }),
        (raw) => {
          const edges: IncludeEdge[] = raw
            .filter(([fk, , tk]) => !(fk === 'extra' && tk === 'group'))
            .map(([fk, f, tk, t]) => ({
              from: { kind: fk, name: f },
              to: { kind: tk, name: t },
              location: { file: 'p', line: 1 },
            }));
          const pins: Pin[] = ['a', 'b', 'c', 'd'].flatMap((g) =>
            (['extra', 'group'] as const).map((kind): Pin => ({
              package: 'torch',
              specifier: `==2.${g.charCodeAt(0) - 96}.0`,
              origin: 'pep621',
              group: g,
              alternative: kind,
              location: { file: 'p', line: 1 },
            })),
          );
          const all = { a: 0, b: 0, c: 0, d: 0 };
          try {
            const out = followIncludes(pins, edges, { extras: all, groups: all }, 'p');
            expect(out.length).toBeGreaterThanOrEqual(pins.length);
          } catch (err) {
            expect(err).toBeInstanceOf(InputError);
            expect((err as Error).message).toMatch(/loop/);
          }
        },
      ),
      { numRuns: fcRuns(300) },
    );
  });
});

describe('the cost of following includes', () => {
  // Many extras that each select one torch extra, as projects write them.
  const star = (n: number) =>
    `[project.optional-dependencies]\ngpu = ["torch==2.8.0"]\n${Array.from({ length: n }, (_, i) => `e${i} = ["my-pkg[gpu]"]`).join('\n')}\n`;

  it('grows linearly with the number of extras that include others', async () => {
    await expectLinear('extras that include one extra', star, (text) => pyproject(text), { n: 200, maxN: 1600 });
  });

  it('a chain of thousands of extras, each including the next, is refused with one line', () => {
    const n = 1500;
    const chain = `[project.optional-dependencies]\n${Array.from({ length: n }, (_, i) => `e${i} = ["torch==2.8.0", "my-pkg[e${i + 1}]"]`).join('\n')}\n`;
    expect(() => pyproject(chain)).toThrow(/include each other past/);
  });
});
