import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-TPVC7ZV2.js";
import "./chunk-6HXXYS4W.js";
import "./chunk-RTAB3ZDI.js";
import "./chunk-TXCSU4XP.js";
import "./chunk-25W7PY62.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  explainApi
};
