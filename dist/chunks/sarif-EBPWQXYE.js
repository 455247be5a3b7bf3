import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  formatSarif,
  helpUri,
  sarifLog,
  sarifUri
} from "./chunk-FFT3GRUG.js";
import "./chunk-QGSSSAWD.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-AYE25AJE.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";
export {
  formatSarif,
  helpUri,
  sarifLog,
  sarifUri
};
