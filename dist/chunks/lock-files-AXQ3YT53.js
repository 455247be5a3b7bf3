import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  discoverLockFiles,
  readLocks
} from "./chunk-TIQBXZN4.js";
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
  discoverLockFiles,
  readLocks
};
