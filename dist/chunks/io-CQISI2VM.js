import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  safeOutput
} from "./chunk-DKU6YSK2.js";
import {
  redact
} from "./chunk-RCCPN63V.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";

// src/cli/io.ts
var exactIsSafe = (text) => !text.includes("##[") && redact(text) === text, processIo = () => ({
  stdout: (t) => process.stdout.write(safeOutput(t)),
  data: (t) => process.stdout.write(exactIsSafe(t) && !process.stdout.isTTY ? t : safeOutput(t)),
  stderr: (t) => process.stderr.write(safeOutput(t)),
  cwd: process.cwd(),
  env: process.env
});
export {
  exactIsSafe,
  processIo
};
