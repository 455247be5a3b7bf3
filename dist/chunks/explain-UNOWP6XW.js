import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-I5EPNGHU.js";
import "./chunk-3XHG2B2R.js";
import "./chunk-FJXRNMYQ.js";
import "./chunk-LPK7ROHH.js";
import "./chunk-AYE25AJE.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";
export {
  explainApi
};
