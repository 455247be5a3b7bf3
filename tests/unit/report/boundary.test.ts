// Redaction at the output boundary: credentials never reach a report, annotation or summary.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSecrets, MAX_SECRETS, noteSecret, noteUrlSecrets, redact } from '../../../src/text/secrets.js';
import { InputError } from '../../../src/core/errors.js';
import { finding } from '../../../src/core/finding.js';
import { cell, mdText, neutralizeCommands, plain, safeOutput } from '../../../src/report/escape.js';
import { findingsOutput, plainOutput } from '../../../src/action/outputs.js';
import { fcRuns } from '../../property-runs.js';

afterEach(() => forgetSecrets());

describe('redaction (B1)', () => {
  it.each([
    ['https://__token__:ghp_TOPSECRET@pypi.example.com/simple', 'https://****@pypi.example.com/simple'],
    [
      'index https://user:secret@download.pytorch.org/whl/cu128 unknown',
      'index https://****@download.pytorch.org/whl/cu128 unknown',
    ],
    ['ftp://user:secret@host/whl/cu128', 'ftp://****@host/whl/cu128'],
    ['https://ghp_abc123@github.com/org/repo', 'https://****@github.com/org/repo'],
    ['https://h.example/simple?token=abc&x=1', 'https://h.example/simple?token=****&x=1'],
    [
      'https://bucket.s3.amazonaws.com/whl?X-Amz-Signature=deadbeef',
      'https://bucket.s3.amazonaws.com/whl?X-Amz-Signature=****',
    ],
    ['user@example.com and git@github.com:org/repo', 'user@example.com and git@github.com:org/repo'],
  ])('%s', (text, out) => {
    expect(redact(text)).toBe(out);
  });
  it('a noted secret is removed wherever it appears, longest first', () => {
    noteSecret('ghp_TOPSECRET');
    noteSecret('TOPSECRET_LONGER_VALUE');
    expect(redact('token ghp_TOPSECRET in a message; TOPSECRET_LONGER_VALUE too')).toBe(
      'token **** in a message; **** too',
    );
  });
  it('URL credentials are noted for masking, the password on its own too', () => {
    noteUrlSecrets('https://__token__:ghp_TOPSECRET@pypi.example.com/simple');
    expect(redact('the value ghp_TOPSECRET alone')).toBe('the value **** alone');
  });
  it('more distinct secrets than any project has is refused as input, in one line (each would be searched for in all output)', () => {
    for (let i = 0; i < MAX_SECRETS; i++) noteSecret(`token-${i}`);
    noteSecret('token-0'); // noted again: not a new one
    expect(() => noteSecret('one-too-many')).toThrow(InputError);
    expect(() => noteUrlSecrets('https://user:another-one@host/simple')).toThrow(/more than 256 distinct credentials/);
    expect(redact('token-7 and token-255')).toBe('**** and ****');
  });

  it('short values are not secrets (they would redact ordinary words)', () => {
    noteSecret('cu1');
    expect(redact('cu128')).toBe('cu128');
  });
  it('no output of redact contains a noted secret or URL userinfo (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[A-Za-z0-9_]{4,20}$/), fc.string(), (before, secret, after) => {
        forgetSecrets();
        noteSecret(secret);
        const text = `${before}https://u:${secret}@h.example/x ${secret}${after}`;
        const out = redact(text);
        expect(out.includes(secret)).toBe(false);
        expect(out).not.toMatch(/:\/\/[^\s/@"'<>`]+:[^\s/@"'<>`]+@/);
      }),
      { numRuns: fcRuns() },
    );
  });
});

