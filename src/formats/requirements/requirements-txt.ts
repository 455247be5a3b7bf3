/**
 * pip requirements files, read the way pip reads them (pip/_internal/req/req_file.py): lines
 * ending in `\` are joined, `#` comments (at the start or after whitespace) are dropped,
 * `${VAR}` is expanded from the environment, a line is split into the requirement and the
 * options that follow it at the first token starting with `-`.
 */
import { InputError } from '../../core/errors.js';
import { noteSecret, noteUrlSecrets, SECRET_NAME } from '../../text/secrets.js';
import { pipOption, splitOption } from '../../request/pip-options.js';
import { commentStart } from '../comment.js';
import { parseRequirement, type ParsedRequirement } from '../../packaging/requirement.js';
import { readOther, type ReqEntry, type ReqFile, type ReqOption, type ReqOther } from '../file-result.js';

interface Logical {
  text: string;
  /** 1-based line and column of each character of text. */
  lines: number[];
  cols: number[];
}

/** `s.replace(/\\+$/, '')` without the regex, which retried from each backslash of a long run: quadratic. */
function withoutTrailingBackslashes(s: string): string {
  let end = s.length;
  while (end > 0 && s[end - 1] === '\\') end--;
  return s.slice(0, end);
}

/** Physical lines → logical lines with a position for every character. */
function logicalLines(text: string): Logical[] {
  const out: Logical[] = [];
  let cur: Logical | undefined;
  const physical = text.split(/\r?\n/);
  physical.forEach((raw, i) => {
    const lineNo = i + 1;
    const isComment = /^\s*#/.test(raw);
    const continues = raw.endsWith('\\') && !isComment;
    const body = continues ? withoutTrailingBackslashes(raw) : isComment && cur ? ` ${raw}` : raw;
    const offset = isComment && cur && !continues ? -1 : 0;
    cur ??= { text: '', lines: [], cols: [] };
    for (let c = 0; c < body.length; c++) {
      cur.text += body[c];
      cur.lines.push(lineNo);
      cur.cols.push(c + 1 + offset);
    }
    if (!continues) {
      out.push(cur);
      cur = undefined;
    }
  });
  if (cur) out.push(cur);
  return out;
}

const ENV_VAR = /\$\{([A-Z0-9_]+)\}/g;

