import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/text/user-text.ts
var MB = 1024 * 1024, FILE_CAPS = {
  pin: 5 * MB,
  workflow: 2 * MB,
  rules: 5 * MB,
  source: 5 * MB,
  /** uv.lock, poetry.lock, pylock.toml, pixi.lock: generated, often megabytes in a real project. */
  lock: 20 * MB,
  /** A recorded package index page (catalog:refresh --from): download.pytorch.org's are ~10 MB. */
  indexPage: 64 * MB
};
function decodeUserText(buf, display) {
  let nul = buf.indexOf(0);
  if (nul >= 0) {
    let line = buf.subarray(0, nul).toString("latin1").split(`
`).length, utf16 = buf.length >= 2 && (buf[0] === 255 && buf[1] === 254 || buf[0] === 254 && buf[1] === 255);
    throw new InputError(
      `${display}:${line}: is a binary file (NUL byte)${utf16 ? "; it looks like UTF-16 \u2014 save it as UTF-8" : ""}`
    );
  }
  return buf.toString("utf8").replace(/^\uFEFF/, "");
}
var UnreadableFile = class extends InputError {
  constructor(file, why, reason) {
    super(`${file}: ${reason}`);
    this.file = file;
    this.why = why;
    this.reason = reason;
  }
  file;
  why;
  reason;
};

export {
  FILE_CAPS,
  decodeUserText,
  UnreadableFile
};
