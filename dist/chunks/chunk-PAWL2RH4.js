import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/platform/platform.ts
var PLATFORMS = [
  "linux-x64",
  "linux-arm64",
  "macos-x64",
  "macos-arm64",
  "windows-x64",
  "windows-arm64"
], PLATFORM_KEYS = {
  linux: { x64: "linux-x64", arm64: "linux-arm64" },
  macos: { x64: "macos-x64", arm64: "macos-arm64" },
  windows: { x64: "windows-x64", arm64: "windows-arm64" }
}, platformKey = (os, arch) => PLATFORM_KEYS[os][arch], PIXI_PLATFORMS = {
  "linux-x64": "linux-64",
  "linux-arm64": "linux-aarch64",
  "macos-x64": "osx-64",
  "macos-arm64": "osx-arm64",
  "windows-x64": "win-64",
  "windows-arm64": "win-arm64"
}, pixiPlatform = (p) => PIXI_PLATFORMS[p], OS_ALIASES = {
  linux: "linux",
  ubuntu: "linux",
  macos: "macos",
  mac: "macos",
  osx: "macos",
  darwin: "macos",
  windows: "windows",
  win: "windows",
  win32: "windows"
}, ARCH_ALIASES = {
  x64: "x64",
  amd64: "x64",
  x86_64: "x64",
  "x86-64": "x64",
  arm64: "arm64",
  aarch64: "arm64"
}, lookup = (table, word) => Object.hasOwn(table, word) ? table[word] : void 0;
function parseOs(input) {
  let os = lookup(OS_ALIASES, input.trim().toLowerCase());
  if (!os)
    throw new InputError(
      `OS ${JSON.stringify(input.slice(0, 40))} is not understood; expected linux, macos or windows`
    );
  return os;
}
function parseArch(input) {
  let arch = lookup(ARCH_ALIASES, input.trim().toLowerCase());
  if (!arch)
    throw new InputError(`arch ${JSON.stringify(input.slice(0, 40))} is not understood; expected x64 or arm64`);
  return arch;
}
function osFromNode(platform) {
  return platform === "linux" ? "linux" : platform === "darwin" ? "macos" : platform === "win32" ? "windows" : void 0;
}
function archFromMachine(machine) {
  return lookup(ARCH_ALIASES, machine.trim().toLowerCase());
}
var OS_LABEL = { linux: "Linux", macos: "macOS", windows: "Windows" }, ARCH_LABEL = { x64: "x86_64", arm64: "arm64" }, PLATFORM_LABEL = Object.fromEntries(
  PLATFORMS.map((p) => {
    let [os, arch] = p.split("-");
    return [p, `${OS_LABEL[os]} ${ARCH_LABEL[arch]}`];
  })
);
function platformLabel(p) {
  return PLATFORM_LABEL[p];
}

export {
  PLATFORMS,
  platformKey,
  pixiPlatform,
  parseOs,
  parseArch,
  osFromNode,
  archFromMachine,
  platformLabel
};
