// tests/unit mirrors src/: the tests of src/<folder>/ are in tests/unit/<folder>/, and the
// project-wide guards (layers, exports, sizes, docs) are in tests/unit/repo/.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const folders = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('__'))
    .map((e) => e.name)
    .sort();
const files = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('tests/unit mirrors src/', () => {
  it('every folder of tests/unit but repo/ is a folder of src/', () => {
    const src = new Set(folders('src'));
    expect(folders('tests/unit').filter((f) => f !== 'repo' && !src.has(f))).toEqual([]);
  });
  it('every folder of src/ has its tests in tests/unit', () => {
    const tests = new Set(folders('tests/unit'));
    expect(folders('src').filter((f) => !tests.has(f))).toEqual([]);
  });
  it('no test file sits loose at the top of tests/unit', () => {
    expect(files('tests/unit').filter((f) => f.endsWith('.test.ts'))).toEqual([]);
  });
});
