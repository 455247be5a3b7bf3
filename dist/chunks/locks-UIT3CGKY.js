import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-EBIAFXGQ.js";
import "./chunk-ELEACEXC.js";
import "./chunk-XE7HOFWX.js";
import "./chunk-H7EZLPNH.js";
import "./chunk-LNG462HV.js";
import "./chunk-CRCA3HIA.js";
import "./chunk-7RINEI5H.js";
import "./chunk-PF2FLS5P.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-67N7HC2H.js";
import "./chunk-FWLYUQIB.js";
import "./chunk-VE5QETAY.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-2HGDV43K.js";
import "./chunk-X5IIZGFD.js";
import "./chunk-X5QDW7AK.js";
import "./chunk-Y5LII6ZF.js";
import "./chunk-AYE25AJE.js";
import "./chunk-TH6VHMZJ.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";
export {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
};
