import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  expandPinFiles,
  loadPins,
  pinFindings,
  pinsJson,
  requestFromPins,
  upgradeAgainst
} from "./chunk-N4E5Q7I3.js";
import "./chunk-4VWARZ6O.js";
import "./chunk-TA4XSPQ3.js";
import "./chunk-JBENQG6R.js";
import "./chunk-AZUKWSD2.js";
import "./chunk-PQ4E4KO2.js";
import "./chunk-2BDFFRYV.js";
import "./chunk-FH4NFDFA.js";
import "./chunk-QA6TGVE7.js";
import "./chunk-V267EQX5.js";
import "./chunk-MLX4R57J.js";
import "./chunk-N5OONX7U.js";
import "./chunk-RECUEWY4.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-WHBBPQYB.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";
export {
  expandPinFiles,
  loadPins,
  pinFindings,
  pinsJson,
  requestFromPins,
  upgradeAgainst
};
