import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  bundledCatalog
} from "./chunk-T2KEDIQE.js";
import "./chunk-RSMJDQLK.js";
export {
  bundledCatalog
};
