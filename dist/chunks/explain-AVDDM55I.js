import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-TCWLV6ST.js";
import "./chunk-FJXRNMYQ.js";
import "./chunk-ZWEFVJYO.js";
import "./chunk-LPK7ROHH.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";
export {
  explainApi
};
