import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-HEKMVWJI.js";
import "./chunk-7PS6K7CA.js";
import "./chunk-ZWEFVJYO.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";
export {
  emitAnnotations
};
