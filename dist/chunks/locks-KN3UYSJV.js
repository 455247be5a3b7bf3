import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-DUF5YEGM.js";
import "./chunk-UUADUULM.js";
import "./chunk-T2MY75IJ.js";
import "./chunk-76AVJVSJ.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-QJXWWJNX.js";
import "./chunk-KNQOOKAH.js";
import "./chunk-GEV74SHB.js";
import "./chunk-C7VYHRXV.js";
import "./chunk-N5OONX7U.js";
import "./chunk-OE3BUWVY.js";
import "./chunk-SQQY5DC2.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-WHBBPQYB.js";
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
