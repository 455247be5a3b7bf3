// Secrets never leave the tool: URL credentials and tokens are redacted in every output of the CLI
// and the action.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { perNode, runAction, runCli } from './run.js';

const each = perNode();
const G = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];
const SECRET = 'ghp_TOPSECRET0123';

/** The attack review's B1 reproduction: a token expanded from the environment into an index URL. */
function tokenProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-secret-'));
  writeFileSync(
    join(dir, 'requirements.txt'),
    '--index-url https://__token__:${PRIVATE_TOKEN}@pypi.example.com/simple\ntorch==2.8.0\n',
  );
  return dir;
}

/** No line of CLI output may start a workflow command or hold a legacy `##[` one. */
const commandLines = (out: string) =>
  out.split('\n').filter((l) => l.trimStart().startsWith('::') || l.includes('##['));

describe('secrets never leave the tool (B1)', () => {
  for (const format of ['text', 'json', 'markdown', 'sarif']) {
    each(`check --format ${format} prints no expanded token`, async (node) => {
      const dir = tokenProject();
      const r = await runCli(node, ['check', ...G, '--format', format], { PRIVATE_TOKEN: SECRET }, dir);
      expect(r.stdout + r.stderr).not.toContain(SECRET);
      expect(r.stdout + r.stderr).toContain('https://****@pypi.example.com/simple');
    });
  }
  each('pins prints no credentials', async (node) => {
    const dir = tokenProject();
    const r = await runCli(node, ['pins', '--format', 'json'], { PRIVATE_TOKEN: SECRET }, dir);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain(SECRET);
  });
  each('an index URL with a password in an error line is redacted', async (node) => {
    const r = await runCli(node, ['check', ...G, '--index-url', 'ftp://user:secretpass@host/whl/cu128']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('secretpass');
    expect(r.stderr).toContain('ftp://****@host/whl/cu128');
  });
  each('the action masks the token and leaks it nowhere: annotations, outputs, summary, report', async (node) => {
    const dir = tokenProject();
    const r = await runAction(
      node,
      {
        'python-version': '3.12',
        os: 'linux',
        arch: 'x64',
        glibc: '2.39',
        driver: 'none',
        requirements: 'requirements.txt',
      },
      { PRIVATE_TOKEN: SECRET, GITHUB_WORKSPACE: dir },
    );
    expect(r.stdout).toContain(`::add-mask::${SECRET}`);
    const leaks = r.stdout.split('\n').filter((l) => l.includes(SECRET) && !l.startsWith('::add-mask::'));
    expect(leaks).toEqual([]);
    expect(r.summary).not.toContain(SECRET);
    expect(JSON.stringify(r.outputs)).not.toContain(SECRET);
    expect(readFileSync(r.outputs['report-path']!, 'utf8')).not.toContain(SECRET);
  });
  each('a password in the index-url input is masked and redacted in the summary', async (node) => {
    const r = await runAction(node, {
      'python-version': '3.12',
      os: 'linux',
      arch: 'x64',
      glibc: '2.39',
      driver: 'none',
      'torch-version': '2.8.0',
      'index-url': 'https://user:secretpass@download.pytorch.org/whl/cu128',
    });
    expect(r.stdout).toContain('::add-mask::secretpass');
    expect(r.summary).not.toContain('secretpass');
    expect(r.summary).toContain('https://****@download.pytorch.org/whl/cu128');
  });
});

describe('user text never forms a workflow command in CLI output (B7, B23)', () => {
  each('a scanned file name with a newline and ::error', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-inject-'));
    writeFileSync(join(dir, 'x\n::error file=evil.py,line=1::INJECTED.py'), 'import torch\ntorch.solve(a, b)\n');
    for (const format of ['text', 'json', 'markdown', 'sarif']) {
      const r = await runCli(node, ['scan', '.', '--torch', '2.9', '--format', format], {}, dir);
      expect(commandLines(r.stdout + r.stderr)).toEqual([]);
    }
  });
  each('an index URL with ##[error] in a requirements file', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-inject-'));
    writeFileSync(
      join(dir, 'requirements.txt'),
      '--extra-index-url https://x.example.com/##[error]V1-INJECTED\ntorch==2.9.0\n',
    );
    for (const format of ['text', 'json', 'markdown']) {
      const r = await runCli(node, ['check', ...G, '--format', format], {}, dir);
      expect(commandLines(r.stdout + r.stderr)).toEqual([]);
      expect(r.stdout).toContain('V1-INJECTED');
    }
  });
  each('an unknown flag with terminal escapes is echoed without them', async (node) => {
    const r = await runCli(node, ['check', '--\u001b[31mred\u0007']);
    expect(r.code).toBe(2);

    expect(/[\u0000-\u0008\u000b-\u001f]/.test(r.stderr)).toBe(false);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
