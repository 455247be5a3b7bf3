// The action's "could not run" path: R8 (Markdown from the repository in the
// summary) and R19 (raw bidi characters in the annotation and summary).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureReport } from '../../../src/action/failure.js';
import { InputError } from '../../../src/core/errors.js';
import { safeOutput } from '../../../src/report/escape.js';
import { fcRuns } from '../../property-runs.js';

const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('the failure annotation and summary', () => {
  it('R8: Markdown quoted from a requirements file renders as text, not an image or link', () => {
    const { summary } = failureReport(
      new InputError('requirements.txt:1:1: requirement "torch=![x](https://evil.example/p.png)": expected a version'),
    );
    expect(summary).not.toMatch(/!\[x\]\(/);
    expect(summary).toContain('torch=\\!\\[x\\]\\(https://evil.example/p.png\\)');
    expect(summary.startsWith('## ❌ torch-preflight: the check could not run\n\n')).toBe(true);
  });
  it('R19: a bidi override is shown as \\u202e in the annotation and the summary, as the CLI shows it', () => {
    const err = new InputError('os-version: OS version "a\u202eb" is not a version');
    const { annotation, summary } = failureReport(err);
    expect(annotation).toBe('torch-preflight: os-version: OS version "a\\u202eb" is not a version');
    expect(annotation).toBe(safeOutput(`torch-preflight: ${err.message}`));
    expect(summary).toContain('a\\\\u202eb');
    expect(summary).not.toMatch(RAW_CONTROL);
  });
  it('a credential in the message is redacted; anything else is an internal error', () => {
    expect(failureReport(new InputError('index https://u:tok3n@h.example/simple failed')).annotation).toBe(
      'torch-preflight: index https://****@h.example/simple failed',
    );
    expect(failureReport(new Error('boom')).annotation).toBe('torch-preflight: internal error: boom');
  });
  it('no message forms markup, an image, a link or a raw control in the summary (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const { annotation, summary } = failureReport(new InputError(text));
        const body = summary.split('\n\n')[1] ?? '';
        expect(body).not.toMatch(RAW_CONTROL);
        expect(annotation).not.toMatch(RAW_CONTROL);
        expect(body).not.toMatch(/[<>]/);
        // Every Markdown character is backslashed.
        expect(body.replace(/\\[\\`*_[\]()!~#|{}]/g, '')).not.toMatch(/[`*_[\]()!~#|{}]/);
      }),
      { numRuns: fcRuns() },
    );
  });
});
