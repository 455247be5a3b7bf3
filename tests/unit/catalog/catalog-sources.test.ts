// Every fact in rules/ names a source anyone can open, with its own confidence.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOpenableSource, type FactRef } from '../../../src/catalog/audit.js';
import { ruleFacts } from '../../../scripts/docs/generated-docs.js';

const root = path.resolve(__dirname, '../../..');
const facts: FactRef[] = ruleFacts(root);

describe('every fact in rules/ names a source anyone can open', () => {
  it.each([
    ['https://pypi.org/project/torch/2.14.0/', true],
    ['pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)', true],
    ['pytorch/pytorch#57732', true],
    ['https://a.example/x; pytorch/pytorch torch/serialization.py@v2.6.0', true],
    ['facts §5', false],
    ['third-party reports of the warning text', false],
    ['pytorch/pytorch PRs', false],
    ['pytorch/pytorch torch/serialization.py', false],
    ['pytorch/pytorch torch/serialization.py@v2.6.0 (weights_only default)', true],
    ['https://a.example/x (row 12.8; GA); pytorch/pytorch#1', true],
    ['https://a.example/x (row 12.8); built on manylinux2014', false],
    ['https://a.example/x (unclosed; built on manylinux2014', false],
  ])('%s → %s', (s, ok) => {
    expect(isOpenableSource(s)).toBe(ok);
  });
  it('every source in rules/ is one (the debt list of 105 informal sources is gone)', () => {
    const bad = facts.filter((f) => !isOpenableSource(f.source)).map((f) => `${f.where}	${f.source}`);
    expect(bad).toEqual([]);
  });
});
