// Which comment silences a use (its own line, or the file's ignore-file comment, with the
// comment's place), and the one `suppression-added` finding that counts and names what the
// suppressions a pull request adds hide: grouped by what hid them, a warning when an error or a
// warning is hidden, a notice otherwise, at most a few named.
import { describe, expect, it } from 'vitest';
import { Suppressions } from '../../../src/scan/suppress.js';
import { suppressionAddedFinding, type HiddenFinding } from '../../../src/scan/added-suppressions.js';

describe('Suppressions.silencedBy', () => {
  it('names the comment: the use’s own line, or the ignore-file line', () => {
    const text = 'import torch\ntorch.symeig(x)  # noqa\ntorch.ger(a, b)\n';
    const q = new Suppressions(text);
    const use = text.indexOf('torch.symeig');
    expect(q.silencedBy(use, 'api-removed', 'torch.symeig')).toEqual({ by: 'line', at: use });
    expect(q.silencedBy(text.indexOf('torch.ger'), 'api-removed', 'torch.ger')).toBeUndefined();
    const file = 'import torch\n\n  # torch-preflight: ignore-file[api-removed]\ntorch.ger(a, b)\n';
    const f = new Suppressions(file);
    expect(f.silencedBy(file.indexOf('torch.ger'), 'api-removed', 'torch.ger')).toEqual({
      by: 'file',
      at: file.indexOf('# torch'),
    });
    expect(f.silencedBy(file.indexOf('torch.ger'), 'api-deprecated', 'torch.ger')).toBeUndefined();
  });
});

const hidden = (n: number, severity: string, hider: HiddenFinding['hider']): HiddenFinding[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 'api-removed',
    severity,
    api: 'torch.symeig',
    at: { file: 'model.py', line: i + 2 },
    hider,
  }));

describe('suppressionAddedFinding', () => {
  it('nothing hidden: no finding', () => {
    expect(suppressionAddedFinding([])).toBeUndefined();
  });

  it('counts per suppression and names the first findings', () => {
    const exclude = { kind: 'exclude' as const, rule: '**', at: { file: 'pyproject.toml', line: 2 } };
    const noqa = { kind: 'comment' as const, ignoreFile: false, at: { file: 'model.py', line: 9 } };
    const f = suppressionAddedFinding([...hidden(2, 'error', exclude), ...hidden(3, 'notice', noqa)])!;
    expect(f.id).toBe('suppression-added');
    expect(f.severity).toBe('warning');
    expect(f.location).toEqual({ file: 'pyproject.toml', line: 2 });
    expect(f.message).toBe(
      '5 findings hidden by suppressions this pull request adds: 2 by exclude "**" in pyproject.toml [tool.torch-preflight]; 3 by a # noqa / ignore comment at model.py:9. Hidden: api-removed torch.symeig at model.py:2, api-removed torch.symeig at model.py:3, api-removed torch.symeig at model.py:2, and 2 more.',
    );
  });

  it('a notice when only notices are hidden; a baseline and an ignore-file are named as such', () => {
    const f = suppressionAddedFinding([
      ...hidden(1, 'notice', { kind: 'baseline', at: { file: 'baseline.json', line: 1 } }),
      ...hidden(1, 'notice', { kind: 'comment', ignoreFile: true, at: { file: 'a.py', line: 1 } }),
    ])!;
    expect(f.severity).toBe('notice');
    expect(f.message).toContain('1 by the baseline baseline.json, which it adds or changes');
    expect(f.message).toContain('1 by # torch-preflight: ignore-file at a.py:1');
  });

  it('a long rule is cut, and many suppressions are counted, not listed', () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      hidden(1, 'warning', { kind: 'ignore', rule: `${'x'.repeat(100)}${i}`, at: { file: 'pyproject.toml', line: i } }),
    ).flat();
    const f = suppressionAddedFinding(many)!;
    expect(f.message).toContain('; and 6 more suppressions.');
    expect(f.message).not.toContain('x'.repeat(61));
  });
});
