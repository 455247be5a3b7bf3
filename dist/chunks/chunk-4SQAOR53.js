import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/text/group.ts
function groupBy(items, keyOf) {
  let out = /* @__PURE__ */ new Map();
  for (let t of items) {
    let k = keyOf(t), list = out.get(k);
    list ? list.push(t) : out.set(k, [t]);
  }
  return out;
}
function firstAtLeast(sorted, keyOf, value, lo = 0) {
  let hi = sorted.length;
  for (; lo < hi; ) {
    let mid = lo + hi >>> 1;
    keyOf(sorted[mid]) < value ? lo = mid + 1 : hi = mid;
  }
  return lo;
}

export {
  groupBy,
  firstAtLeast
};
