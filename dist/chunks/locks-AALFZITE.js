import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-ADOWQDQE.js";
import "./chunk-EVHOYRBP.js";
import "./chunk-2OM2F2RV.js";
import "./chunk-HB3R2ZWC.js";
import "./chunk-N6RADHI2.js";
import "./chunk-Q4V4OEBX.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-TAJKOWKH.js";
import "./chunk-CRCA3HIA.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-UDN5DOY3.js";
import "./chunk-PFVJE3NF.js";
import "./chunk-FFNOYZCQ.js";
import "./chunk-4GJL62V7.js";
import "./chunk-ZWEFVJYO.js";
import "./chunk-X5IIZGFD.js";
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
