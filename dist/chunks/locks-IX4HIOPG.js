import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-UVSQDG6H.js";
import "./chunk-WIGJM5YL.js";
import "./chunk-VWL6M3MX.js";
import "./chunk-DBN3OM2M.js";
import "./chunk-WU4CFJBA.js";
import "./chunk-UNJQZ23N.js";
import "./chunk-F6P7JK5U.js";
import "./chunk-2NMCPD6W.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-4Q6KLWPC.js";
import "./chunk-V267EQX5.js";
import "./chunk-OE3BUWVY.js";
import "./chunk-N5OONX7U.js";
import "./chunk-BTURN237.js";
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
