/**
 * The output boundary: one escaper per medium, so user text (file names, index URLs, probe
 * output, matrix values) never becomes markup, a terminal escape or a workflow command.
 *  - `plain`: a field in a terminal line — control, C1 and bidi characters made visible, so it
 *    stays one line and cannot move the cursor or reorder text.
 *  - `cell`/`mdText`: Markdown in the job summary — HTML escaped and Markdown syntax (images,
 *    links, emphasis, code) escaped, one line.
 *  - `safeOutput`: everything the CLI writes to stdout or stderr, last — credentials redacted,
 *    stray controls escaped, and the two ways the runner reads a workflow command from a log
 *    line broken: `::` at the start of a line and `##[` anywhere.
 * Annotations go through runner/workflow-commands.ts, which escapes their data and properties itself.
 */
import { redact } from '../text/secrets.js';

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}

/** Markdown text on one line: HTML escaped, then the characters Markdown acts on, backslashed. */
export function mdText(text: string): string {
  return escapeHtml(text)
    .replace(/\r?\n|\r/g, ' ')
    .replace(/[\\`*_[\]()!~#|{}]/g, (c) => `\\${c}`);
}

/** For a Markdown table cell: `mdText`, so pipes cannot open a column either. */
export function cell(text: string): string {
  return mdText(text);
}

const hex = (c: string, width: number) => c.codePointAt(0)!.toString(16).padStart(width, '0');

// C0 controls, DEL, C1 controls; zero-width and bidi formatting characters (they can hide or
// reorder text in a terminal or a log view).

const FIELD_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

const OUTPUT_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const visible = (c: string) => (c.charCodeAt(0) < 0x100 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`);

/** Plain terminal text for one field: every control (newline included) made visible. */
export function plain(text: string): string {
  return text.replace(FIELD_CONTROLS, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? ' ' : visible(c)));
}

const ZWSP = '\u200b';

/** Breaks workflow commands: `::` opening a line (after spaces), `##[` anywhere. */
export function neutralizeCommands(text: string): string {
  let out = text.includes('::') ? text.replace(/^([ \t]*)::/gm, `$1${ZWSP}::`) : text;
  if (out.includes('##[')) out = out.replace(/##\[/g, `#${ZWSP}#[`);
  return out;
}

/** Controls, C1 and bidi characters as escapes (`\u202e`); newlines and tabs kept. The CLI's and the action's messages both pass it. */
export function showControls(text: string): string {
  return text.replace(OUTPUT_CONTROLS, visible);
}

/** The last step before the CLI writes to stdout or stderr. */
export function safeOutput(text: string): string {
  return neutralizeCommands(showControls(redact(text)));
}
