import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  parseChangedLines
} from "./chunk-VBFHCBTZ.js";
import {
  git,
  mergeBase
} from "./chunk-BY7YY2SM.js";
import "./chunk-7RINEI5H.js";
import "./chunk-N6RADHI2.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-TAJKOWKH.js";
import "./chunk-CRCA3HIA.js";
import "./chunk-7PS6K7CA.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-PFVJE3NF.js";
import "./chunk-IZOJAUDD.js";
import "./chunk-4GJL62V7.js";
import "./chunk-X5IIZGFD.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";

// src/io/changes.ts
async function changesSince(ref, cwd) {
  if (!/^[A-Za-z0-9._\/@^~{}-]+$/.test(ref) || ref.startsWith("-")) throw new InputError(`--changed-since ${JSON.stringify(ref.slice(0, 80))} is not a git ref`);
  let base = await mergeBase(ref, cwd, "changes");
  if (typeof base != "string") throw new InputError(`--changed-since: ${base.problem}. ${base.hint}`);
  let cap = { file: "git diff", maxBytes: 20 * 1024 * 1024, noun: "a diff" }, names = await git(["diff", "--name-only", "-z", "--diff-filter=ACMR", "--no-renames", base, "--", "*.py", "*.pyi"], cwd, cap);
  if (names.code !== 0) throw new InputError(`--changed-since: git diff failed: ${names.err.split(`
`)[0]}`);
  let files = names.out.toString("utf8").split("\0").filter(Boolean);
  if (!files.length) return { base, files, lines: /* @__PURE__ */ new Map() };
  let diff = await git(["diff", "--unified=0", "--no-color", "--no-ext-diff", "--diff-filter=ACMR", "--no-renames", base, "--", ...files], cwd, cap);
  if (diff.code !== 0) throw new InputError(`--changed-since: git diff failed: ${diff.err.split(`
`)[0]}`);
  return { base, files, lines: parseChangedLines(diff.out.toString("utf8")) };
}
export {
  changesSince
};
