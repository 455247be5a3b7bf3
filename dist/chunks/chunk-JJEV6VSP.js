import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/core/errors.ts
var InputError = class extends Error {
  name = "InputError";
  constructor(message) {
    super(message);
  }
}, ChangedSinceUnavailable = class extends InputError {
};
function oneLine(err) {
  return (err instanceof Error ? err.message : String(err)).replace(/\s*[\r\n]+\s*/g, " ").trim() || "unknown error";
}

export {
  InputError,
  ChangedSinceUnavailable,
  oneLine
};
