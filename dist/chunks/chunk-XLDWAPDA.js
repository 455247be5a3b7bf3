import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/report/escape.ts
var HTML = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}
function cell(text) {
  return escapeHtml(text).replace(/\r?\n|\r/g, " ").replace(/\|/g, "\\|");
}
function plain(text) {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

export {
  escapeHtml,
  cell,
  plain
};
