import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  INSTALL_FINDINGS,
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-PRD6Y5PB.js";
import "./chunk-FP4ECQVC.js";
import "./chunk-D5XMHVWO.js";
import "./chunk-FH4NFDFA.js";
import "./chunk-CG2TNYRH.js";
import "./chunk-7ZQUHRSQ.js";
import "./chunk-V267EQX5.js";
import "./chunk-QWNLK5FV.js";
import "./chunk-ZQXPDTEB.js";
import "./chunk-54DBJKQO.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-BE5QS6OU.js";
import "./chunk-BRYKHU3L.js";
import "./chunk-5A63H3UN.js";
export {
  INSTALL_FINDINGS,
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
};
