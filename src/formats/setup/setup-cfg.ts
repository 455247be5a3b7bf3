/** setup.cfg: `[options] install_requires`, `python_requires` and `[options.extras_require]`. */
import { followIncludes, selfExtras, type AltName, type IncludeEdge } from '../alternative-includes.js';
import { InputError } from '../../core/errors.js';
import { commentStart } from '../comment.js';
import { at, emptyResult, pinFrom, type FileResult, otherOffset, otherPinFrom, readOther } from '../file-result.js';
import { normalizeSpecifier, parseRequirement } from '../../packaging/requirement.js';

interface IniValue {
  section: string;
  key: string;
  /** Each non-empty line of the value with its position. */
  lines: { text: string; line: number; column: number }[];
  keyLine: number;
}

/** A line terminator other than \n: `.` in a regex stops at one. */
const TERMINATOR = /[\n\r\u2028\u2029]/;

/**
 * `key = value` split at the first `=` or `:`, as `/^([^=:]+?)\s*[=:]\s*(.*)$/` split it (that
 * regex backtracked quadratically over a long run of spaces in a line with neither).
 */
function keyValue(raw: string): { key: string; value: string } | undefined {
  const eq = raw.indexOf('=');
  const colon = raw.indexOf(':');
  const sep = eq < 0 ? colon : colon < 0 ? eq : Math.min(eq, colon);
  if (sep < 1) return undefined;
  const value = raw.slice(sep + 1).trimStart();
  if (TERMINATOR.test(value)) return undefined;
  return { key: raw.slice(0, sep).trim(), value };
}

/** A small INI reader with configparser's rules for multi-line values and full-line comments. */
function iniValues(text: string, file: string): IniValue[] {
  const out: IniValue[] = [];
  let section = '';
  let current: IniValue | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const lineNo = i + 1;
    if (/^\s*[#;]/.test(raw) || raw.trim() === '') return;
    const header = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (header) {
      section = header[1]!.trim();
      current = undefined;
      return;
    }
    if (/^\s/.test(raw) && current) {
      const col = raw.length - raw.trimStart().length + 1;
      current.lines.push({ text: raw.trim(), line: lineNo, column: col });
      return;
    }
    const kv = keyValue(raw);
    if (!kv) throw new InputError(`${file}:${lineNo}:1: not valid setup.cfg: expected "key = value" or a [section]`);
    current = { section, key: kv.key, lines: [], keyLine: lineNo };
    out.push(current);
    const value = kv.value;
    if (value.trim() !== '')
      current.lines.push({ text: value.trim(), line: lineNo, column: raw.length - value.length + 1 });
  });
  return out;
}

export function readSetupCfg(text: string, file: string): FileResult {
  const out = emptyResult();
  const values = iniValues(text, file);
  // `[metadata] name`: an extra that lists the project itself (`pkg[gpu]`) installs those extras.
  const project = values.find((v) => v.section === 'metadata' && v.key === 'name')?.lines[0]?.text;
  const edges: IncludeEdge[] = [];
  for (const v of values) {
    const requires =
      (v.section === 'options' && v.key === 'install_requires') || v.section === 'options.extras_require';
    if (v.section === 'options' && v.key === 'python_requires' && v.lines[0]) {
      const first = v.lines[0];
      out.requiresPython = {
        specifier: at(
          file,
          first.line,
          first.column,
          () => normalizeSpecifier(first.text, 'python_requires').specifier,
        ),
        location: { file, line: first.line, column: first.column },
      };
      continue;
    }
    if (!requires) continue;
    const group = v.section === 'options.extras_require' ? v.key : undefined;
    if (group !== undefined && v.lines[0]) out.alternatives.extras[group] ??= { file, line: v.lines[0].line };
    for (const l of v.lines) {
      const comment = commentStart(l.text, false);
      const text = comment < 0 ? l.text : l.text.slice(0, comment);
      const file_ = /^file:\s*(.+)$/.exec(text);
      if (file_) {
        for (const f of file_[1]!
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean))
          out.includes.push({ path: f, kind: 'requirement', line: l.line, column: l.column });
        continue;
      }
      const self = at(file, l.line, l.column, () => selfExtras(text, project));
      if (self) {
        const from: AltName = group === undefined ? { kind: 'default', name: '' } : { kind: 'extra', name: group };
        for (const extra of self.extras)
          edges.push({
            from,
            to: { kind: 'extra', name: extra },
            ...(self.marker ? { marker: self.marker } : {}),
            location: { file, line: l.line, column: l.column },
          });
        continue;
      }
      const req = at(file, l.line, l.column, () => parseRequirement(text));
      const other = req ? undefined : readOther(text);
      if (other)
        out.others.push(
          otherPinFrom(
            other,
            'setup.cfg',
            { file, line: l.line, column: l.column + otherOffset(other) },
            group ? { group, alternative: 'extra' } : {},
          ),
        );
      if (req)
        out.pins.push(
          pinFrom(
            req,
            'setup.cfg',
            { file, line: l.line, column: l.column + req.nameOffset },
            group ? { group, alternative: 'extra' } : {},
          ),
        );
    }
  }
  out.pins = followIncludes(out.pins, edges, out.alternatives, file);
  return out;
}
