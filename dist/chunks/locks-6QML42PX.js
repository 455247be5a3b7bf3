import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-OXJXP3SB.js";
import "./chunk-ELEACEXC.js";
import "./chunk-24FG4EAL.js";
import "./chunk-H7EZLPNH.js";
import "./chunk-IZQZV7RK.js";
import "./chunk-DGXWOH54.js";
import "./chunk-7RINEI5H.js";
import "./chunk-PF2FLS5P.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-RENYOFLB.js";
import "./chunk-C3WYYIZV.js";
import "./chunk-5DWOSSYL.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-2HGDV43K.js";
import "./chunk-LPK7ROHH.js";
import "./chunk-X5QDW7AK.js";
import "./chunk-Y5LII6ZF.js";
import "./chunk-AYE25AJE.js";
import "./chunk-FD22AGYV.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";
export {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
};
