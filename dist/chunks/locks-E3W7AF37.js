import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-BR5PILGO.js";
import "./chunk-6WVK2OT2.js";
import "./chunk-3WKJFSKM.js";
import "./chunk-NSDWVEGN.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-GSNLICHC.js";
import "./chunk-PHWLVHSR.js";
import "./chunk-GZ7IDQTE.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-O5VOSHVN.js";
import "./chunk-NFL4QS3O.js";
import "./chunk-N5OONX7U.js";
import "./chunk-TOYZ2DOX.js";
import "./chunk-ZWEFVJYO.js";
import "./chunk-LPK7ROHH.js";
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
