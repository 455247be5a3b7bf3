import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-WPE7KMFW.js";
import "./chunk-LBEGNN57.js";
import "./chunk-EIHZS5WT.js";
import "./chunk-X5IIZGFD.js";
import "./chunk-AYE25AJE.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";
export {
  explainApi
};
