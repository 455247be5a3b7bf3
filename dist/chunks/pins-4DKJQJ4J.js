import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadPins,
  pinsJson,
  requestFromPins,
  upgradeAgainst
} from "./chunk-GZ2GADB3.js";
import "./chunk-SSLOEI6Y.js";
import "./chunk-XMJJTXGC.js";
import "./chunk-UKW27FAF.js";
import "./chunk-2X34YHT3.js";
import "./chunk-KEFYIPRV.js";
import "./chunk-6HZMOCP7.js";
import "./chunk-4SQAOR53.js";
import "./chunk-RCCPN63V.js";
import "./chunk-ICANPNIH.js";
import "./chunk-APSDZZLC.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-SV4F5JHV.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-JKGY3COB.js";
import "./chunk-6MMOVHRB.js";
import "./chunk-67IJ7D57.js";
import "./chunk-PTXBOCHT.js";
import "./chunk-TXCSU4XP.js";
import "./chunk-25W7PY62.js";
import "./chunk-OS3HEDQB.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  loadPins,
  pinsJson,
  requestFromPins,
  upgradeAgainst
};
