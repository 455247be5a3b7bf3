// uv.lock: which torch entry an install target takes is said by the project's own references
// (its dependencies, each extra's, each group's), not by the entries' resolution-markers, which
// hold only the platform forks (nanochat, InvokeAI). The shape is theirs, cut down.
import { describe, expect, it } from 'vitest';
import { readUvLock } from '../../../../src/formats/uv/uv-lock.js';
import { evaluateMarker, parseMarker } from '../../../../src/packaging/marker.js';

const LOCK = `version = 1
requires-python = ">=3.10"

[[package]]
name = "demo"
version = "0.1.0"
source = { virtual = "." }
dependencies = [
    { name = "torch", version = "2.9.1", source = { registry = "https://pypi.org/simple" }, marker = "extra != 'extra-4-demo-cpu' and extra != 'extra-4-demo-gpu'" },
]

[package.optional-dependencies]
cpu = [
    { name = "torch", version = "2.9.1+cpu", source = { registry = "https://download.pytorch.org/whl/cpu" } },
]
gpu = [
    { name = "torch", version = "2.9.1+cu128", source = { registry = "https://download.pytorch.org/whl/cu128" } },
]

[[package]]
name = "torch"
version = "2.9.1"
source = { registry = "https://pypi.org/simple" }
resolution-markers = [
    "sys_platform == 'linux'",
]

[[package]]
name = "torch"
version = "2.9.1+cpu"
source = { registry = "https://download.pytorch.org/whl/cpu" }
resolution-markers = [
    "sys_platform == 'linux'",
]

[[package]]
name = "torch"
version = "2.9.1+cu128"
source = { registry = "https://download.pytorch.org/whl/cu128" }
resolution-markers = [
    "sys_platform == 'linux'",
]
`;

const linux = {
  sys_platform: 'linux',
  platform_system: 'Linux',
  platform_machine: 'x86_64',
  python_version: '3.12',
  python_full_version: '3.12.4',
  os_name: 'posix',
  implementation_name: 'cpython',
  platform_python_implementation: 'CPython',
};

function taken(selected: string[]): string[] {
  return readUvLock(LOCK, 'uv.lock')
    .dists.filter((d) => evaluateMarker(parseMarker(d.marker ?? ''), { ...linux, extra: selected }) === true)
    .map((d) => d.version);
}

describe("uv.lock: the project's references decide each target's torch", () => {
  it('the default install takes the PyPI entry only', () => expect(taken([])).toEqual(['2.9.1']));
  it('extra cpu takes +cpu only', () => expect(taken(['cpu'])).toEqual(['2.9.1+cpu']));
  it('extra gpu takes +cu128 only', () => expect(taken(['gpu'])).toEqual(['2.9.1+cu128']));
  it('an entry the project does not reference keeps its own markers', () => {
    const lock = readUvLock(
      LOCK.replace(/\[\[package\]\]\nname = "demo"[\s\S]*?(?=\[\[package\]\]\nname = "torch")/, ''),
      'uv.lock',
    );
    expect(lock.dists.map((d) => d.marker)).toEqual([
      "(sys_platform == 'linux')",
      "(sys_platform == 'linux')",
      "(sys_platform == 'linux')",
    ]);
  });
});
