// Extras are alternatives, for setup.py too: a torch pin that only extras reach is not
// installed by `pip install .`. diffusers' torch>=2.6 sits in its `_deps` table and is reached by
// the extras `torch` and `dev` only; verl's torch==2.9.1 only by the extra `sglang`. Both were
// judged as the default install's torch. A file the reader cannot read whole keeps the old rule.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { runMain } from '../../helpers.js';
import { describe, expect, it } from 'vitest';
import { readSetupPy } from '../../../../src/formats/setup/setup-py.js';
import { setupPyTorch } from '../../../../src/formats/setup/setup-py-extras.js';
import { pinsToJson } from '../../../../src/pins/json.js';
import { fcRuns } from '../../../property-runs.js';

const REPOS = resolve(__dirname, '../../../fixtures/repos');
const DIFFUSERS = join(REPOS, 'huggingface__diffusers');
const VERL = join(REPOS, 'volcengine__verl');
const RUNNER = ['--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--python', '3.12', '--driver', 'none'];

interface Finding {
  id: string;
  severity: string;
  message: string;
}
interface Report {
  verdict: string;
  resolution: { version?: string };
  request: { torch?: string; torchLocation?: { file: string; line: number } };
  findings: Finding[];
  targets?: { name: string; verdict: string; noTorch?: boolean; request: { torch?: string } }[];
}

async function cli(cwd: string, ...argv: string[]) {
  const r = await runMain(cwd, argv);
  return { ...r, json: () => JSON.parse(r.stdout) as Report };
}

const check = (cwd: string, ...more: string[]) => cli(cwd, 'check', ...RUNNER, ...more, '--format', 'json');
const read = (dir: string) => readSetupPy(readFileSync(join(dir, 'setup.py'), 'utf8'), 'setup.py');
const where = (p: { location: { line: number }; group?: string; alternative?: string }) =>
  `${p.location.line} ${p.alternative ?? 'default'} ${p.group ?? ''}`.trim();

function project(setupPy: string): string {
  const d = mkdtempSync(join(tmpdir(), 'tp-setup-extras-'));
  writeFileSync(join(d, 'setup.py'), setupPy);
  return d;
}

describe('huggingface/diffusers setup.py: torch>=2.6 only through the extras torch and dev', () => {
  it('each torch-family pin belongs to the extras that reach it, one pin per extra; none to the default install', () => {
    const r = read(DIFFUSERS);
    expect(r.pins.map(where).sort()).toEqual(
      [
        '141 extra torch', // _deps "torch>=2.6", through deps_list("torch")
        '141 extra dev', // dev = … + extras["torch"]
        '142 extra test', // _deps "torchvision", through deps_list(…, "torchvision")
        '142 extra dev',
        '244 extra test',
        '244 extra dev',
        '248 extra torch',
        '248 extra dev',
      ].sort(),
    );
    expect(Object.keys(r.alternatives.extras)).toEqual(
      expect.arrayContaining(['quality', 'docs', 'training', 'test', 'torch', 'dev']),
    );
    expect(r.alternatives.extras.torch).toEqual({ file: 'setup.py', line: 248, column: 8 });
  });

  it('check: the default install (pip install .) brings no torch, and says the extras were not checked', async () => {
    const r = await check(DIFFUSERS);
    const report = r.json();
    expect(report.verdict).toBe('pass');
    expect(report.targets?.map((t) => [t.name, t.noTorch ?? false])).toEqual([['default', true]]);
    const notice = report.findings.find((f) => f.id === 'extras-not-checked');
    expect(notice?.message).toContain('extra torch, extra dev');
    expect(r.code).toBe(0);
  });

  it('check --extra torch judges torch>=2.6 from the _deps table', async () => {
    const report = (await check(DIFFUSERS, '--extra', 'torch')).json();
    expect(report.request.torch).toBe('>=2.6');
    expect(report.request.torchLocation).toEqual({ file: 'setup.py', line: 141, column: 6 });
    // extra dev (which also brings it) and extra test (its torchvision requires a torch) are left unjudged.
    const notice = report.findings.find((f) => f.id === 'extras-not-checked');
    expect(notice?.message).toMatch(/Not checked: extra dev, extra test pin torch/);
  });

  it('check --all-extras judges the default, extra test (torchvision), extra torch and extra dev, each on its own', async () => {
    const report = (await check(DIFFUSERS, '--all-extras')).json();
    expect(report.targets?.map((t) => [t.name, t.noTorch ? 'no torch' : t.request.torch])).toEqual([
      ['default', 'no torch'],
      // `pip install .[test]` installs torchvision, and with it the newest torch.
      ['extra test', '*'],
      ['extra torch', '>=2.6'],
      ['extra dev', '>=2.6'],
    ]);
  });

  it('pins: a pin reached only by extras says which (text and JSON)', async () => {
    const text = await cli(DIFFUSERS, 'pins');
    expect(text.stdout).toContain('setup.py:141:6  torch >=2.6  (only with extra torch or extra dev)\n');
    const json = JSON.parse((await cli(DIFFUSERS, 'pins', '--format', 'json')).stdout) as ReturnType<typeof pinsToJson>;
    const torch = json.pins.filter((p) => p.location.line === 141);
    expect(torch).toEqual([
      {
        package: 'torch',
        specifier: '>=2.6',
        onlyWith: ['extra torch', 'extra dev'],
        location: { file: 'setup.py', line: 141, column: 6 },
      },
    ]);
  });
});

