import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  render
} from "./chunk-HPL27MUA.js";

// src/cli/output.ts
async function printOutput(out, format, io) {
  let text = await render(out, format);
  text && io.stdout(text);
}

export {
  printOutput
};
