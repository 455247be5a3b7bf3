import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  archFromMachine,
  platformKey
} from "./chunk-FD22AGYV.js";

// src/platform/wheel-platform.ts
function wheelPlatform(env) {
  let own = env.python?.machine ? archFromMachine(env.python.machine) : void 0;
  return platformKey(env.os, own ?? env.arch);
}
function isEmulated(env) {
  return wheelPlatform(env) !== platformKey(env.os, env.arch);
}

export {
  wheelPlatform,
  isEmulated
};
