// A fix is applied only when the rewritten file still tokenizes and binds the same
// names (checked after rewriting); the fix that breaks it is dropped, the others stay.
import { describe, expect, it } from 'vitest';
import { finding as build, type Finding } from '../../../src/core/finding.js';
import { safeFixes } from '../../../src/scan/fix-check.js';
import { scanSource } from '../../../src/scan/index.js';
import { apis } from './helpers.js';

/** A finding whose fix replaces line:column..endColumn of one line with `text`. */
function finding(line: number, column: number, endColumn: number, text: string): Finding {
  return build({
    id: 'api-deprecated',
    severity: 'warning',
    message: 'm',
    hint: 'h',
    source: 's',
    location: { file: 'x.py', line, column, endLine: line, endColumn },
    fix: {
      description: 'd',
      replacements: [{ location: { file: 'x.py', line, column, endLine: line, endColumn }, text }],
    },
  });
}

describe('fixes that cannot break code', () => {
  // The rewrite the review saw in pytorch/ignite fid.py: the target of the else branch renamed.
  const src =
    'import torch\nif old:\n    torch_outer = torch.ger\nelse:\n    torch_outer = torch.outer\ny = torch_outer(a, b)\n';
  const good = finding(3, 19, 28, 'torch.outer');
  const unbinds = finding(5, 5, 16, 'torch.outer');

  it('a fix that unbinds a name (torch_outer = … → torch.outer = …) is dropped; the good one stays', () => {
    expect([...safeFixes(src, [good, unbinds])]).toEqual([good]);
  });

  it('a fix that leaves a string or bracket open is dropped', () => {
    const src2 = 'import torch\nx = torch.ger(a, b)\n';
    expect([...safeFixes(src2, [finding(2, 5, 14, 'torch.outer("')])]).toEqual([]);
    expect([...safeFixes(src2, [finding(2, 5, 14, 'torch.outer(')])]).toEqual([]);
    expect([...safeFixes(src2, [finding(2, 5, 14, 'torch.outer')])]).toHaveLength(1);
  });

  it('a file that does not tokenize gets no fix', () => {
    expect([...safeFixes('import torch\nx = torch.ger(a, b\n', [finding(2, 5, 14, 'torch.outer')])]).toEqual([]);
  });

  it('every fix the scanner offers on its own fixtures passes the check', () => {
    const text =
      'import torch\nwith torch.cuda.amp.autocast():\n    s = torch.cuda.amp.GradScaler()\n    y = torch.ger(a, b)\n';
    const { findings } = scanSource(text, 'x.py', { torch: '2.9', apis });
    const fixable = findings.filter((f) => f.fix);
    expect(fixable).toHaveLength(3);
    expect(safeFixes(text, fixable).size).toBe(3);
  });
});
