/** Runs the bundled dist/ as GitHub runs the action and as a user runs the CLI. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, inject, it } from 'vitest';
import { parse } from 'yaml';

export const ROOT = resolve(__dirname, '../..');
export const DIST_INDEX = join(ROOT, 'dist/index.js');
export const DIST_CLI = join(ROOT, 'dist/cli.cjs');

export interface Node {
  name: string;
  exe: string;
}

/** Node 20 is this process; Node 24 (GitHub's runtime) comes from the npm package node@24, found once
 * for the run by global-setup.ts. */
export function nodes(): Node[] {
  return [
    { name: `node ${process.version}`, exe: process.execPath },
    { name: 'node 24', exe: inject('node24') },
  ];
}

/** Registers each test twice: on Node 20 and on Node 24 (fetched once per file). */
export function perNode(): (name: string, fn: (node: Node) => Promise<void>) => void {
  const list: Node[] = [];
  beforeAll(() => {
    list.push(...nodes());
  });
  return (name, fn) => {
    it(`${name} (node 20)`, () => fn(list[0] as Node));
    it(`${name} (node 24)`, () => fn(list[1] as Node));
  };
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

function spawnRun(exe: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Promise<Run> {
  return new Promise((res) => {
    const t0 = Date.now();
    const child = spawn(exe, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => res({ code: code ?? -1, stdout, stderr, ms: Date.now() - t0 }));
  });
}

/** The environment without anything GitHub- or setup-python-specific from the outer run. */
function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!/^(INPUT_|GITHUB_|RUNNER_|pythonLocation)/.test(k)) env[k] = v;
  }
  return { ...env, ...extra };
}

export interface ActionRun extends Run {
  outputs: Record<string, string>;
  summary: string;
  dir: string;
}

export function parseGithubOutput(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m) continue;
    const [, name, delim] = m as unknown as [string, string, string];
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delim; i++) value.push(lines[i] ?? '');
    out[name] = value.join('\n');
  }
  return out;
}

/** action.yml as the runner reads it: `runs.main` and each input's default. */
export const ACTION = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  runs: { main: string };
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
};

/**
 * As GitHub does: `runs.main` from action.yml, INPUT_<NAME> (hyphens kept) for every input
 * with a default and for each one given, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files.
 */
export async function runAction(
  node: Node,
  inputs: Record<string, string>,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'tp-action-'));
  const output = join(dir, 'github_output');
  const summary = join(dir, 'step_summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const env = cleanEnv({
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    ...extraEnv,
  });
  for (const [k, v] of Object.entries(ACTION.inputs))
    if (v.default !== undefined) env[`INPUT_${k.toUpperCase()}`] = v.default;
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const r = await spawnRun(node.exe, [join(ROOT, ACTION.runs.main)], env);
  return {
    ...r,
    outputs: parseGithubOutput(readFileSync(output, 'utf8')),
    summary: readFileSync(summary, 'utf8'),
    dir,
  };
}

/** `nodeArgs` go to node itself, before the CLI (`--import` a module hook). */
export function runCli(
  node: Node,
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
  cwd = ROOT,
  nodeArgs: string[] = [],
): Promise<Run> {
  return spawnRun(node.exe, [...nodeArgs, DIST_CLI, ...args], cleanEnv(extraEnv), cwd);
}

export function fakeInterpreter(script: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-fakepy-'));
  const exe = join(dir, 'python');
  writeFileSync(exe, `#!/bin/sh\n${script}\n`);
  chmodSync(exe, 0o755);
  return exe;
}

export const hasPypy = (): boolean => ['/usr/bin/pypy3', '/usr/local/bin/pypy3'].some((p) => existsSync(p));

/** Lines on stdout that GitHub would read as workflow commands. */
export const commands = (stdout: string): string[] => stdout.split(/\r?\n/).filter((l) => l.startsWith('::'));
