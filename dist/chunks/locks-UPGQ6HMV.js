import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-YENJXPRN.js";
import "./chunk-ELEACEXC.js";
import "./chunk-CYZBRI7G.js";
import "./chunk-H7EZLPNH.js";
import "./chunk-KROMNQ5D.js";
import "./chunk-DGXWOH54.js";
import "./chunk-7RINEI5H.js";
import "./chunk-PF2FLS5P.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-KPXLMW2A.js";
import "./chunk-FWLYUQIB.js";
import "./chunk-BTTB5J46.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-2HGDV43K.js";
import "./chunk-LPK7ROHH.js";
import "./chunk-X5QDW7AK.js";
import "./chunk-Y5LII6ZF.js";
import "./chunk-AYE25AJE.js";
import "./chunk-TH6VHMZJ.js";
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
