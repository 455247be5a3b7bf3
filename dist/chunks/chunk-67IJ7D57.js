import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  FILE_CAPS,
  UnreadableFile,
  decodeUserText
} from "./chunk-PTXBOCHT.js";

// src/io/read-file.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
var MB = 1024 * 1024, NOUN = {
  pin: "pin file",
  workflow: "workflow",
  rules: "rules file",
  source: "source file",
  lock: "lock file",
  indexPage: "recorded index page"
};
function typeOf(st) {
  return st.isDirectory() ? "a directory" : st.isFIFO() ? "a FIFO (named pipe)" : st.isCharacterDevice() ? "a character device" : st.isBlockDevice() ? "a block device" : st.isSocket() ? "a socket" : "not a regular file";
}
var OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
function readUserFile(absPath, display, kind) {
  let cap = FILE_CAPS[kind], noun = NOUN[kind], fd;
  try {
    fd = openSync(absPath, OPEN_FLAGS);
  } catch (err) {
    let code = err.code ?? "error";
    throw code === "ENOENT" || code === "ENOTDIR" ? new UnreadableFile(display, "missing", "file not found") : code === "EISDIR" ? new UnreadableFile(display, "not-a-file", `is a directory, not a ${noun}`) : code === "ELOOP" ? new UnreadableFile(display, "error", "symlink loop") : new UnreadableFile(display, "error", `cannot be read (${code})`);
  }
  try {
    let st = fstatSync(fd);
    if (!st.isFile())
      throw new UnreadableFile(display, "not-a-file", `is ${typeOf(st)}, not a ${noun}; only regular files are read`);
    if (st.size > cap) throw tooLarge(display, noun, cap);
    let buf = Buffer.allocUnsafe(Math.min(cap + 1, st.size + 1)), n = 0;
    for (; ; ) {
      if (n === buf.length) {
        if (buf.length > cap) break;
        buf = Buffer.concat([buf, Buffer.allocUnsafe(Math.min(cap + 1, buf.length * 2 + 4096) - buf.length)]);
      }
      let got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
    }
    if (n > cap) throw tooLarge(display, noun, cap);
    return buf.subarray(0, n);
  } catch (err) {
    if (err instanceof UnreadableFile) throw err;
    let code = err.code ?? "error";
    throw code === "EISDIR" ? new UnreadableFile(display, "not-a-file", `is a directory, not a ${noun}`) : new UnreadableFile(display, "error", `cannot be read (${code})`);
  } finally {
    closeSync(fd);
  }
}
function tooLarge(display, noun, cap) {
  return new UnreadableFile(display, "too-large", `larger than ${cap / MB} MB, the most a ${noun} may be`);
}
function readUserText(absPath, display, kind) {
  return decodeUserText(readUserFile(absPath, display, kind), display);
}

export {
  readUserFile,
  readUserText
};
