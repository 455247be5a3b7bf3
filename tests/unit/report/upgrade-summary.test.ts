// The pin note of an upgrade in at most three sentences.
import { describe, expect, it } from 'vitest';
import { finding, type Finding } from '../../../src/core/finding.js';
import { countBySeverity, noteRunner, noteScan, upgradeStory } from '../../../src/report/upgrade-summary.js';

const note: Finding = finding({
  id: 'upgrade-note',
  severity: 'notice',
  message: 'torch ==2.8.0 → ==2.9.0 (2.8 → 2.9) drops no Python, runner or index variant this repository uses.',
  hint: 'h',
  source: 's',
  location: { file: 'requirements.txt', line: 2, column: 1 },
});
const at = (file: string, line: number, severity: Finding['severity'] = 'warning', api = 'torch.load'): Finding =>
  finding({
    id: 'api-deprecated',
    severity,
    message: 'm',
    hint: 'h',
    source: 's',
    api,
    location: { file, line, column: 1 },
  });
const driver: Finding = finding({
  id: 'driver-too-old',
  severity: 'error',
  message: 'torch 2.9.0+cu128 needs NVIDIA driver 570.26 or newer; this runner has 535.104. Update the driver.',
  hint: 'h',
  source: 's',
});
const sentences = (s: string) => s.split(/(?<=\.)\s+(?=[A-Z])/).length;

describe('the pin note in at most three sentences', () => {
  it('adds the runner GPU/driver problem and the scan count by severity, and warns when the code breaks', () => {
    const [n] = noteScan(noteRunner([note, driver]), [
      at('a.py', 3),
      at('a.py', 3, 'error', 'torch.x'),
      at('b.py', 9, 'notice'),
    ]);
    expect(n!.message).toBe(
      `${note.message} On this runner: torch 2.9.0+cu128 needs NVIDIA driver 570.26 or newer; this runner has 535.104. The scan found 2 code lines (1 error, 1 warning, 1 notice) that the new torch breaks or warns about.`,
    );
    expect(sentences(n!.message)).toBe(3);
    expect(n!.severity).toBe('warning');
  });

  it('no runner problem: the note is left as it is; an empty scan says so and stays a notice', () => {
    expect(noteRunner([note])[0]).toBe(note);
    const [n] = noteScan([note], []);
    expect(n!.message).toMatch(/The scan found no code line the new torch breaks\.$/);
    expect(n!.severity).toBe('notice');
  });

  it('countBySeverity counts lines once', () => {
    expect(countBySeverity([at('a.py', 1), at('a.py', 1)])).toBe('1 code line (2 warnings)');
  });
});

describe('upgradeStory', () => {
  const facts = {
    table: [{ aspect: 'torch', before: '==2.8.0', after: '==2.9.0' }],
    notes: [
      { release: '2.9', kind: 'python', text: 'Python 3.9 is no longer supported', source: 'https://example.org/a' },
      { release: '2.9', kind: 'behavior', text: 'x <b>', source: 'https://example.org/b' },
    ],
    breaks: [{ what: 'Python 3.9', use: { value: '3.9', file: '.github/workflows/ci.yml', line: 12, job: 'test' } }],
  };

  it('before → after, what breaks here with links, then the release notes grouped and collapsed', () => {
    const md = upgradeStory(facts, [note], [at('src/m.py', 7)], 'https://github.com/o/r/blob/' + 'a'.repeat(40));
    const i = (s: string) => md.indexOf(s);
    expect(md.startsWith('## torch upgrade: ==2.8.0 → ==2.9.0\n')).toBe(true);
    expect(i('| torch | ==2.8.0 | ==2.9.0 |')).toBeLessThan(i('### What breaks here'));
    expect(md).toContain(
      `<a href="https://github.com/o/r/blob/${'a'.repeat(40)}/requirements.txt#L2"><code>requirements.txt:2</code></a>`,
    );
    expect(md).toContain(
      '- Python 3.9: used by job <code>test</code> at <a href="https://github.com/o/r/blob/' +
        'a'.repeat(40) +
        '/.github/workflows/ci.yml#L12">',
    );
    expect(md).toContain('src/m.py#L7');
    expect(i('### What breaks here')).toBeLessThan(i('<details><summary>Release notes of the releases crossed (2)'));
    expect(i('**Install**')).toBeLessThan(i('**Behaviour**'));
    expect(md).not.toContain('**Runtime**');
    expect(md).toContain('x &lt;b&gt;');
    expect(md.trimEnd().endsWith('</details>')).toBe(true);
  });

  it('nothing dropped and no scan: said in one line', () => {
    expect(upgradeStory({ table: facts.table }, [], undefined)).toContain('Nothing this repository uses is dropped.');
  });
});
