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
} from "./chunk-TH3CF53P.js";
import "./chunk-26KVX4FE.js";
import "./chunk-DMMBI54J.js";
import "./chunk-5JIFROH6.js";
import "./chunk-ZWIQ4MSM.js";
import "./chunk-CMOQT55D.js";
import "./chunk-WCZFQ3OC.js";
import "./chunk-Z3B5SCDA.js";
import "./chunk-FH4NFDFA.js";
import "./chunk-FMBAL7RS.js";
import "./chunk-V267EQX5.js";
import "./chunk-MLX4R57J.js";
import "./chunk-QWNLK5FV.js";
import "./chunk-54DBJKQO.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-MVSYR4I3.js";
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
