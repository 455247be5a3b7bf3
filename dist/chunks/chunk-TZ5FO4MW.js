import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  TomlError,
  parse
} from "./chunk-N7ECCAM6.js";
import {
  normalizeName
} from "./chunk-PPAX2C5I.js";
import {
  derived
} from "./chunk-6SETDTHU.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/locks/types.ts
var LOCKED_NAMES = ["torch", "torchvision", "torchaudio"];

// src/locks/blocks.ts
var NAME = /^name\s*=\s*["']([A-Za-z0-9._-]+)["']\s*$/, normalize = normalizeName;
function rootTables(text, file) {
  let lines = text.split(/\r?\n/), out = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== "[[package]]") continue;
    let end = i + 1;
    for (; end < lines.length && lines[end].trim() !== "[[package]]"; ) end++;
    let head = lines.slice(i + 1, Math.min(end, i + 6)).join(`
`);
    if (/^source = \{ (virtual|editable) = "\." \}/m.test(head)) {
      let table = parseBlock(lines.slice(i, end).join(`
`), file, i).package?.[0];
      table && out.push(table);
    }
    i = end - 1;
  }
  return out;
}
function torchBlocks(text, header, file) {
  let lines = text.split(/\r?\n/), starts = [];
  lines.forEach((l, i) => {
    l.trim() === header && starts.push(i);
  });
  let out = [];
  return starts.forEach((start, k) => {
    let end = starts[k + 1] ?? lines.length, name;
    for (let i = start + 1; i < end && name === void 0; i++) {
      let m = NAME.exec(lines[i].trim());
      if (m) name = normalize(m[1]);
      else if (lines[i].trim().startsWith("[")) break;
    }
    if (!name || !LOCKED_NAMES.includes(name)) return;
    let body = lines.slice(start, end), table = parseBlock(body.join(`
`), file, start)[header === "[[package]]" ? "package" : "packages"]?.[0];
    table && out.push({ line: start + 1, lines: body, table, name });
  }), out;
}
var quotedLines = derived("lock-block-quoted-lines", (block) => {
  let index = /* @__PURE__ */ new Map();
  return block.lines.forEach((l, i) => {
    for (let s of quoted(l)) index.has(s) || index.set(s, i);
  }), index;
});
function quoted(line) {
  let out = [];
  for (let open = 0; open < line.length; open++) {
    let q = line[open];
    if (q !== '"' && q !== "'") continue;
    let j = open + 1;
    if (q === '"') for (; j < line.length && line[j] !== '"'; ) j += line[j] === "\\" ? 2 : 1;
    else for (; j < line.length && line[j] !== "'"; ) j++;
    if (j >= line.length) break;
    out.push(line.slice(open + 1, j)), open = j;
  }
  return out;
}
function lineOf(block, needle, fallback = block.line) {
  let i = quotedLines(block).get(needle);
  return i === void 0 ? fallback : block.line + i;
}
var nameLine = (block) => block.line + Math.max(
  0,
  block.lines.findIndex((l) => NAME.test(l.trim()))
), str = (v) => typeof v == "string" ? v : void 0, records = (v) => Array.isArray(v) ? v.filter((x) => typeof x == "object" && x !== null && !Array.isArray(x)) : [], record = (v) => typeof v == "object" && v !== null && !Array.isArray(v) ? v : void 0;
function parseBlock(text, file, offset) {
  try {
    return parse(text);
  } catch (e) {
    let first = (e instanceof Error ? e.message : String(e)).split(`
`)[0].replace(/^Invalid TOML document:\s*/, ""), at = e instanceof TomlError ? `${offset + e.line}:${e.column}` : `${offset + 1}`;
    throw new InputError(`${file}:${at}: not valid TOML: ${first}`);
  }
}

export {
  LOCKED_NAMES,
  normalize,
  rootTables,
  torchBlocks,
  lineOf,
  nameLine,
  str,
  records,
  record
};
