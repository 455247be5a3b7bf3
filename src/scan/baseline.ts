/**
 * `--baseline FILE`: report only findings a saved JSON report does not have. A finding matches a
 * saved one with the same file, id and API on the same line; findings left over then match saved
 * ones of the same file, id and API on other lines (code above them moved), one for one. So a
 * new use of an API a file already had is reported once the count grows, never hidden. Pure.
 */
import type { Finding } from '../core/finding.js';
import { InputError } from '../core/errors.js';

interface Saved {
  file: string;
  line: number;
  id: string;
  api: string;
}

export function readBaseline(text: string, file: string): Saved[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new InputError(`--baseline ${file}: not a JSON report (scan --format json)`);
  }
  const findings = (doc as { findings?: unknown }).findings;
  if (!Array.isArray(findings))
    throw new InputError(`--baseline ${file}: not a JSON report (no findings list; write one with scan --format json)`);
  const out: Saved[] = [];
  for (const f of findings as Record<string, unknown>[]) {
    const loc = f?.location as Record<string, unknown> | undefined;
    if (typeof f?.id !== 'string' || typeof loc?.file !== 'string') continue;
    out.push({
      file: loc.file.split('\\').join('/'),
      line: typeof loc.line === 'number' ? loc.line : 0,
      id: f.id,
      api: typeof f.api === 'string' ? f.api : '',
    });
  }
  return out;
}

const key = (file: string, id: string, api: string) => `${file}\u0000${id}\u0000${api}`;

export function newSinceBaseline(findings: readonly Finding[], saved: readonly Saved[]): Finding[] {
  const exact = new Map<string, number>();
  const loose = new Map<string, number>();
  for (const s of saved) {
    const k = key(s.file, s.id, s.api);
    exact.set(`${k}\u0000${s.line}`, (exact.get(`${k}\u0000${s.line}`) ?? 0) + 1);
    loose.set(k, (loose.get(k) ?? 0) + 1);
  }
  const take = (m: Map<string, number>, k: string) => {
    const n = m.get(k) ?? 0;
    if (n > 0) m.set(k, n - 1);
    return n > 0;
  };
  const left: Finding[] = [];
  for (const f of findings) {
    if (!f.location) {
      left.push(f);
      continue;
    }
    const k = key(f.location.file.split('\\').join('/'), f.id, f.api ?? '');
    if (take(exact, `${k}\u0000${f.location.line}`)) take(loose, k);
    else left.push(f);
  }
  return left.filter((f) => !f.location || !take(loose, key(f.location.file.split('\\').join('/'), f.id, f.api ?? '')));
}
