import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-4S7DTDGL.js";
import "./chunk-HVT5AQOK.js";
import "./chunk-UZ65G4AT.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  emitAnnotations
};
