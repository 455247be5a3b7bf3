import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  lockDecides,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
} from "./chunk-EUJRX52Q.js";
import "./chunk-KQF6N6NY.js";
import "./chunk-WZRTDJBJ.js";
import "./chunk-JF3DL3TX.js";
import "./chunk-OS5RVJYR.js";
import "./chunk-IQTVHCW7.js";
import "./chunk-4SQAOR53.js";
import "./chunk-S4LTFYSU.js";
import "./chunk-UZ65G4AT.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-MUP2J4DR.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-TIQBXZN4.js";
import "./chunk-47ZDYY5Y.js";
import "./chunk-NFT7DN55.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-OMUAJTLQ.js";
import "./chunk-ANJCSATA.js";
import "./chunk-N7UQUPGL.js";
import "./chunk-WY3VOLLF.js";
import "./chunk-GXVPLYAT.js";
import "./chunk-CLPCLMWG.js";
import "./chunk-EIJK37WM.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  loadLocks,
  lockDecides,
  lockUpgradeAgainst,
  locksToJson,
  requestFromLocks,
  splitLockFiles
};