describe('volcengine/verl setup.py: torch==2.9.1 only in SGLANG_REQUIRES (extra sglang)', () => {
  it('the pin belongs to extra sglang; torchvision in GEO_REQUIRES to extra geo', () => {
    expect(read(VERL).pins.map(where)).toEqual(['49 extra geo', '57 extra sglang']);
  });

  it("check: setup.py's default install brings torch only through torchdata (any torch); --extra sglang judges torch==2.9.1", async () => {
    const plain = (await check(VERL, '--requirements', 'setup.py')).json();
    // torchdata requires torch, so pip installs the newest torch with it.
    expect(plain.request.torch).toBe('*');
    expect(plain.findings.find((f) => f.id === 'extras-not-checked')?.message).toContain('extra sglang');
    const sglang = (await check(VERL, '--requirements', 'setup.py', '--extra', 'sglang')).json();
    expect(sglang.request.torch).toBe('==2.9.1');
    expect(sglang.request.torchLocation).toEqual({ file: 'setup.py', line: 57, column: 6 });
  });
});

describe('a torchvision or torchaudio pin installs torch', () => {
  it("verl's requirements files (read with setup.py) list torchvision: the default install is judged as torch", async () => {
    const plain = (await check(VERL)).json();
    expect(plain.request.torch).toBe('*');
    expect(plain.findings.some((f) => f.id === 'no-release')).toBe(false);
    expect(plain.targets?.[0]?.noTorch).toBeUndefined();
  });
  it('an extra of only torchvision==0.23.0 is judged as the torch 0.23.0 requires (2.8.0), not as no torch', async () => {
    const d = mkdtempSync(join(tmpdir(), 'tp-tv-extra-'));
    writeFileSync(
      join(d, 'pyproject.toml'),
      '[project]\nname = "x"\nversion = "1"\ndependencies = ["numpy"]\n\n[project.optional-dependencies]\ntest = ["torchvision==0.23.0"]\ngpu = ["torch==2.8.0"]\n',
    );
    const r = (
      await cli(d, 'check', ...RUNNER.map((a) => (a === '3.12' ? '3.8' : a)), '--extra', 'test', '--format', 'json')
    ).json();
    expect(r.verdict).toBe('fail');
    expect(r.findings.map((f) => f.id)).toContain('python-unsupported');
    expect(r.findings.find((f) => f.id === 'python-unsupported')?.message).toContain('torch 2.8.0');
  });
  it('a setup.py whose only torch-family pin is a torchvision in an extra: the extra installs torch, the default does not', async () => {
    const d = project(
      'from setuptools import setup\nsetup(name="x", install_requires=["numpy"], extras_require={"vision": ["torchvision==0.23.0"]})\n',
    );
    expect(read(d).pins.map(where)).toEqual(['2 extra vision']);
    const plain = (await check(d)).json();
    expect(plain.targets?.[0]).toMatchObject({ name: 'default', noTorch: true });
    const vision = (await check(d, '--extra', 'vision')).json();
    expect(vision.resolution.version).toBe('2.8.0');
  });
  it('with no torch pin, the torch a torchvision pin picks is no silent fallback', async () => {
    const d = mkdtempSync(join(tmpdir(), 'tp-tv-only-'));
    writeFileSync(join(d, 'requirements.txt'), 'torchvision==0.23.0\n');
    const r = (await check(d)).json();
    expect(r.resolution.version).toBe('2.8.0');
    expect(r.findings.map((f) => f.id)).not.toContain('resolution-fallback');
  });
});

