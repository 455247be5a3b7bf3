import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  redact
} from "./chunk-RCCPN63V.js";

// src/report/escape.ts
var HTML = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}
function mdText(text) {
  return escapeHtml(text).replace(/\r?\n|\r/g, " ").replace(/[\\`*_[\]()!~#|{}]/g, (c) => `\\${c}`);
}
function cell(text) {
  return mdText(text);
}
var hex = (c, width) => c.codePointAt(0).toString(16).padStart(width, "0"), FIELD_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, OUTPUT_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, visible = (c) => c.charCodeAt(0) < 256 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`;
function plain(text) {
  return text.replace(FIELD_CONTROLS, (c) => c === `
` ? "\\n" : c === "\r" ? "\\r" : c === "	" ? " " : visible(c));
}
var ZWSP = "\u200B";
function neutralizeCommands(text) {
  let out = text.includes("::") ? text.replace(/^([ \t]*)::/gm, `$1${ZWSP}::`) : text;
  return out.includes("##[") && (out = out.replace(/##\[/g, `#${ZWSP}#[`)), out;
}
function showControls(text) {
  return text.replace(OUTPUT_CONTROLS, visible);
}
function safeOutput(text) {
  return neutralizeCommands(showControls(redact(text)));
}

export {
  escapeHtml,
  mdText,
  cell,
  plain,
  showControls,
  safeOutput
};
