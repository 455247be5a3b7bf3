import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/core/version.ts
var VERSION = "0.1.0";

export {
  VERSION
};