describe('what the reader cannot read whole keeps counting for the default install', () => {
  it("SimpleTuner's platform extras (built by functions) are undecided: its pins stay the default's, and that is said", () => {
    const r = read(join(REPOS, 'bghira__SimpleTuner'));
    expect(r.pins.length).toBeGreaterThan(0);
    expect(r.pins.filter((p) => p.group !== undefined)).toEqual([]);
    // The names are declared, so `.[cuda]` can be selected; what they install is not read.
    expect(Object.keys(r.alternatives.extras)).toEqual(
      expect.arrayContaining(['cuda', 'cuda13', 'rocm', 'apple', 'cpu']),
    );
    expect(r.unread?.map((u) => u.what)).toEqual(["What setup.py's extras install"]);
  });

  it("SimpleTuner: check --extra cuda (its README's install) is judged, not refused as an extra it does not declare", async () => {
    const r = await check(join(REPOS, 'bghira__SimpleTuner'), '--extra', 'cuda');
    expect(r.code, r.stderr).not.toBe(2);
    const f = r.json().findings.find((x) => x.id === 'pin-unreadable');
    expect(f?.message).toContain('whichever extra is selected');
  });

  it.each([
    ['install_requires read from a file', 'install_requires=open("requirements.txt").read().splitlines()'],
    ['setup(**kwargs)', '**KW'],
    ['an install list changed by insert()', 'install_requires=BASE'],
  ])('%s: the extra-only pin stays in the default install, and check judges it there', async (_, arg) => {
    const text = `from setuptools import setup\nBASE = ["numpy"]\nBASE.insert(0, "scipy")\nKW = {}\nsetup(name="x", ${arg}, extras_require={"gpu": ["torch==2.7.1"]})\n`;
    const r = readSetupPy(text, 'setup.py');
    expect(r.pins.map(where)).toEqual(['5 default']);
    const report = (await check(project(text))).json();
    expect(report.request.torch).toBe('==2.7.1');
  });

  it('an extra that cannot be read (a function of the file without arguments) keeps every pin in the default install', () => {
    const text = `setup(install_requires=["numpy"], extras_require={"gpu": ["torch==2.7.1"], "other": make()})\n`;
    expect(readSetupPy(text, 'setup.py').pins.map(where)).toEqual(['1 default']);
    const spread = `E = {"gpu": ["torch==2.7.1"]}\nsetup(install_requires=["numpy"], extras_require={**E, "x": []})\n`;
    expect(readSetupPy(spread, 'setup.py').pins.map(where)).toEqual(['1 default']);
  });

  it('a torch string that no install reaches stays the default', () => {
    const text = `TABLE = ["torch==2.7.1"]\nsetup(install_requires=["numpy"], extras_require={"docs": ["sphinx"]})\n`;
    expect(readSetupPy(text, 'setup.py').pins.map(where)).toEqual(['1 default']);
  });
});

