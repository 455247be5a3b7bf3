import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadPins,
  pinFindings,
  pinsJson,
  requestFromPins,
  upgradeAgainst
} from "./chunk-FN7RKUSC.js";
import "./chunk-HTPQST3D.js";
import "./chunk-4VWARZ6O.js";
import "./chunk-KF7FMCSI.js";
import "./chunk-ZVVKAQZ7.js";
import "./chunk-E6VXZSEH.js";
import "./chunk-DNCTPSYB.js";
import "./chunk-AFTYGPLD.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-DBCQ6LQ6.js";
import "./chunk-LBCQ4E6K.js";
import "./chunk-V267EQX5.js";
import "./chunk-UWYAJXL7.js";
import "./chunk-N5OONX7U.js";
import "./chunk-SQQY5DC2.js";
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
