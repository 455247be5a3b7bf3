import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-YXLYPNQN.js";
import "./chunk-EIHZS5WT.js";
import "./chunk-ZWEFVJYO.js";
import "./chunk-X5IIZGFD.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";
export {
  explainApi
};
