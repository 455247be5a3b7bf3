import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/platform/variant.ts
var VARIANT_PATTERN = /^(?:cpu|xpu|cu\d{3}|rocm(\d+\.\d+(?:\.\d+)?))$/, isVariantName = (text) => VARIANT_PATTERN.test(text);
function variantKind(text) {
  if (!(text === void 0 || !VARIANT_PATTERN.test(text)))
    return text === "cpu" || text === "xpu" ? text : text.startsWith("cu") ? "cuda" : "rocm";
}
var isCuda = (text) => variantKind(text) === "cuda", isRocm = (text) => variantKind(text) === "rocm", sameKind = (a, b) => variantKind(a) !== void 0 && variantKind(a) === variantKind(b), rocmVersion = (text) => VARIANT_PATTERN.exec(text)?.[1];

export {
  VARIANT_PATTERN,
  isVariantName,
  isCuda,
  isRocm,
  sameKind,
  rocmVersion
};