/** Splits an options string into tokens with their offsets (whitespace-separated, quotes kept together). */
function tokens(s: string, base: number): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  const re = /"[^"]*"|'[^']*'|\S+/g;
  for (let m = re.exec(s); m; m = re.exec(s)) out.push({ text: m[0].replace(/^["']|["']$/g, ''), at: base + m.index });
  return out;
}

function parseOptions(
  s: string,
  base: number,
  where: (at: number) => { line: number; column: number },
  onRequirementLine: boolean,
  file: string,
): ReqOption[] {
  const out: ReqOption[] = [];
  const toks = tokens(s, base);
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i]!;
    if (!tok.text.startsWith('-')) continue; // stray text (a marker after an option): pip ignores or rejects it; not ours to judge
    // `--name=value`, and short options with their value glued on: `-rbase.txt`.
    const { name } = splitOption(tok.text);
    let { value } = splitOption(tok.text);
    const spec = pipOption(name, 'file');
    if (!spec) continue; // an option we do not need (pip validates it)
    if (spec.takesValue && value === undefined) {
      const next = toks[i + 1];
      if (!next) {
        const pos = where(tok.at);
        throw new InputError(`${file}:${pos.line}:${pos.column}: ${name} needs a value`);
      }
      value = next.text;
      i++;
    }
    if (spec.role === 'other') continue;
    const pos = where(tok.at);
    out.push({
      role: spec.role,
      ...(value !== undefined ? { value } : {}),
      line: pos.line,
      column: pos.column,
      onRequirementLine,
    });
  }
  return out;
}

/**
 * Reads one requirements file's text. Family pins are parsed; other requirements only skipped.
 * `env` expands `${VAR}` as pip does; a variable that is not set is left as written.
 */
export function parseRequirementsText(
  text: string,
  file: string,
  env: Readonly<Record<string, string | undefined>> = {},
): ReqFile {
  const entries: ReqEntry[] = [];
  const others: ReqOther[] = [];
  const options: ReqOption[] = [];
  for (const logical of logicalLines(text)) {
    const comment = commentStart(logical.text, true);
    const stripped = comment < 0 ? logical.text : logical.text.slice(0, comment);
    if (stripped.trim() === '') continue;
    const where = (at: number) => ({ line: logical.lines[at] ?? logical.lines[0] ?? 1, column: logical.cols[at] ?? 1 });
    const lead = stripped.length - stripped.trimStart().length;
    if (stripped.trimStart().startsWith('-')) {
      const opts = parseOptions(expand(stripped, env).text, 0, where, false, file);
      // `-e git+https://…#egg=torch` installs torch from a source tree: a pin, not an option.
      for (const o of opts.filter((x) => x.role === 'editable')) {
        const req = editableRequirement(o.value ?? '');
        if (req) entries.push({ req, line: o.line, column: o.column, notes: [] });
      }
      options.push(...opts.filter((x) => x.role !== 'editable'));
      continue;
    }
    // pip's break_args_options: split on single spaces; the first token starting with "-" starts the options.
    const parts = stripped.split(' ');
    let cut = stripped.length;
    let offset = 0;
    for (const p of parts) {
      if (p.startsWith('-')) {
        cut = offset;
        break;
      }
      offset += p.length + 1;
    }
    const reqText = stripped.slice(0, cut);
    const optText = stripped.slice(cut);
    const lineOptions = parseOptions(optText, cut, where, true, file);
    options.push(...lineOptions);
    const expanded = expand(reqText, env);
    const pos = where(lead);
    let req: ParsedRequirement | undefined;
    try {
      req = parseRequirement(stripUnsetLocal(expanded.text, expanded.unset));
    } catch (e) {
      if (e instanceof InputError) throw new InputError(`${file}:${pos.line}:${pos.column}: ${e.message}`);
      throw e;
    }
    if (!req) {
      const other = expanded.unset.length ? undefined : readOther(expanded.text);
      if (other) others.push({ read: other, line: pos.line, column: pos.column });
      continue;
    }
    const notes = expanded.unset.map(
      (v) =>
        `\${${v}} is not set here, so the build variant it selects is unknown; set ${v} when running the check to see the variant pip will ask for`,
    );
    entries.push({ req, line: pos.line, column: pos.column, notes });
  }
  return { entries, others, options };
}

/** `-e VCS_URL#egg=NAME` or `-e NAME @ URL`: the family package it names, with its URL. */
function editableRequirement(value: string): ParsedRequirement | undefined {
  const at = /^\s*([A-Za-z0-9._-]+)(\[[^\]]*\])?\s*@\s*(\S+)/.exec(value);
  const egg = /[#&]egg=([A-Za-z0-9._-]+)/.exec(value);
  const name = at?.[1] ?? egg?.[1];
  const url = at?.[3] ?? value.trim();
  if (!name || !URLISH_EDITABLE.test(url)) return undefined;
  const req = parseRequirement(`${name} @ ${url}`);
  return req;
}

const URLISH_EDITABLE = /^(git|hg|svn|bzr)\+|^[a-z][a-z0-9+.-]*:\/\/|^[./]/i;

function expand(s: string, env: Readonly<Record<string, string | undefined>>): { text: string; unset: string[] } {
  const unset: string[] = [];
  const text = s.replace(ENV_VAR, (whole, name: string) => {
    const v = env[name];
    if (v === undefined) {
      unset.push(name);
      return whole;
    }
    // A `${PRIVATE_TOKEN}` is a secret wherever it lands; any URL credentials it forms are too.
    if (SECRET_NAME.test(name)) noteSecret(v);
    return v;
  });
  if (text !== s) noteUrlSecrets(text);
  return { text, unset };
}

/** `torch==2.0.1+${CUDA_TAG}` with CUDA_TAG unset: keep the public version, drop the unknown local part. */
function stripUnsetLocal(s: string, unset: string[]): string {
  if (unset.length === 0) return s;
  return s.replace(/\+[A-Za-z0-9.]*\$\{[A-Z0-9_]+\}[A-Za-z0-9.]*/g, '').replace(/\$\{[A-Z0-9_]+\}/g, '');
}
