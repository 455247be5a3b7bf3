import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-LOKJNMB5.js";
import "./chunk-U5V52XVI.js";
import "./chunk-TY7KAIKX.js";
import "./chunk-JGIVUOMC.js";
import "./chunk-ZKFV6ZYK.js";
import "./chunk-DNCTPSYB.js";
import "./chunk-B35DGRXQ.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-KT5CTDIJ.js";
import "./chunk-LBCQ4E6K.js";
import "./chunk-V267EQX5.js";
import "./chunk-OE3BUWVY.js";
import "./chunk-N5OONX7U.js";
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
