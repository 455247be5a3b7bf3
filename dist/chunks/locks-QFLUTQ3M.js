import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-ZVMQWMPZ.js";
import "./chunk-TCZ2XR2K.js";
import "./chunk-KZDAA5N7.js";
import "./chunk-HS7MKSCF.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-GSNLICHC.js";
import "./chunk-2CESCSGK.js";
import "./chunk-O5UXQAAR.js";
import "./chunk-N5OONX7U.js";
import "./chunk-TOYZ2DOX.js";
import "./chunk-LPK7ROHH.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-ZWEFVJYO.js";
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
