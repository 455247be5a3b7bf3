import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-ERTRHAMP.js";
import "./chunk-ITUJYZ4U.js";
import "./chunk-ZWEFVJYO.js";
import "./chunk-IOB3ICDP.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";
export {
  explainApi
};
