// The one file reader: regular files only, each under its byte cap, with one clear error.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_CAPS, UnreadableFile } from '../../../src/text/user-text.js';
import { readUserFile, readUserText } from '../../../src/io/read-file.js';

const dir = mkdtempSync(join(tmpdir(), 'tp-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(UnreadableFile);
    const e = err as UnreadableFile;
    return { why: e.why, message: e.message };
  }
  throw new Error('not refused');
};

describe('readUserFile', () => {
  it('reads a file of exactly the cap, refuses one byte more', () => {
    writeFileSync(join(dir, 'cap.yml'), Buffer.alloc(FILE_CAPS.workflow, 0x61));
    writeFileSync(join(dir, 'over.yml'), Buffer.alloc(FILE_CAPS.workflow + 1, 0x61));
    expect(readUserFile(join(dir, 'cap.yml'), 'cap.yml', 'workflow')).toHaveLength(FILE_CAPS.workflow);
    expect(refusal(() => readUserFile(join(dir, 'over.yml'), 'over.yml', 'workflow'))).toEqual({
      why: 'too-large',
      message: 'over.yml: larger than 2 MB, the most a workflow may be',
    });
  });

  it('names a missing file and a directory', () => {
    expect(refusal(() => readUserFile(join(dir, 'nope.txt'), 'nope.txt', 'pin'))).toEqual({
      why: 'missing',
      message: 'nope.txt: file not found',
    });
    expect(refusal(() => readUserFile(dir, 'd', 'pin'))).toMatchObject({
      why: 'not-a-file',
      message: expect.stringMatching(/^d: is a directory, not a pin file/),
    });
  });

  it.skipIf(!existsSync('/proc/self/status'))(
    'reads to the end of a file whose stat size is 0 (procfs), within the cap',
    () => {
      expect(readUserText('/proc/self/status', 'status', 'pin')).toMatch(/^Name:/);
    },
  );

  it('decodes UTF-8 without a BOM and refuses UTF-16 with a hint', () => {
    writeFileSync(join(dir, 'bom.txt'), '\uFEFFtorch==2.8.0\n');
    writeFileSync(join(dir, 'u16.txt'), Buffer.from('\uFEFFtorch\n', 'utf16le'));
    expect(readUserText(join(dir, 'bom.txt'), 'bom.txt', 'pin')).toBe('torch==2.8.0\n');
    expect(() => readUserText(join(dir, 'u16.txt'), 'u16.txt', 'pin')).toThrow(
      'u16.txt:1: is a binary file (NUL byte); it looks like UTF-16 — save it as UTF-8',
    );
  });
});
