/**
 * The one place where Poetry and conda version constraints become PEP 440 specifiers, so the
 * rest of the tool only ever reads PEP 440 (through packaging/pep440.ts).
 */
import { InputError } from '../core/errors.js';
import { parseSpecifier, parseVersion } from '../packaging/pep440.js';

function checked(pep440: string, original: string, dialect: string): string {
  parseSpecifier(pep440, `${dialect} constraint ${JSON.stringify(original)}`);
  return pep440;
}

function bump(release: number[], at: number): string {
  const parts = release.slice(0, at + 1);
  parts[at] = (parts[at] ?? 0) + 1;
  return parts.join('.');
}

/**
 * Poetry: `^2.1` → `>=2.1,<3.0`, `^0.15.1` → `>=0.15.1,<0.16.0`, `~2.1` → `>=2.1,<2.2`,
 * `~2` → `>=2,<3`, `2.1.0` → `==2.1.0`, `*` → '', PEP 440 clauses pass through.
 */
export function poetryToPep440(input: string): { pep440: string; local?: string } {
  const text = input.trim();
  if (text === '' || text === '*') return { pep440: '' };
  if (text.includes('||')) {
    throw new InputError(
      `Poetry constraint ${JSON.stringify(text)} uses "||", which has no PEP 440 equivalent; split it into separate constraints with markers`,
    );
  }
  const clauses = text.split(/\s*,\s*|\s+(?=[<>=!~^])/).filter(Boolean);
  const out: string[] = [];
  let local: string | undefined;
  for (const clause of clauses) {
    const m = /^(\^|~(?!=))\s*(.+)$/.exec(clause);
    if (m) {
      const v = parseVersion(m[2] ?? '');
      if (!v)
        throw new InputError(`Poetry constraint ${JSON.stringify(text)}: ${JSON.stringify(m[2])} is not a version`);
      // PEP 440 forbids a local part in range clauses: keep the variant aside (`^2.2.0+cpu`).
      const base = v.public;
      local ??= v.local;
      const rel = v.release;
      let upper: string;
      if (m[1] === '^') {
        // The first non-zero part may not change; a bare `^0` allows <1.
        const first = rel.findIndex((n) => n !== 0);
        upper = bump(rel, first < 0 ? Math.max(rel.length - 1, 0) : first);
      } else {
        upper = bump(rel, rel.length === 1 ? 0 : 1);
      }
      out.push(`>=${base}`, `<${upper}`);
      continue;
    }
    if (/^\d/.test(clause)) {
      out.push(`==${clause}`);
      continue;
    }
    out.push(clause.replace(/\s+/g, ''));
  }
  const pep440 = checked(out.join(','), text, 'Poetry');
  local ??= parseSpecifier(pep440).local;
  return { pep440, ...(local ? { local } : {}) };
}

/**
 * conda: `2.0.*` and `2.0*` → `==2.0.*`, `=2.0` (fuzzy) → `==2.0.*`, `==2.0.0` → `==2.0.0`,
 * a bare `2.0.0` → `==2.0.0`, `>=2.0,<2.2` passes through; `|` (or) cannot be expressed.
 */
export function condaToPep440(input: string): string {
  const text = input.trim();
  if (text === '' || text === '*') return '';
  if (text.includes('|')) {
    throw new InputError(
      `conda constraint ${JSON.stringify(text)} uses "|" (or), which has no PEP 440 equivalent; pin one range`,
    );
  }
  const out = text.split(',').map((raw) => {
    const clause = raw.trim();
    if (clause.startsWith('==')) return clause;
    if (/^=[^=]/.test(clause)) return `==${fuzzy(clause.slice(1))}`;
    if (/^(>=|<=|>|<|!=|~=)/.test(clause)) return clause.replace(/\.?\*$/, '');
    return `==${/\*$/.test(clause) ? fuzzy(clause) : clause}`;
  });
  return checked(out.join(','), text, 'conda');
}

/** conda's `2.0` / `2.0*` / `2.0.*` all mean "2.0 or any 2.0.x". */
function fuzzy(v: string): string {
  const base = v.replace(/\.?\*$/, '');
  return `${base}.*`;
}