describe('setup.py extras read from literals', () => {
  it('a dict key is the name of an extra, not a requirement on torch', () => {
    const text = `setup(install_requires=["numpy"], extras_require={"torch": ["torch>=2.7"]})\n`;
    const r = readSetupPy(text, 'setup.py');
    expect(r.pins.map((p) => [p.specifier, p.group])).toEqual([['>=2.7', 'torch']]);
  });

  it('a default install that brings torch keeps its pin; a second torch pin only an extra reaches belongs to that extra', async () => {
    const text = `setup(install_requires=["torch>=2.6"], extras_require={"cu118": ["torch==2.7.1+cu118"]})\n`;
    expect(readSetupPy(text, 'setup.py').pins.map(where)).toEqual(['1 default', '1 extra cu118']);
    const dir = project(text);
    // The extra's +cu118 pin, without an index, is judged only when the extra is selected.
    const mismatch = (r: Report) => r.findings.filter((f) => f.id === 'variant-mismatch').length;
    const plain = (await check(dir)).json();
    expect([plain.request.torch, mismatch(plain)]).toEqual(['>=2.6', 0]);
    const cu118 = (await check(dir, '--extra', 'cu118')).json();
    expect([cu118.verdict, mismatch(cu118)]).toEqual(['fail', 1]);
  });

  it('setupPyTorch: setup(**kwargs) and a list changed other than by append/extend are not decided', () => {
    expect(setupPyTorch(`KW = {}\nsetup(**KW)\n`)!.defaultTorch).toBeUndefined();
    expect(setupPyTorch(`R = ["numpy"]\nR.insert(0, "x")\nsetup(install_requires=R)\n`)!.defaultTorch).toBeUndefined();
    expect(setupPyTorch(`R = ["numpy"]\nR[0] = "x"\nsetup(install_requires=R)\n`)!.defaultTorch).toBeUndefined();
    expect(setupPyTorch(`R = ["numpy"]\nR.append("x")\nsetup(install_requires=R)\n`)!.defaultTorch).toBe(false);
  });
});

/**
 * A model of what pip installs: lists of requirements assigned to names, an install_requires and
 * extras that add some of them (or a call the reader cannot follow). Every torch pin must end in
 * the installs that reach it, or, when anything is unread, in the default install.
 */
describe('setup.py pins and the installs that reach them (property)', () => {
  const listsArb = fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }); // does list i hold a torch pin
  const useArb = (n: number) => fc.subarray([...Array(n).keys()]);
  const caseArb = listsArb.chain((lists) =>
    fc.record({
      lists: fc.constant(lists),
      install: fc.option(useArb(lists.length), { nil: undefined }), // undefined: read from a file
      extras: fc.array(fc.option(useArb(lists.length), { nil: undefined }), { maxLength: 4 }),
    }),
  );
  it('a pin is the default install’s, or belongs to exactly the extras that reach it', () => {
    fc.assert(
      fc.property(caseArb, ({ lists, install, extras }) => {
        const sum = (used: number[]) => (used.length ? used.map((i) => `L${i}`).join(' + ') : '[]');
        const lines = lists.map((torch, i) => `L${i} = ["numpy"${torch ? `, "torch==2.${i + 4}.0"` : ''}]`);
        const inst = install === undefined ? 'read_reqs("requirements.txt")' : sum(install);
        const ex = extras.map((e, j) => `"e${j}": ${e === undefined ? 'helper()' : sum(e)}`).join(', ');
        lines.push(`setup(name="x", install_requires=${inst}, extras_require={${ex}})`);
        const r = readSetupPy(lines.join('\n') + '\n', 'setup.py');
        const decided = install !== undefined && extras.every((e) => e !== undefined);
        const expected: string[] = [];
        lists.forEach((torch, i) => {
          if (!torch) return;
          const by = extras.flatMap((e, j) => (e?.includes(i) ? [`e${j}`] : []));
          if (!decided || install.includes(i) || by.length === 0) expected.push(`${i + 1} default`);
          else for (const e of by) expected.push(`${i + 1} extra ${e}`);
        });
        expect(r.pins.map(where).sort()).toEqual(expected.sort());
      }),
      { numRuns: fcRuns(200) },
    );
  });
});
