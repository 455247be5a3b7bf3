// action.yml is valid YAML that GitHub can load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';

// GitHub refuses to load an action whose metadata is not valid YAML; every e2e test passed
// while line 58 had an unquoted ": " (newcomer review, item 1).
describe('action.yml', () => {
  it('is valid YAML that GitHub can load', () => {
    const doc = parseDocument(readFileSync(path.resolve(__dirname, '../../../action.yml'), 'utf8'));
    expect(doc.errors.map((e) => e.message)).toEqual([]);
    expect(doc.toJS()).toMatchObject({ runs: { using: 'node24', main: 'dist/index.js' } });
  });
});
