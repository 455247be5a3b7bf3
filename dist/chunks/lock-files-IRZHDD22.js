import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  discoverLockFiles,
  readLocks,
  readLocksWith
} from "./chunk-XDVYVWP3.js";
import "./chunk-KQBDUDHC.js";
import "./chunk-TZ5FO4MW.js";
import "./chunk-RLR74H6T.js";
import "./chunk-63HE5J76.js";
import "./chunk-67IJ7D57.js";
import "./chunk-PTXBOCHT.js";
import "./chunk-PAWL2RH4.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-GQSPVH2B.js";
import "./chunk-MKZFFGSF.js";
import "./chunk-PPAX2C5I.js";
import "./chunk-6SETDTHU.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  discoverLockFiles,
  readLocks,
  readLocksWith
};
