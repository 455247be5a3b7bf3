import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadPins,
  pinsJson,
  requestFromPins,
  upgradeAgainst
} from "./chunk-32TUPKRY.js";
import "./chunk-DIJ2FHTK.js";
import "./chunk-33HXFHPR.js";
import "./chunk-H2HHBVVZ.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-N6RADHI2.js";
import "./chunk-LXV3C3XF.js";
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
  loadPins,
  pinsJson,
  requestFromPins,
  upgradeAgainst
};
