import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/versions/python.ts
var CPYTHON = /^(?:cpython-?|python-?|py)?(\d)\.(\d{1,2})(?:\.(\d{1,3}))?((?:a|b|rc)\d{1,3}|-(?:alpha|beta|rc)\.?\d{1,3}|-dev)?(t)?$/i, PYPY = /^pypy-?(\d)\.(\d{1,2})(?:[.-].*)?$/i, GRAALPY = /^graalpy-?\d+(\.\d+)*$/i;
function parsePythonVersion(input) {
  let text = input.trim(), m = CPYTHON.exec(text);
  if (m) {
    let major = Number(m[1]), minor = Number(m[2]);
    return {
      major,
      minor,
      ...m[3] !== void 0 ? { full: `${major}.${minor}.${m[3]}${(m[4] ?? "").replace(/^-/, "")}` } : {},
      freeThreaded: m[5] !== void 0,
      implementation: "cpython"
    };
  }
  let p = PYPY.exec(text);
  if (p) return { major: Number(p[1]), minor: Number(p[2]), freeThreaded: !1, implementation: "pypy" };
  if (GRAALPY.test(text)) return { major: 3, minor: 11, freeThreaded: !1, implementation: "graalpy" };
  throw new InputError(
    `Python version ${JSON.stringify(text.slice(0, 60))} is not understood; expected e.g. 3.12, 3.12.4, 3.13t (free-threaded), 3.14.0rc1 or pypy3.9`
  );
}
function pythonTag(v) {
  return `${v.major}.${v.minor}${v.freeThreaded ? "t" : ""}`;
}
function pythonMinor(text) {
  let m = /^(\d)\.(\d{1,2})t?$/.exec(text.trim());
  if (!m) throw new InputError(`not a Python minor version: ${JSON.stringify(text)}`);
  return [Number(m[1]), Number(m[2])];
}
var MINORS = /* @__PURE__ */ new Map();
function minorKey(text) {
  let k = MINORS.get(text);
  if (k === void 0) {
    let [a, b] = pythonMinor(text);
    k = a * 100 + b, MINORS.set(text, k);
  }
  return k;
}
function comparePythonMinor(a, b) {
  return minorKey(a) - minorKey(b);
}

export {
  parsePythonVersion,
  pythonTag,
  comparePythonMinor
};
