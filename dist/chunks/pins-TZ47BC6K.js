import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadPins,
  pinFindings,
  pinsJson,
  requestFromPins,
  upgradeAgainst
} from "./chunk-AJ3YO3KR.js";
import "./chunk-KHPVPO62.js";
import "./chunk-4VWARZ6O.js";
import "./chunk-ELZ2DHLE.js";
import "./chunk-WU4CFJBA.js";
import "./chunk-YRYNBPGV.js";
import "./chunk-F6P7JK5U.js";
import "./chunk-HER75DEM.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-4Q6KLWPC.js";
import "./chunk-LBCQ4E6K.js";
import "./chunk-V267EQX5.js";
import "./chunk-OE3BUWVY.js";
import "./chunk-N5OONX7U.js";
import "./chunk-BTURN237.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-WHBBPQYB.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";
export {
  loadPins,
  pinFindings,
  pinsJson,
  requestFromPins,
  upgradeAgainst
};
