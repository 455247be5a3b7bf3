import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-EJFZFLVU.js";
import "./chunk-5BEALBM4.js";
import "./chunk-OM7NX4PT.js";
import "./chunk-63HE5J76.js";
import "./chunk-7ZG6GH4G.js";
import "./chunk-6SETDTHU.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  explainApi
};
