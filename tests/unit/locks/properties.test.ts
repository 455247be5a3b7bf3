// Lock parsers never crash and never hang on any input (property-based).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { LOCK_FORMATS, lockParser } from '../../../src/locks/index.js';
import { fcRuns } from '../../property-runs.js';

/** Every lock format's reader, loaded once, so a lock is read without waiting. */
const parseLockNow = await lockParser(LOCK_FORMATS.map((f) => f.kind));

// Lock files are user input: any text gives a LockFile or one InputError, never anything else.
const pieces = fc.constantFrom(
  '[[package]]\n',
  '[[packages]]\n',
  'name = "torch"\n',
  'name = "torchvision"\n',
  'version = "2.8.0+cu128"\n',
  'source = { registry = "https://download.pytorch.org/whl/cu128" }\n',
  'wheels = [{ url = "https://x/torch-2.8.0%2Bcu128-cp312-cp312-manylinux_2_28_x86_64.whl" }]\n',
  'files = [{file = "torch-2.7.0-cp312-cp312-win_amd64.whl"}]\n',
  'resolution-markers = ["sys_platform == \'linux\'"]\n',
  'marker = "python_version >= \'3.10\'"\n',
  '[package.source]\ntype = "legacy"\nurl = "https://download.pytorch.org/whl/cpu"\n',
  'environments:\n  default:\n    packages:\n      linux-64:\n      - pypi: https://x/torch-2.4.0-cp311-cp311-manylinux1_x86_64.whl\n',
  'version: 6\n',
  '"unterminated\n',
  '= = =\n',
  '\n',
);

describe('lock parsers never crash (property)', () => {
  // Every listed format, so a new one is covered by adding it to the list.
  for (const { kind } of LOCK_FORMATS) {
    it(`${kind}: structured and random text`, () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.array(pieces, { maxLength: 12 }).map((a) => a.join('')),
            fc.string({ maxLength: 300 }),
          ),
          (text) => {
            try {
              const l = parseLockNow(text, 'lock', kind);
              for (const d of l.dists) expect(['torch', 'torchvision', 'torchaudio']).toContain(d.name);
            } catch (e) {
              expect(e).toBeInstanceOf(InputError);
            }
          },
        ),
        { numRuns: fcRuns() },
      );
    });
  }
});
