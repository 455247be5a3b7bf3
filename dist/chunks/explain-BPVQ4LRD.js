import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-5YGQYB4S.js";
import "./chunk-ELQNXDOG.js";
import "./chunk-6KUODU76.js";
import "./chunk-GXVPLYAT.js";
import "./chunk-CLPCLMWG.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  explainApi
};
