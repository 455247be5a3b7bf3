// Container image references: parsed, and the Python and glibc known for official images.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../../src/catalog/compile.js';
import { containerFacts, describeContainer, parseImageRef } from '../../../src/containers/image.js';
import { fcRuns } from '../../property-runs.js';

const ROOT = path.resolve(__dirname, '../../..');
const catalog = compileRules([
  { path: 'rules/containers.yaml', text: readFileSync(path.join(ROOT, 'rules/containers.yaml'), 'utf8') },
]);

describe('image references', () => {
  it.each([
    ['python:3.12-slim', { repository: 'python', tag: '3.12-slim' }],
    ['python', { repository: 'python', tag: 'latest' }],
    ['docker.io/library/python:3.12', { repository: 'python', tag: '3.12' }],
    [
      'nvcr.io/nvidia/cuda:12.8.1-base-ubuntu24.04',
      { registry: 'nvcr.io', repository: 'nvidia/cuda', tag: '12.8.1-base-ubuntu24.04' },
    ],
    ['localhost:5000/team/img:1.0', { registry: 'localhost:5000', repository: 'team/img', tag: '1.0' }],
    [`python@sha256:${'a'.repeat(64)}`, { repository: 'python', tag: '', digest: `sha256:${'a'.repeat(64)}` }],
  ])('%s', (text, ref) => {
    expect(parseImageRef(text)).toEqual(ref);
  });
  it.each([
    '',
    'Python:3.12',
    'python:3.12 slim',
    'python:3.12\n::error::x',
    'a//b',
    'python@md5:zz',
    `python:${'x'.repeat(200)}`,
  ])('refuses %j', (text) => {
    expect(parseImageRef(text)).toBeUndefined();
  });
  it('never throws (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const r = parseImageRef(s);
        if (r) expect(/\s/.test(r.repository + r.tag)).toBe(false);
      }),
      { numRuns: fcRuns() },
    );
  });
});

describe('what an image means for torch', () => {
  const facts = (image: string) => {
    const f = containerFacts(image, catalog);
    return {
      os: f.os,
      distro: f.distro?.id,
      libc: f.libc,
      glibc: f.glibc,
      python: f.python,
      cuda: f.cuda,
      torch: f.torch,
      unknown: f.unknown !== undefined,
      uncertain: f.uncertain,
    };
  };
  it.each([
    [
      'python:3.12-slim',
      {
        os: 'linux',
        distro: 'debian-13',
        libc: 'glibc',
        glibc: '2.41',
        python: '3.12',
        unknown: false,
        uncertain: false,
      },
    ],
    [
      'python:3.11.9-slim-bookworm',
      {
        os: 'linux',
        distro: 'debian-12',
        libc: 'glibc',
        glibc: '2.36',
        python: '3.11.9',
        unknown: false,
        uncertain: false,
      },
    ],
    [
      'python:3.10-bullseye',
      {
        os: 'linux',
        distro: 'debian-11',
        libc: 'glibc',
        glibc: '2.31',
        python: '3.10',
        unknown: false,
        uncertain: false,
      },
    ],
    [
      'python:3.12-alpine3.20',
      { os: 'linux', distro: 'alpine', libc: 'musl', python: '3.12', unknown: false, uncertain: false },
    ],
    [
      'python:latest',
      {
        os: 'linux',
        distro: 'debian-13',
        libc: 'glibc',
        glibc: '2.41',
        python: '3.14',
        unknown: false,
        uncertain: false,
      },
    ],
    [
      'python:3',
      {
        os: 'linux',
        distro: 'debian-13',
        libc: 'glibc',
        glibc: '2.41',
        python: '3.14',
        unknown: false,
        uncertain: false,
      },
    ],
    ['python:3.13-windowsservercore-ltsc2022', { os: 'windows', python: '3.13', unknown: false, uncertain: false }],
    [
      'nvidia/cuda:12.4.1-cudnn-runtime-ubuntu22.04',
      {
        os: 'linux',
        distro: 'ubuntu-22.04',
        libc: 'glibc',
        glibc: '2.35',
        cuda: '12.4.1',
        unknown: false,
        uncertain: false,
      },
    ],
    [
      'nvidia/cuda:11.8.0-cudnn8-devel-ubi8',
      { os: 'linux', distro: 'el-8', libc: 'glibc', glibc: '2.28', cuda: '11.8.0', unknown: false, uncertain: false },
    ],
    [
      'nvcr.io/nvidia/cuda:12.8.1-base-rockylinux9',
      { os: 'linux', distro: 'el-9', libc: 'glibc', glibc: '2.34', cuda: '12.8.1', unknown: false, uncertain: false },
    ],
    [
      'pytorch/pytorch:2.5.1-cuda12.4-cudnn9-runtime',
      {
        os: 'linux',
        distro: 'ubuntu-22.04',
        libc: 'glibc',
        glibc: '2.35',
        python: '3.11',
        cuda: '12.4',
        torch: { version: '2.5.1', variant: 'cu124' },
        unknown: false,
        uncertain: true,
      },
    ],
  ])('%s', (image, expected) => {
    expect(facts(image)).toEqual(expect.objectContaining(expected));
  });
  it.each([
    'pytorch/pytorch:latest',
    'nvidia/cuda:latest',
    'nvidia/cuda:12.4.1-runtime-ubuntu30.04',
    'python:3.12-slim-sarge',
    'ghcr.io/org/python:3.12',
    'myorg/trainer:1',
    `python@sha256:${'b'.repeat(64)}`,
  ])('%s is said, not guessed', (image) => {
    const f = containerFacts(image, catalog);
    expect(f.unknown).toBeTruthy();
    expect(f.python).toBeUndefined();
    expect(f.glibc).toBeUndefined();
  });
  it('describes what it assumed', () => {
    expect(describeContainer(containerFacts('python:3.12-slim', catalog))).toBe(
      'python:3.12-slim: Debian 13 (trixie), glibc 2.41, Python 3.12',
    );
    expect(describeContainer(containerFacts('nvidia/cuda:12.4.1-cudnn-runtime-ubuntu22.04', catalog))).toBe(
      'nvidia/cuda:12.4.1-cudnn-runtime-ubuntu22.04: Ubuntu 22.04, glibc 2.35, no Python, CUDA 12.4.1',
    );
  });
});
