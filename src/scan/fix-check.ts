/**
 * Whether a file's fixes leave it valid: after rewriting, the file must still tokenize (with its
 * brackets balanced) and bind the same names in the same blocks, in the same order. A rename that
 * turned a target into `torch.outer = torch.outer` would unbind a name; one that broke a string or
 * a bracket would not tokenize. Pure: the text and its fixes in, the findings whose fixes may be
 * applied out.
 */
import type { Finding } from '../core/finding.js';
import { applyFixes } from './apply-fixes.js';
import { analyze } from './uses.js';

function signature(text: string): string[] | undefined {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const a = analyze(source, undefined, { bindings: true });
  return a.error ? undefined : (a.bound ?? []);
}

function same(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * The findings of one file whose fixes may be applied: all of them when the rewritten file checks
 * out; otherwise each fix alone that does, then together again (none if they still do not).
 */
export function safeFixes(text: string, findings: readonly Finding[]): Set<Finding> {
  const withFix = findings.filter((f) => f.fix);
  const before = signature(text);
  // A file that does not tokenize now gets no fix: nothing could show the fix keeps it valid.
  if (!before || withFix.length === 0) return new Set();
  const ok = (fs: readonly Finding[]) => {
    const after = signature(
      applyFixes(
        text,
        fs.map((f) => f.fix!),
      ).text,
    );
    return after !== undefined && same(before, after);
  };
  if (ok(withFix)) return new Set(withFix);
  const alone = withFix.filter((f) => ok([f]));
  return new Set(alone.length > 0 && ok(alone) ? alone : []);
}
