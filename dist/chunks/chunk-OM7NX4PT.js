import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  bounded
} from "./chunk-6SETDTHU.js";

// src/versions/dotted.ts
var DOTTED = /^\d{1,6}(\.\d{1,6}){0,3}$/, LEADING = /^\s*(\d+(?:\.\d+)*)/;
function isDotted(text) {
  return DOTTED.test(text.trim());
}
var parts = bounded("dotted-parts", 1e4, (text) => {
  let m = LEADING.exec(text);
  return m ? m[1].split(".").map(Number) : null;
});
function compareDotted(a, b) {
  let pa = parts(a), pb = parts(b);
  if (!pa || !pb) return 0;
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    let d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export {
  isDotted,
  compareDotted
};
