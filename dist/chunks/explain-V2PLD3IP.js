import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  explainApi
} from "./chunk-AA6SPTRL.js";
import "./chunk-SLIGIJNG.js";
import "./chunk-54DBJKQO.js";
import "./chunk-WHBBPQYB.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-5A63H3UN.js";
export {
  explainApi
};
