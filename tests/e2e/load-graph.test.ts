/**
 * What `check` loads: node's start and the code it compiles are most of a check's cost, so a
 * reader a project does not need is not loaded. The YAML parser (a fifth of the code `check`
 * would load) is loaded only when a YAML file (environment.yml, pixi.lock) is read.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect } from 'vitest';
import { perNode, ROOT, runCli } from './run.js';

const each = perNode();
const RUNNER = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];

/** A module hook that writes each file node loads as an ES module to $TP_LOADED. */
function loadRecorder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-loads-'));
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.startsWith('file:')) appendFileSync(process.env.TP_LOADED, url + '\\n');
  return next(url, context);
}
`,
  );
  writeFileSync(
    join(dir, 'register.mjs'),
    `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`,
  );
  return dir;
}

/** The dist/ files a check in `cwd` loads, and whether one of them holds the YAML parser. */
async function loads(node: Parameters<Parameters<typeof each>[1]>[0], cwd: string) {
  const dir = loadRecorder();
  const list = join(dir, 'loaded.txt');
  writeFileSync(list, '');
  const r = await runCli(
    node,
    ['check', ...RUNNER, '--format', 'json', '--fail-on', 'never'],
    { TP_LOADED: list },
    cwd,
    ['--import', pathToFileURL(join(dir, 'register.mjs')).href],
  );
  expect(r.code, r.stderr).toBe(0);
  const files = readFileSync(list, 'utf8')
    .split('\n')
    .filter((u) => u.includes('/dist/'));
  const yaml = files.some((u) => readFileSync(new URL(u), 'utf8').includes('node_modules/yaml/'));
  return { files, yaml };
}

describe('what check loads', () => {
  each('a project of TOML pins and a uv.lock: no YAML parser', async (node) => {
    const r = await loads(node, join(ROOT, 'tests/fixtures/repos/m-bain__whisperX'));
    expect(r.files.length).toBeGreaterThan(5);
    expect(r.yaml).toBe(false);
  });
  each('a project with an environment.yml: the YAML parser reads it', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-conda-'));
    writeFileSync(join(dir, 'environment.yml'), 'dependencies:\n  - pytorch=2.8.0\n');
    const r = await loads(node, dir);
    expect(r.yaml).toBe(true);
  });
});
