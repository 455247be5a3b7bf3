/**
 * What `check` and `scan` load: node's start and the code it compiles are most of a check's cost,
 * so a reader a project does not need is not loaded, and what it does need comes in few CommonJS
 * files (scripts/regroup.mjs): the code both commands use in one, each command's own in another.
 * The YAML parser (a fifth of the code `check` would load) is loaded only when a YAML file
 * (environment.yml, pixi.lock) is read, and then without the matrix planner; a scan loads none of
 * the check's own code.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { perNode, ROOT, runCli } from './run.js';

const each = perNode();
const RUNNER = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];

/** A preload that writes each file node compiles as CommonJS to $TP_LOADED (dist/ is CommonJS). */
function loadRecorder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-loads-'));
  writeFileSync(
    join(dir, 'record.cjs'),
    `const { appendFileSync } = require('node:fs');
const { pathToFileURL } = require('node:url');
const Module = require('node:module');
const compile = Module.prototype._compile;
Module.prototype._compile = function (content, filename) {
  if (filename !== __filename) appendFileSync(process.env.TP_LOADED, pathToFileURL(filename).href + '\\n');
  return compile.call(this, content, filename);
};
`,
  );
  return dir;
}

/** The dist/ files a check (or `args`) in `cwd` loads, and whether one of them holds the YAML parser. */
async function loads(
  node: Parameters<Parameters<typeof each>[1]>[0],
  cwd: string,
  args = ['check', ...RUNNER, '--format', 'json', '--fail-on', 'never'],
) {
  const dir = loadRecorder();
  const list = join(dir, 'loaded.txt');
  writeFileSync(list, '');
  const r = await runCli(node, args, { TP_LOADED: list }, cwd, ['--require', join(dir, 'record.cjs')]);
  expect(r.code, r.stderr).toBe(0);
  const files = readFileSync(list, 'utf8')
    .split('\n')
    .filter((u) => u.includes('/dist/'));
  const yaml = files.some((u) => readFileSync(new URL(u), 'utf8').includes('node_modules/yaml/'));
  const matrix = files.some((u) => readFileSync(new URL(u), 'utf8').includes('src/matrix/plan/plan.ts'));
  return { files, yaml, matrix };
}

describe('what check loads', () => {
  each('a project of TOML pins and a uv.lock: no YAML parser', async (node) => {
    const r = await loads(node, join(ROOT, 'tests/fixtures/repos/m-bain__whisperX'));
    expect(r.files.some((u) => u.endsWith('/dist/chunks/check.js'))).toBe(true);
    // The bin, cli-run.js, the shared group and check's: not a file per module.
    expect(r.files.length, r.files.join('\n')).toBeLessThanOrEqual(4);
    expect(r.yaml).toBe(false);
  });
  each('a project with an environment.yml: the YAML parser reads it', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-conda-'));
    writeFileSync(join(dir, 'environment.yml'), 'dependencies:\n  - pytorch=2.8.0\n');
    const r = await loads(node, dir);
    expect(r.yaml).toBe(true);
    expect(r.matrix).toBe(false);
    // The marker the test looks for is where the planner is, so the line above can fail.
    expect(readFileSync(join(ROOT, 'dist/chunks/matrix.js'), 'utf8')).toContain('src/matrix/plan/plan.ts');
  });
});

describe('what scan loads', () => {
  each('a scan of a tree: the shared group and its own, none of the check', async (node) => {
    const r = await loads(node, join(ROOT, 'tests/fixtures/scan'), [
      'scan',
      '.',
      '--torch',
      '2.9',
      '--format',
      'json',
      '--fail-on',
      'never',
    ]);
    expect(r.files.some((u) => u.endsWith('/dist/chunks/scan.js'))).toBe(true);
    expect(
      r.files.some((u) => u.endsWith('/dist/chunks/check.js')),
      r.files.join('\n'),
    ).toBe(false);
    expect(r.files.length, r.files.join('\n')).toBeLessThanOrEqual(4);
    expect(r.yaml).toBe(false);
  });
});
