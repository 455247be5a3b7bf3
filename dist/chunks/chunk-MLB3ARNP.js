import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/io/digest.ts
import { createHash } from "node:crypto";
function contentDigest(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}

export {
  contentDigest
};
