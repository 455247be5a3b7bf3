import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/platform/variant.ts
var VARIANT_PATTERN = /^(?:cpu|xpu|cu\d{3}|rocm(\d+\.\d+(?:\.\d+)?))$/, isVariantName = (text) => VARIANT_PATTERN.test(text);
function variantKind(text) {
  if (!(text === void 0 || !VARIANT_PATTERN.test(text)))
    return text === "cpu" || text === "xpu" ? text : text.startsWith("cu") ? "cuda" : "rocm";
}
var isCuda = (text) => variantKind(text) === "cuda", isRocm = (text) => variantKind(text) === "rocm", sameKind = (a, b) => variantKind(a) !== void 0 && variantKind(a) === variantKind(b), rocmVersion = (text) => VARIANT_PATTERN.exec(text)?.[1];
function cudaVariant(text) {
  let m = /^(?:cuda[-_ ]?|cu)?(\d{2})\.(\d)(?:\.\d+)?$/.exec(text.trim().toLowerCase());
  return m ? `cu${m[1]}${m[2]}` : void 0;
}
function rocmVariant(text) {
  let m = /^rocm[-_ ]?(\d+\.\d+(?:\.\d+)?)$/.exec(text.trim().toLowerCase());
  return m ? `rocm${m[1]}` : void 0;
}
function variantOfLabel(label) {
  if (!label) return;
  let m = /^(cpu|xpu|cu\d{3}|rocm\d+\.\d+(?:\.\d+)?)(?:$|\.(?!\d))/.exec(label.toLowerCase());
  return m ? m[1] : void 0;
}
function sameBuild(a, b) {
  let norm = (v) => v?.replace(/^(rocm\d+\.\d+)\.0$/, "$1"), va = norm(variantOfLabel(a)), vb = norm(variantOfLabel(b));
  return va !== void 0 || vb !== void 0 ? va === vb : a.toLowerCase() === b.toLowerCase();
}
var isPlainVariant = (label) => label !== void 0 && variantOfLabel(label) === label.toLowerCase();

export {
  VARIANT_PATTERN,
  isVariantName,
  variantKind,
  isCuda,
  isRocm,
  sameKind,
  rocmVersion,
  cudaVariant,
  rocmVariant,
  variantOfLabel,
  sameBuild,
  isPlainVariant
};
