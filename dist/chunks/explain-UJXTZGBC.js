import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-T6GUYKR7.js";
import "./chunk-M53UAKYJ.js";
import "./chunk-OM7NX4PT.js";
import "./chunk-63HE5J76.js";
import "./chunk-MKZFFGSF.js";
import "./chunk-6SETDTHU.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  explainApi
};
