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
} from "./chunk-RG5B42H5.js";
import "./chunk-5LKHKUXK.js";
import "./chunk-DMMBI54J.js";
import "./chunk-XVKCQVTE.js";
import "./chunk-2772AWEI.js";
import "./chunk-AZUKWSD2.js";
import "./chunk-UUXTK55K.js";
import "./chunk-ZHGI42LK.js";
import "./chunk-FH4NFDFA.js";
import "./chunk-W6L3NKDC.js";
import "./chunk-V267EQX5.js";
import "./chunk-MLX4R57J.js";
import "./chunk-N5OONX7U.js";
import "./chunk-RECUEWY4.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-WHBBPQYB.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";
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
