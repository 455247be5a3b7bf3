'use strict';

var check = require('./check.js');
var scan = require('./scan.js');
var shared = require('./shared.js');
require('node:path');
require('node:fs');
require('node:os');
require('node:fs/promises');
require('node:child_process');
require('node:crypto');
require('node:buffer');
require('node:url');
require('node:worker_threads');
require('node:util');

// src/usecases/scan/upgrade-scan.ts
async function torchChangeSince(ref, cwd, catalog) {
  let [pinsUseCase, locksUseCase, lockIo] = await Promise.all([
    Promise.resolve().then(function () { return require('./check.js'); }).then(function (n) { return n.pinsWM353AVR; }),
    Promise.resolve().then(function () { return require('./check.js'); }).then(function (n) { return n.locksXXSKD7MA; }),
    Promise.resolve().then(function () { return require('./lock-files-PVK2SLKL.js'); })
  ]), changes = [];
  try {
    let pins = await pinsUseCase.loadPins([], cwd);
    pins && changes.push(...(await pinsUseCase.upgradeAgainst(pins, ref, cwd, catalog)).changes ?? []);
    let lockFiles = await lockIo.discoverLockFiles(cwd);
    lockFiles.length && changes.push(
      ...(await locksUseCase.lockUpgradeAgainst(await locksUseCase.loadLocks(lockFiles, cwd), ref, cwd, catalog)).changes ?? []
    );
  } catch (e) {
    if (!(e instanceof shared.InputError)) throw e;
    return {
      undecided: `Whether this change moves torch could not be told (${e.message}): only the changed files are scanned.`
    };
  }
  return wideningFor(changes);
}
function wideningFor(changes) {
  if (!changes.length) return;
  let torch = changes.find((c) => c.package === "torch" || c.package === "pytorch"), from = torch && torch.before !== "any" ? shared.withoutLocal(torch.before) : void 0, said = check.shortList(
    changes.map((c) => `${c.package} ${c.before} \u2192 ${c.after} (${c.file}:${c.line})`),
    3
  );
  return {
    changes,
    ...from ? { from } : {},
    notice: `This change moves ${said}: every Python file is scanned, not only the changed ones.`
  };
}
function rangeOrUndefined(spec) {
  try {
    return scan.torchRange(spec);
  } catch (e) {
    if (e instanceof shared.InputError) return;
    throw e;
  }
}
function fromUpgradePredicate(catalog, from, torch) {
  let base = rangeOrUndefined(from), target = rangeOrUndefined(torch);
  if (!base || !target) return () => !1;
  let crossed = (v) => !!v && base.versions.some((b) => !scan.atLeast(b, v)) && target.versions.some((t) => scan.atLeast(t, v)), byApi = new Map(catalog.apis.map((e) => [e.api, e]));
  return (f) => {
    let e = f.api ? byApi.get(f.api) : void 0;
    return !!e && (crossed(e.deprecated) || crossed(e.removed) || crossed(e.changed));
  };
}

exports.fromUpgradePredicate = fromUpgradePredicate;
exports.torchChangeSince = torchChangeSince;
exports.wideningFor = wideningFor;
