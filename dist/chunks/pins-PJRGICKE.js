import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  expandPinFiles,
  loadPins,
  pinFindings,
  pinsJson,
  requestFromPins,
  upgradeAgainst
} from "./chunk-ALQJUADF.js";
import "./chunk-4VWARZ6O.js";
import "./chunk-KU7CC66W.js";
import "./chunk-O64DAP2W.js";
import "./chunk-NJ4QJF3F.js";
import "./chunk-3KS3ACOW.js";
import "./chunk-GKQEXCTL.js";
import "./chunk-54DBJKQO.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-FWDAGUC6.js";
import "./chunk-UBKIFW4H.js";
import "./chunk-5A63H3UN.js";
export {
  expandPinFiles,
  loadPins,
  pinFindings,
  pinsJson,
  requestFromPins,
  upgradeAgainst
};
