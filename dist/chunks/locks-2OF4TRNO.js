import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-ZOHRTOVM.js";
import "./chunk-XDVYVWP3.js";
import "./chunk-KQBDUDHC.js";
import "./chunk-TZ5FO4MW.js";
import "./chunk-XMJJTXGC.js";
import "./chunk-2X34YHT3.js";
import "./chunk-LQO5KBXR.js";
import "./chunk-ZMAT64Y4.js";
import "./chunk-GZBVQOA4.js";
import "./chunk-RLR74H6T.js";
import "./chunk-ICANPNIH.js";
import "./chunk-63HE5J76.js";
import "./chunk-67IJ7D57.js";
import "./chunk-APSDZZLC.js";
import "./chunk-PTXBOCHT.js";
import "./chunk-PAWL2RH4.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-YJ6TB2YG.js";
import "./chunk-GQSPVH2B.js";
import "./chunk-4SQAOR53.js";
import "./chunk-RCCPN63V.js";
import "./chunk-MKZFFGSF.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-PPAX2C5I.js";
import "./chunk-6SETDTHU.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  loadLocks,
  lockDecides,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
};
