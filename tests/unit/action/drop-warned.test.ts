// The CLI's --drop-warned and the action's input are one option with one name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { readInputs } from '../../../src/action/inputs.js';
import { InputError } from '../../../src/core/errors.js';

const root = path.resolve(__dirname, '../../..');
const meta = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string; deprecationMessage?: string }>;
};

describe('drop-warned, in the action as in the CLI', () => {
  const saved = process.env;
  afterEach(() => {
    process.env = saved;
  });
  const read = (inputs: Record<string, string>) => {
    process.env = { ...Object.fromEntries(Object.entries(saved).filter(([k]) => !k.startsWith('INPUT_'))) };
    for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v;
    return readInputs();
  };

  it.each([
    [{}, false],
    [{ 'drop-warned': 'true' }, true],
    [{ 'drop-warned': 'false' }, false],
    // The older spelling, for one release: its negation.
    [{ 'keep-warned': 'false' }, true],
    [{ 'keep-warned': 'true' }, false],
    [{ 'keep-warned': 'false', 'drop-warned': 'true' }, true],
  ] as [Record<string, string>, boolean][])('%j → dropWarned %s', (inputs, drop) => {
    expect(read(inputs).dropWarned).toBe(drop);
  });

  it('the two spellings given with opposite meanings are bad input, not a guess', () => {
    expect(() => read({ 'keep-warned': 'true', 'drop-warned': 'true' })).toThrow(InputError);
    expect(() => read({ 'keep-warned': 'true', 'drop-warned': 'true' })).toThrow(
      /drop-warned and keep-warned \(deprecated\) disagree/,
    );
  });

  it('action.yml declares drop-warned and marks keep-warned deprecated, neither with a default (a default would hide which one was given)', () => {
    expect(meta.inputs['drop-warned']).toBeDefined();
    expect(meta.inputs['drop-warned']!.default).toBeUndefined();
    expect(meta.inputs['keep-warned']!.default).toBeUndefined();
    expect(meta.inputs['keep-warned']!.deprecationMessage).toMatch(/use drop-warned/);
  });
});
