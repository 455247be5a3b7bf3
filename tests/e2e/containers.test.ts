// `check --container` as a user runs the CLI: a job container's image decides the Python and glibc
// judged.
import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { perNode, runAction, runCli } from './run.js';

const each = perNode();
const HOST = ['--arch', 'x64', '--driver', 'none'];

describe('--container, as a user runs the CLI', () => {
  each('an Alpine image has musl: no torch wheel, whatever the runner has', async (node) => {
    const r = await runCli(node, ['check', '--container', 'python:3.12-alpine', ...HOST, '--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.environment).toMatchObject({ os: 'linux', libc: 'musl', python: { version: '3.12' } });
    expect(report.container).toEqual({
      image: 'python:3.12-alpine',
      os: 'linux',
      distro: 'Alpine Linux (musl)',
      libc: 'musl',
      python: '3.12',
    });
    expect(report.findings.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining(['platform-unsupported', 'container-image']),
    );
  });
  each("the image's Python decides, not the runner's", async (node) => {
    const r = await runCli(node, [
      'check',
      '--container',
      'python:3.8-bullseye',
      '--torch',
      '2.6.0',
      ...HOST,
      '--format',
      'json',
    ]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.environment).toMatchObject({ glibc: '2.31', python: { version: '3.8' } });
    expect(report.findings.find((f: { id: string }) => f.id === 'python-unsupported')).toBeTruthy();
  });
  each('pytorch/pytorch checks the torch it ships against the host driver', async (node) => {
    const r = await runCli(node, [
      'check',
      '--container',
      'pytorch/pytorch:2.8.0-cuda12.8-cudnn9-runtime',
      '--python',
      '3.11',
      '--glibc',
      '2.35',
      '--arch',
      'x64',
      '--driver',
      '520.61.05',
      '--gpu',
      '8.6',
    ]);
    expect(r.stdout).toContain('request    torch==2.8.0+cu128 from https://download.pytorch.org/whl/cu128');
    expect(r.stdout).toMatch(/error\s+driver-too-old/);
    expect(r.code).toBe(1);
  });
  each('an unknown image is said, and its Python is not taken from the runner', async (node) => {
    const r = await runCli(node, ['check', '--container', 'ghcr.io/acme/trainer:7', ...HOST, '--format', 'json']);
    const report = JSON.parse(r.stdout);
    expect(report.environment.python).toBeUndefined();
    expect(report.findings.map((f: { id: string; message: string }) => `${f.id}: ${f.message}`)).toEqual(
      expect.arrayContaining([
        'probe-failed: Could not determine the Python version: the job runs in ghcr.io/acme/trainer:7, whose Python is not known',
        expect.stringMatching(/^container-image: The job runs in ghcr\.io\/acme\/trainer:7, which is not known/),
      ]),
    );
  });
  each('a malformed image is one line and exit 2', async (node) => {
    const r = await runCli(node, ['check', '--container', 'python:3.12\n::error::x', ...HOST]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
  });
});

describe('container input, as GitHub runs the action', () => {
  each('the container input replaces the runner Python and glibc', async (node) => {
    const r = await runAction(node, {
      container: 'nvidia/cuda:12.4.1-cudnn-runtime-ubuntu22.04',
      'python-version': '3.12',
      arch: 'x64',
      driver: 'none',
      'torch-version': '2.9.0',
    });
    expect(r.outputs.verdict).not.toBe('fail');
    const report = JSON.parse(readFileSync(r.outputs['report-path']!, 'utf8'));
    expect(report.environment).toMatchObject({ glibc: '2.35', python: { version: '3.12' } });
    expect(report.container.distro).toBe('Ubuntu 22.04');
  });
});
