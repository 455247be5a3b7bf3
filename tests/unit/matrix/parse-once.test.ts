// A lint reads each workflow once: every file it names (the workflow, the local workflows its
// jobs call, their local actions) is read from disk and parsed once, and each job's steps are
// walked once (again only for a set of steps that a cell's `if:` skips) — also when the jobs
// install from the repository's pins, which are loaded between the read and the plan.
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const parsed: string[] = [];
const readFromDisk: string[] = [];
const stepsWalked: { steps: unknown; skip: unknown }[] = [];
vi.mock('../../../src/text/yaml.js', async (original) => {
  const real = await original<typeof import('../../../src/text/yaml.js')>();
  return {
    ...real,
    parseUserYaml: (text: string, what: string, options?: Parameters<typeof real.parseUserYaml>[2]) => {
      parsed.push(what);
      return real.parseUserYaml(text, what, options);
    },
  };
});
vi.mock('../../../src/io/read-file.js', async (original) => {
  const real = await original<typeof import('../../../src/io/read-file.js')>();
  return {
    ...real,
    readUserText: (...args: Parameters<typeof real.readUserText>) => {
      readFromDisk.push(args[1]);
      return real.readUserText(...args);
    },
  };
});
vi.mock('../../../src/matrix/steps/job-steps.js', async (original) => {
  const real = await original<typeof import('../../../src/matrix/steps/job-steps.js')>();
  return {
    ...real,
    readSteps: (...args: Parameters<typeof real.readSteps>) => {
      stepsWalked.push({ steps: args[1], skip: args[6] });
      return real.readSteps(...args);
    },
  };
});

const { runMatrix } = await import('../../../src/usecases/matrix/matrix.js');
const { lintWorkflow } = await import('../../../src/matrix/index.js');
const { loadCatalog } = await import('../../../src/workspace/load-catalog.js');
const { evaluate } = await import('../../../src/engine/evaluate.js');
const real = join(__dirname, '../../fixtures/matrix/real');

const count = (list: string[], end: string): number => list.filter((w) => w.endsWith(end)).length;
/** Each steps node walked with every step once: no job's steps are walked twice. */
const walkedOnce = (): void => {
  const all = stepsWalked.filter((w) => w.skip === undefined).map((w) => w.steps);
  expect(all.length).toBeGreaterThan(0);
  expect(all.length).toBe(new Set(all).size);
};

beforeEach(() => {
  parsed.length = 0;
  readFromDisk.length = 0;
  stepsWalked.length = 0;
});

describe('each workflow is read once per lint', () => {
  it("MONAI's pythonapp.yml: its jobs install from requirements files, whose pins load between the read and the plan", async () => {
    const r = await runMatrix({ workflow: '.github/workflows/pythonapp.yml', cwd: join(real, 'Project-MONAI__MONAI') });
    // The pins were asked for and used: the read names the files, the plan judges with them.
    expect(r.plan.combinations.length).toBeGreaterThan(0);
    expect(count(readFromDisk, 'pythonapp.yml')).toBe(1);
    expect(count(parsed, 'pythonapp.yml')).toBe(1);
    walkedOnce();
  });

  it("kornia's scheduled_test_cpu.yml: three jobs call tests.yml, read and parsed once", async () => {
    await runMatrix({ workflow: '.github/workflows/scheduled_test_cpu.yml', cwd: join(real, 'kornia__kornia') });
    expect(count(readFromDisk, 'tests.yml')).toBe(1);
    expect(count(parsed, 'tests.yml')).toBe(1);
    expect(count(readFromDisk, 'scheduled_test_cpu.yml')).toBe(1);
  });

  it("pytorch_geometric's testing.yml: two jobs call _testing.yml, whose jobs use a local action: each file read once", async () => {
    await runMatrix({ workflow: '.github/workflows/testing.yml', cwd: join(real, 'pyg-team__pytorch_geometric') });
    expect(count(readFromDisk, '_testing.yml')).toBe(1);
    expect(count(parsed, '_testing.yml')).toBe(1);
    expect(count(readFromDisk, 'actions/setup/action.yml')).toBe(1);
    expect(count(parsed, 'actions/setup/action.yml')).toBe(1);
  });

  it('through an injected reader: a workflow called by three jobs and an action used by two, each read once', async () => {
    const files: Record<string, string> = {
      '.github/workflows/called.yml': `on: { workflow_call: { inputs: { py: { type: string, default: '3.12' } } } }
jobs:
  test:
    runs-on: ubuntu-24.04
    steps:
      - uses: ./.github/actions/setup
        with: { python-version: '\${{ inputs.py }}' }
      - run: pip install torch==2.8.0
  other:
    runs-on: ubuntu-24.04
    steps:
      - uses: ./.github/actions/setup
        with: { python-version: '3.11' }
      - run: pip install torch==2.8.0
`,
      '.github/actions/setup/action.yml': `inputs: { python-version: { default: '3.12' } }
runs:
  using: composite
  steps:
    - uses: actions/setup-python@v5
      with: { python-version: '\${{ inputs.python-version }}' }
`,
    };
    const reads: string[] = [];
    const loadFile = (path: string): string | undefined => {
      reads.push(path);
      return files[path];
    };
    const workflow = `on: push
jobs:
  a: { uses: ./.github/workflows/called.yml, with: { py: '3.10' } }
  b: { uses: ./.github/workflows/called.yml, with: { py: '3.11' } }
  c:
    strategy: { matrix: { py: ['3.12', '3.13'] } }
    uses: ./.github/workflows/called.yml
    with: { py: '\${{ matrix.py }}' }
`;
    const catalog = await loadCatalog(undefined, process.cwd());
    const plan = lintWorkflow(workflow, '.github/workflows/ci.yml', { catalog, evaluate, loadFile });
    // Four calls (a, b, and c's two cells), each linting the called workflow's two jobs.
    expect(plan.jobs).toHaveLength(8);
    expect(count(reads, 'called.yml')).toBe(1);
    expect(count(parsed, 'called.yml')).toBe(1);
    expect(count(reads, 'setup/action.yml')).toBe(1);
    expect(count(parsed, 'setup/action.yml')).toBe(1);
  });
});
