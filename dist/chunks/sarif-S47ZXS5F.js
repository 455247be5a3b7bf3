import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  formatSarif,
  helpUri,
  sarifLog,
  sarifUri
} from "./chunk-BW3YURNC.js";
import "./chunk-MFONASOM.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-MVSYR4I3.js";
import "./chunk-5A63H3UN.js";
export {
  formatSarif,
  helpUri,
  sarifLog,
  sarifUri
};
