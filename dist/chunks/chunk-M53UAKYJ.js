import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  compareDotted
} from "./chunk-OM7NX4PT.js";
import {
  compareVersions,
  lowerBound,
  parseSpecifier,
  satisfies
} from "./chunk-MKZFFGSF.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/scan/range.ts
var SAMPLES = [
  ...Array.from({ length: 14 }, (_, m) => `1.${m}.0`),
  ...Array.from({ length: 41 }, (_, m) => `2.${m}.0`)
];
function torchRange(input, what = "--torch") {
  let spec = parseSpecifier(input, `${what} range`), extra = [spec.exact, lowerBound(spec)].filter((v) => !!v), versions = [];
  for (let v of [...SAMPLES, ...extra])
    satisfies(v, spec) && !versions.some((w) => compareVersions(w, v) === 0) && versions.push(v);
  if (versions.sort(compareVersions), versions.length === 0) throw new InputError(`${what} range ${JSON.stringify(input)} admits no torch release`);
  return { text: spec.text || "*", versions, oldest: versions[0], newest: versions[versions.length - 1] };
}
function atLeast(v, floor) {
  return compareDotted(v, floor) >= 0;
}
function short(v) {
  return v.replace(/^(\d+\.\d+)\.0$/, "$1");
}

export {
  torchRange,
  atLeast,
  short
};
