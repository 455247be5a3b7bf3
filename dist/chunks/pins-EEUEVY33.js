import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  expandPinFiles,
  loadPins,
  pinFindings,
  pinsJson,
  requestFromPins,
  upgradeAgainst
} from "./chunk-KCZRDGE5.js";
import "./chunk-4VWARZ6O.js";
import "./chunk-OMSXLY6Y.js";
import "./chunk-ORRG7ACP.js";
import "./chunk-AZUKWSD2.js";
import "./chunk-DYPTJ6W2.js";
import "./chunk-F6GARKHU.js";
import "./chunk-FH4NFDFA.js";
import "./chunk-VOLHBDMV.js";
import "./chunk-V267EQX5.js";
import "./chunk-MLX4R57J.js";
import "./chunk-LZQRRDL6.js";
import "./chunk-54DBJKQO.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-WHBBPQYB.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-5A63H3UN.js";
export {
  expandPinFiles,
  loadPins,
  pinFindings,
  pinsJson,
  requestFromPins,
  upgradeAgainst
};