describe('escaping per medium (B7, B21, B23)', () => {
  it('plain keeps a field on one line and makes controls visible', () => {
    expect(plain('a\nb\r\u001b[31mc\u202ed\u0085')).toBe('a\\nb\\r\\x1b[31mc\\u202ed\\x85');
  });
  it('safeOutput breaks both forms of workflow command', () => {
    expect(safeOutput('x\n::error file=evil.py::INJECTED\n  ::warning::y\nz ##[error]V1\n')).toBe(
      'x\n\u200b::error file=evil.py::INJECTED\n  \u200b::warning::y\nz #\u200b#[error]V1\n',
    );
  });
  it('Markdown: images and links are text, HTML is escaped, pipes cannot open a column', () => {
    expect(mdText('![t](https://evil.example/x.png) [x](u) <b>|')).toBe(
      '\\!\\[t\\]\\(https://evil.example/x.png\\) \\[x\\]\\(u\\) &lt;b&gt;\\|',
    );
    expect(cell('a\nb')).toBe('a b');
  });
  const anyText = fc.string({
    unit: fc.constantFrom(
      'a',
      ':',
      '#',
      '[',
      ']',
      '(',
      ')',
      '!',
      '\n',
      '\r',
      ' ',
      '\t',
      '\u001b',
      '\u0007',
      '\u202e',
      '|',
      '<',
      '`',
      '%',
      'x',
    ),
    maxLength: 80,
  });
  it('no line of safeOutput starts a workflow command and none holds ##[ (property)', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = safeOutput(s);
        for (const line of out.split('\n')) {
          expect(line.trimStart().startsWith('::')).toBe(false);
          expect(line.includes('##[')).toBe(false);
        }

        expect(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/.test(out)).toBe(false);
      }),
      { numRuns: fcRuns() },
    );
  });
  it('plain output is one line with no controls (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        expect(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(plain(s))).toBe(false);
      }),
      { numRuns: fcRuns() },
    );
  });
  it('mdText never leaves an image or link opener (property)', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = mdText(s);
        expect(/(^|[^\\])!\[|(^|[^\\])\]\(|[<>\n]/.test(out)).toBe(false);
      }),
      { numRuns: fcRuns() },
    );
  });
  it('neutralizeCommands is idempotent on safe text', () => {
    expect(neutralizeCommands('plain text\nno commands')).toBe('plain text\nno commands');
  });
});

describe('output sizes (B12, output part)', () => {
  const f = (i: number) =>
    finding({ id: 'probe-failed', severity: 'warning', message: `m${i} ${'x'.repeat(200)}`, hint: 'h', source: 's' });
  it('the findings output is cut to fit, with a notice', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => f(i));
    const out = findingsOutput(many);
    expect(Buffer.byteLength(out.value)).toBeLessThanOrEqual(1_000_000);
    const kept = JSON.parse(out.value) as unknown[];
    expect(kept.length).toBeGreaterThan(1000);
    expect(out.notice).toBe(
      `The findings output holds ${kept.length} of 10000 findings (GitHub keeps 1 MB per output); all are in the JSON report (output report-path).`,
    );
    expect(findingsOutput([f(1)]).notice).toBeUndefined();
  });
  it('any other output over the limit is an error, not a silent cut', () => {
    expect(() => plainOutput('matrix', 'x'.repeat(1_100_000))).toThrow(
      /output matrix would be 1\.1 MB, over GitHub's 1 MB limit/,
    );
    expect(plainOutput('verdict', 'pass')).toEqual({ value: 'pass' });
  });
});

describe('redaction stays linear on hostile text', () => {
  // A quadratic pattern took 568 s on the first input; the test's own timeout is the guard.
  it('a megabyte of letters, digits or near-URLs is redacted (no catastrophic backtracking)', () => {
    for (const big of [
      'x'.repeat(1_100_000),
      'a0'.repeat(550_000),
      'h://'.repeat(275_000),
      '?token='.repeat(150_000),
    ]) {
      expect(typeof redact(big)).toBe('string');
    }
  });
});

describe('credentials of any length are redacted (R18)', () => {
  it.each([5_000, 200_000])('a userinfo of %i characters is stripped from output and noted for masking', (n) => {
    const token = `${'x'.repeat(n)}LONGSECRET`;
    const url = `https://user:${token}@pypi.internal.example/simple`;
    expect(redact(`source = { registry = "${url}" }`)).toBe(
      'source = { registry = "https://****@pypi.internal.example/simple" }',
    );
    noteUrlSecrets(url);
    expect(redact(`the token ${token} alone`)).toBe('the token **** alone');
  });
  it('no userinfo survives, whatever its length (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.stringMatching(/^[A-Za-z0-9_.~%:-]{1,12}$/), (n, tail) => {
        const info = 'k'.repeat(n) + tail;
        expect(redact(`x https://${info}@h.example/simple y`)).toBe('x https://****@h.example/simple y');
      }),
      { numRuns: fcRuns(50) },
    );
  });
  it('stays linear on long runs that never reach an @ (the test timeout is the guard)', () => {
    for (const big of [
      'a://' + 'x'.repeat(2_000_000),
      ('h://' + 'y'.repeat(1000)).repeat(2000),
      ('s://' + 'z'.repeat(1000) + '/').repeat(2000),
    ]) {
      expect(redact(big)).toBe(big);
      noteUrlSecrets(big);
    }
    const many = ('h://' + 'u'.repeat(1000) + '@host ').repeat(200);
    expect(redact(many)).toBe('h://****@host '.repeat(200));
  });
});
