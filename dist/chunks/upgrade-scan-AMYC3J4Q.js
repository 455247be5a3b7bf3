import { t as torchRange, a as atLeast } from './scan.js';
import { I as InputError } from './check.js';
import 'node:crypto';
import 'node:buffer';
import 'node:fs';
import 'node:os';
import 'node:path';
import 'node:url';
import 'node:worker_threads';
import 'node:util';
import 'node:fs/promises';
import 'node:child_process';

// src/usecases/upgrade-scan.ts
async function torchChangeSince(ref, cwd, catalog) {
  let [pinsUseCase, locksUseCase, lockIo] = await Promise.all([
    import('./check.js').then(function (n) { return n.bm; }),
    import('./check.js').then(function (n) { return n.bn; }),
    import('./lock-files-UHLFOLER.js')
  ]), changes = [];
  try {
    let pins = await pinsUseCase.loadPins([], cwd);
    pins && changes.push(...(await pinsUseCase.upgradeAgainst(pins, ref, cwd, catalog)).changes ?? []);
    let lockFiles = await lockIo.discoverLockFiles(cwd);
    lockFiles.length && changes.push(
      ...(await locksUseCase.lockUpgradeAgainst(await locksUseCase.loadLocks(lockFiles, cwd), ref, cwd, catalog)).changes ?? []
    );
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return {
      undecided: `Whether this change moves torch could not be told (${e.message}): only the changed files are scanned.`
    };
  }
  return wideningFor(changes);
}
function wideningFor(changes) {
  if (!changes.length) return;
  let torch = changes.find((c) => c.package === "torch" || c.package === "pytorch"), from = torch && torch.before !== "any" ? torch.before.replace(/\+[^,]*/, "") : void 0, said = changes.slice(0, 3).map((c) => `${c.package} ${c.before} \u2192 ${c.after} (${c.file}:${c.line})`).join(", "), more = changes.length > 3 ? ` and ${changes.length - 3} more` : "";
  return {
    changes,
    ...from ? { from } : {},
    notice: `This change moves ${said}${more}: every Python file is scanned, not only the changed ones.`
  };
}
function rangeOrUndefined(spec) {
  try {
    return torchRange(spec);
  } catch (e) {
    if (e instanceof InputError) return;
    throw e;
  }
}
function fromUpgradePredicate(catalog, from, torch) {
  let base = rangeOrUndefined(from), target = rangeOrUndefined(torch);
  if (!base || !target) return () => !1;
  let crossed = (v) => !!v && base.versions.some((b) => !atLeast(b, v)) && target.versions.some((t) => atLeast(t, v)), byApi = new Map(catalog.apis.map((e) => [e.api, e]));
  return (f) => {
    let e = f.api ? byApi.get(f.api) : void 0;
    return !!e && (crossed(e.deprecated) || crossed(e.removed) || crossed(e.changed));
  };
}

export { fromUpgradePredicate, torchChangeSince, wideningFor };
