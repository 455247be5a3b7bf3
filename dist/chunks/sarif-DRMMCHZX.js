import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  formatSarif,
  helpUri,
  sarifLog,
  sarifUri
} from "./chunk-I6C3IWMY.js";
import "./chunk-NTKPWZNV.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-JCSDOJPM.js";
import "./chunk-5A63H3UN.js";
export {
  formatSarif,
  helpUri,
  sarifLog,
  sarifUri
};
