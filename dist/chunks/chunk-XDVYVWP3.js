import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  lockKindOf,
  lockParser
} from "./chunk-KQBDUDHC.js";
import {
  readUserText
} from "./chunk-67IJ7D57.js";

// src/workspace/lock-files.ts
import { readdir } from "node:fs/promises";
import path from "node:path";
async function discoverLockFiles(dir) {
  let names;
  try {
    names = (await readdir(dir, { withFileTypes: !0 })).filter((d) => !d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
  return names.filter((n) => lockKindOf(n)).sort().map((n) => path.join(dir, n));
}
async function readLocks(files, cwd) {
  return readLocksWith(await lockParser(files.map((f) => lockKindOf(f))), files, cwd);
}
function readLocksWith(parse, files, cwd) {
  return files.map((f) => {
    let abs = path.resolve(cwd, f), display = path.relative(cwd, abs) || f;
    return parse(readUserText(abs, display, "lock"), display.split(path.sep).join("/"), lockKindOf(abs));
  });
}

export {
  discoverLockFiles,
  readLocks,
  readLocksWith
};
