import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-ON4WPUES.js";
import "./chunk-WMIQAZKE.js";
import "./chunk-2OM2F2RV.js";
import "./chunk-BY7YY2SM.js";
import "./chunk-7RINEI5H.js";
import "./chunk-N6RADHI2.js";
import "./chunk-FJ3E33Y2.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-TAJKOWKH.js";
import "./chunk-CRCA3HIA.js";
import "./chunk-7PS6K7CA.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-UDN5DOY3.js";
import "./chunk-PFVJE3NF.js";
import "./chunk-IZOJAUDD.js";
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
