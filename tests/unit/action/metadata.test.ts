// action.yml as GitHub reads it: the metadata schema, the runner, and the inputs' names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { readInputs } from '../../../src/action/inputs.js';

const root = path.resolve(__dirname, '../../..');
type Meta = {
  name: string;
  description: string;
  author?: string;
  branding?: { icon?: string; color?: string };
  inputs: Record<string, { description?: string; required?: boolean; default?: unknown }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
};
const meta = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as Meta;

// GitHub's metadata syntax: https://docs.github.com/en/actions/sharing-automations/creating-actions/metadata-syntax-for-github-actions
const COLORS = ['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark'];

describe('action.yml as GitHub reads it', () => {
  it('has a name, a description, node24 and a main file that exists', () => {
    expect(typeof meta.name).toBe('string');
    expect(meta.name.length).toBeGreaterThan(0);
    expect(typeof meta.description).toBe('string');
    expect(meta.runs.using).toBe('node24');
    expect(existsSync(path.join(root, meta.runs.main))).toBe(true);
    if (meta.branding?.color) expect(COLORS).toContain(meta.branding.color);
  });
  it('documents every input and output; defaults are strings, required is a boolean', () => {
    for (const [name, input] of Object.entries(meta.inputs)) {
      expect(typeof input.description, name).toBe('string');
      if (input.required !== undefined) expect(typeof input.required, name).toBe('boolean');
      if (input.default !== undefined) expect(typeof input.default, name).toBe('string');
    }
    for (const [name, output] of Object.entries(meta.outputs)) expect(typeof output.description, name).toBe('string');
  });
});

describe('the inputs the code reads are exactly the ones action.yml declares', () => {
  const saved = process.env;
  afterEach(() => {
    process.env = saved;
  });
  it('readInputs() asks for INPUT_<name> of every declared input, and no other', () => {
    const asked = new Set<string>();
    // getInput reads process.env[`INPUT_${name.toUpperCase()}`]; record each lookup.
    process.env = new Proxy(
      { ...saved },
      {
        get(target, key) {
          if (typeof key === 'string' && key.startsWith('INPUT_')) asked.add(key.slice(6).toLowerCase());
          return Reflect.get(target, key);
        },
      },
    );
    readInputs();
    expect([...asked].sort()).toEqual(Object.keys(meta.inputs).sort());
  });
});

describe('hints in the action name its inputs', () => {
  it('a fix that uses an index names the index-url input; one without advice is left as it is', async () => {
    const { inActionWords } = await import('../../../src/usecases/action/action.js');
    const { finding } = await import('../../../src/core/finding.js');
    const base = { id: 'gpu-unsupported', severity: 'error', message: 'm', source: 's' } as const;
    const [index, give, pin] = inActionWords([
      finding({
        ...base,
        advice: {
          remedies: [
            { kind: 'use-index', url: 'https://download.pytorch.org/whl/cu126', why: 'cu126: kernels for sm_61' },
          ],
        },
      }),
      finding({ ...base, advice: { remedies: [{ kind: 'give', values: [] }], then: 'Then it can be checked.' } }),
      finding({ ...base, hint: 'Pin torch==2.8.0+cu126.' }),
    ]);
    expect(index!.hint).toBe('Set index-url: https://download.pytorch.org/whl/cu126 (cu126: kernels for sm_61).');
    expect(give!.hint).toBe("Set it with the action's inputs (see action.yml). Then it can be checked.");
    expect(pin!.hint).toBe('Pin torch==2.8.0+cu126.');
  });
});

describe('one option table for the CLI and the action', () => {
  it("action.yml declares exactly the table's inputs plus the action's own", async () => {
    const { CHECK_OPTIONS } = await import('../../../src/usecases/check/options.js');
    const { ACTION_ONLY_INPUTS } = await import('../../../src/action/inputs.js');
    expect(Object.keys(meta.inputs).sort()).toEqual(
      [...CHECK_OPTIONS.map((o) => o.input), ...ACTION_ONLY_INPUTS].sort(),
    );
  });

  it('every option is a check flag, listed in --help, and a repeatable flag is a list input', async () => {
    const { CHECK_OPTIONS } = await import('../../../src/usecases/check/options.js');
    const { main } = await import('../../../src/cli/main.js');
    let help = '';
    await main(['check', '--help'], {
      stdout: (t) => void (help += t),
      stderr: () => undefined,
      cwd: process.cwd(),
      env: {},
    });
    for (const o of CHECK_OPTIONS) {
      expect(help).toContain(o.boolean ? `--${o.flag}` : `--${o.flag} ${o.value}`);
      if (o.many)
        expect(String((meta.inputs as Record<string, { description: string }>)[o.input]!.description)).toMatch(
          /comma|newline|separated|one per line|list/i,
        );
    }
  });
});
