// The generated docs are only compared here; `npm run docs:findings` (scripts/generate-docs.mjs)
// writes them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../../src/catalog/bundled.js';
import { generatedDocs } from '../../../../scripts/docs/generated-docs.js';

const root = path.resolve(__dirname, '../../../..');

describe('generated docs', () => {
  it.each(generatedDocs(root, bundledCatalog.apis).map((d) => [d.file, d.text]))(
    '%s is up to date (npm run docs:findings rewrites it)',
    (file, text) => {
      expect(readFileSync(path.join(root, file), 'utf8')).toBe(text);
    },
  );
  it('docs/scan.md lists torch.jit.script as rules/apis.yaml has it', () => {
    expect(readFileSync(path.join(root, 'docs/scan.md'), 'utf8')).toContain(
      '| `torch.jit.script` | any use |  | 2.10 |',
    );
  });
});
