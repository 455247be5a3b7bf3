/** Escaping for the places user text ends up: HTML/Markdown in the job summary, one-line text. */

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}

/** For a Markdown table cell: HTML-escaped, one line, pipes escaped. */
export function cell(text: string): string {
  return escapeHtml(text).replace(/\r?\n|\r/g, ' ').replace(/\|/g, '\\|');
}

/** Plain terminal text: control characters (escape sequences from files) are made visible. */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
