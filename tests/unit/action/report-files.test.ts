// The action's report, SARIF and patch never go through a link a pull request committed, and
// never outside the workspace or RUNNER_TEMP.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeNoFollow } from '../../../src/action/report-files.js';

function place() {
  const w = realpathSync(mkdtempSync(join(tmpdir(), 'tp-report-files-')));
  for (const d of ['ws', 'rt', 'outside']) mkdirSync(join(w, d));
  return {
    w,
    ws: join(w, 'ws'),
    rt: join(w, 'rt'),
    outside: join(w, 'outside'),
    roots: [join(w, 'ws'), join(w, 'rt')],
  };
}

describe('the action writes without following links', () => {
  it('a report folder committed as a link to outside is refused; nothing is written there', () => {
    const p = place();
    symlinkSync('../outside', join(p.ws, 'reports'));
    expect(() => writeNoFollow(join(p.ws, 'reports/r.json'), '{}', 'report-path "reports/r.json"', p.roots)).toThrow(
      'report-path "reports/r.json": "reports" is a symbolic link; the action does not write through links',
    );
    expect(readdirSync(p.outside)).toEqual([]);
  });

  it('a link deeper down is refused too, and so is a file where a folder should be', () => {
    const p = place();
    mkdirSync(join(p.ws, 'a'));
    symlinkSync(p.outside, join(p.ws, 'a/b'));
    expect(() => writeNoFollow(join(p.ws, 'a/b/c/r.json'), '{}', 'r', p.roots)).toThrow('r: "a/b" is a symbolic link');
    writeFileSync(join(p.ws, 'f'), 'x');
    expect(() => writeNoFollow(join(p.ws, 'f/r.json'), '{}', 'r', p.roots)).toThrow('r: cannot be written (ENOTDIR)');
    expect(readdirSync(p.outside)).toEqual([]);
  });

  it('a link committed under the file name is replaced by the file; what it pointed at is untouched', () => {
    const p = place();
    writeFileSync(join(p.outside, 'victim'), 'keep');
    symlinkSync(join(p.outside, 'victim'), join(p.ws, 'torch-preflight.sarif'));
    writeNoFollow(join(p.ws, 'torch-preflight.sarif'), 'sarif', 's', p.roots);
    expect(lstatSync(join(p.ws, 'torch-preflight.sarif')).isFile()).toBe(true);
    expect(readFileSync(join(p.ws, 'torch-preflight.sarif'), 'utf8')).toBe('sarif');
    expect(readFileSync(join(p.outside, 'victim'), 'utf8')).toBe('keep');
  });

  it('a path outside the workspace and RUNNER_TEMP is refused, .. included', () => {
    const p = place();
    expect(() => writeNoFollow(join(p.outside, 'r.json'), '{}', 'report-path "x"', p.roots)).toThrow(
      'report-path "x": outside the workspace and RUNNER_TEMP; name a file inside one of them',
    );
    expect(() => writeNoFollow(join(p.ws, '../outside/r.json'), '{}', 'r', p.roots)).toThrow('outside the workspace');
    expect(readdirSync(p.outside)).toEqual([]);
  });

  it('missing folders are created; the file is replaced whole, no temporary file is left', () => {
    const p = place();
    writeNoFollow(join(p.rt, 'a/b/r.json'), 'one', 'r', p.roots);
    writeNoFollow(join(p.rt, 'a/b/r.json'), 'two', 'r', p.roots);
    expect(readFileSync(join(p.rt, 'a/b/r.json'), 'utf8')).toBe('two');
    expect(readdirSync(join(p.rt, 'a/b'))).toEqual(['r.json']);
  });

  it('a directory is named as one', () => {
    const p = place();
    expect(() => writeNoFollow(p.rt, 'x', 'report-path "d"', p.roots)).toThrow(
      'report-path "d": is a directory; name a file',
    );
    mkdirSync(join(p.ws, 'd'));
    expect(() => writeNoFollow(join(p.ws, 'd'), 'x', 'report-path "d"', p.roots)).toThrow(
      'report-path "d": is a directory; name a file',
    );
    expect(existsSync(join(p.ws, 'd'))).toBe(true);
  });
});
