/**
 * What a repository's workflows use that a torch upgrade can take away: the Pythons
 * (setup-python's `python-version`, matrix values) and the runner labels (`runs-on`, a matrix
 * `os`), each with its job and line. Read line by line, as written: `3.10` stays `3.10`, and a
 * `${{ … }}` expression is left to the matrix values it names.
 */
import type { PinSet } from './types.js';
import type { Use } from './upgrade.js';

const PY_KEYS = new Set(['python-version', 'python', 'python_version', 'py']);
const RUNNER_KEYS = new Set(['runs-on', 'os', 'runner']);

const unquote = (v: string) => v.trim().replace(/^(['"])(.*)\1$/, '$2');

/** `[a, "b"]` or `a` → the plain values; expressions and empty values → none. */
function values(raw: string): string[] {
  const v = raw.trim();
  if (!v || v.startsWith('${{') || v === '|' || v === '>') return [];
  const inner = /^\[(.*)\]$/.exec(v);
  return (inner ? inner[1]!.split(',') : [v]).map(unquote).filter((x) => x && !x.includes('${{'));
}

/** A Python version as a minor (`3.12.4` → `3.12`); anything else (`pypy3.10`, `3.x`) is not one. */
const minor = (v: string) => /^(3\.\d+)(\.\d+)?$/.exec(v)?.[1];

export function workflowUses(text: string, file: string): { pythons: Use[]; runners: Use[] } {
  const pythons: Use[] = [];
  const runners: Use[] = [];
  const lines = text.split(/\r?\n/);
  let inJobs = false;
  let jobIndent = -1;
  let job: string | undefined;
  // A key whose values follow as `- item` lines.
  let open: { kind: 'py' | 'runner'; indent: number } | undefined;
  const add = (kind: 'py' | 'runner', value: string, line: number) => {
    const u = (v: string): Use => ({ value: v, file, line, ...(job ? { job } : {}) });
    if (kind === 'py') {
      const m = minor(value);
      if (m) pythons.push(u(m));
    } else runners.push(u(value));
  };
  lines.forEach((raw, i) => {
    const line = raw.replace(/\s+#.*$/, '');
    if (!line.trim() || line.trim().startsWith('#')) return;
    const indent = line.length - line.trimStart().length;
    if (open) {
      const item = /^\s*-\s+(.*)$/.exec(line);
      if (item && indent >= open.indent) {
        for (const v of values(item[1]!)) add(open.kind, v, i + 1);
        return;
      }
      open = undefined;
    }
    if (indent === 0) {
      inJobs = /^jobs:\s*$/.test(line);
      jobIndent = -1;
      job = undefined;
      return;
    }
    const kv = /^\s*(?:-\s+)?([\w-]+):\s*(.*)$/.exec(line);
    if (!kv) return;
    const [, key, value] = kv as unknown as [string, string, string];
    if (inJobs && (jobIndent < 0 || indent === jobIndent) && !line.trimStart().startsWith('-')) {
      jobIndent = indent;
      job = key;
      return;
    }
    const kind = PY_KEYS.has(key) ? 'py' : RUNNER_KEYS.has(key) ? 'runner' : undefined;
    if (!kind) return;
    if (!value.trim()) open = { kind, indent };
    else for (const v of values(value)) add(kind, v, i + 1);
  });
  return { pythons, runners };
}

/** The index variants the pins install from: a `+cu121` build, or a PyTorch index URL. */
export function pinVariants(set: PinSet): Use[] {
  const out: Use[] = [];
  for (const p of set.pins) {
    const fromUrl = /download\.pytorch\.org\/whl\/(?:nightly\/)?(cu\d+|cpu|rocm[\d.]+|xpu)\b/.exec(
      p.indexUrl ?? '',
    )?.[1];
    const v = p.local ?? p.wheel?.local ?? fromUrl;
    if (v && /^(cu\d+|cpu|rocm[\d.]+|xpu)$/.test(v))
      out.push({ value: v, file: p.location.file, line: p.location.line });
  }
  return out;
}
