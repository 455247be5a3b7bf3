import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockMismatches,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-TJH6HCPJ.js";
import "./chunk-RPI3PSJK.js";
import "./chunk-KZDAA5N7.js";
import "./chunk-NE4664ON.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-QJXWWJNX.js";
import "./chunk-KNQOOKAH.js";
import "./chunk-GEV74SHB.js";
import "./chunk-N5OONX7U.js";
import "./chunk-TOYZ2DOX.js";
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
