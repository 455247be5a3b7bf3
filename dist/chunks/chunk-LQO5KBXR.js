import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  MAX_FILE_BYTES,
  bytesText,
  readPinsWith,
  runProgram
} from "./chunk-ZMAT64Y4.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/io/git-repo.ts
var GIT_TIMEOUT_MS = 3e4, GIT_DATA_OPTIONS = [
  "--no-pager",
  "--literal-pathspecs",
  "-c",
  "core.fsmonitor=",
  "-c",
  "diff.mnemonicPrefix=false",
  "-c",
  "diff.noprefix=false",
  "-c",
  "diff.relative=false",
  "-c",
  "diff.interHunkContext=0"
];
function filterOverrides(configKeys) {
  let drivers = /* @__PURE__ */ new Set();
  for (let k of configKeys) {
    let m = /^filter\.(.+)\.(?:clean|smudge|process|required)$/i.exec(k);
    m && drivers.add(m[1]);
  }
  let out = [];
  for (let d of drivers) {
    if (d.includes("="))
      throw new InputError(
        `git: the filter driver ${JSON.stringify(d.slice(0, 80))} in the git configuration cannot be switched off, so git is not run in this repository`
      );
    out.push(
      "-c",
      `filter.${d}.clean=`,
      "-c",
      `filter.${d}.smudge=`,
      "-c",
      `filter.${d}.process=`,
      "-c",
      `filter.${d}.required=false`
    );
  }
  return out;
}
function dubiousOwnership(stderr) {
  let m = /detected dubious ownership in repository at '(.*)'/.exec(stderr.split(/\r?\n/)[0] ?? "");
  return m ? m[1] : void 0;
}
function firstLine(stderr) {
  let line = (stderr.split(/\r?\n/).find((l) => l.trim()) ?? "").trim();
  return line.length > 200 ? `${line.slice(0, 200)}\u2026` : line || "no message";
}
function shownRef(ref) {
  return ref.length > 80 ? `${JSON.stringify(ref.slice(0, 80))}\u2026 (${ref.length} characters)` : JSON.stringify(ref);
}
async function runGit(args, cwd, cap) {
  let r = await runProgram("git", args, {
    timeoutMs: GIT_TIMEOUT_MS,
    cwd,
    ...cap ? { maxBytes: cap.maxBytes } : {}
  });
  if (r.kind === "too-large" && r.stream === "stdout" && cap)
    throw new InputError(`${cap.file}: larger than ${bytesText(r.limit)}, the most ${cap.noun} may be`);
  if (r.kind !== "exited") throw new Error(`git ${r.reason}`);
  return { code: r.code, out: r.stdout, err: r.stderr.toString("utf8") };
}
async function openRepo(cwd) {
  let options = [...GIT_DATA_OPTIONS], where = ["rev-parse", "--show-toplevel", "--show-prefix"], r = await runGit([...options, ...where], cwd), dubious = r.code === 128 ? dubiousOwnership(r.err) : void 0;
  if (dubious !== void 0 && (options = [...options, "-c", `safe.directory=${dubious}`], r = await runGit([...options, ...where], cwd)), r.code !== 0) return { problem: `git cannot read this directory: ${firstLine(r.err)}` };
  let [top = "", prefix = ""] = r.out.toString("utf8").split(`
`), keys = await runGit([...options, "config", "-z", "--name-only", "--get-regexp", "^filter\\."], cwd);
  return keys.code !== 0 && keys.code !== 1 ? { problem: `git cannot read this repository's configuration: ${firstLine(keys.err)}` } : (options.push(...filterOverrides(keys.code === 0 ? keys.out.toString("utf8").split("\0").filter(Boolean) : [])), { cwd, top, prefix, git: (args, cap, at = cwd) => runGit([...options, ...args], at, cap) });
}

// src/workspace/merge-base.ts
import path from "node:path";
var FETCH_DEPTH_HINT = "Check out with actions/checkout and `fetch-depth: 0` (or fetch the base branch) so the history is there.", GIT_HINT = "Check that git works in this checkout (the message above is git's own).", text = (r) => r.out.toString("utf8").trim(), isRefText = (ref) => /^[A-Za-z0-9._\/@^~{}-]+$/.test(ref) && !ref.startsWith("-");
async function mergeBase(repo, baseRef, noun) {
  let tried = [];
  for (let ref of baseRef.includes("/") ? [baseRef] : [baseRef, `origin/${baseRef}`]) {
    tried.push(ref);
    let known = await repo.git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
    if (known.code === 1) continue;
    if (known.code !== 0)
      return {
        problem: `git could not look up ${shownRef(ref)}: ${firstLine(known.err)}; the ${noun} at the base cannot be read`,
        hint: GIT_HINT
      };
    let mb = await repo.git(["merge-base", "HEAD", ref]);
    return mb.code === 0 && text(mb) ? text(mb) : {
      problem: text(await repo.git(["rev-parse", "--is-shallow-repository"])) === "true" ? `this clone is shallow, so the merge base of HEAD and ${shownRef(ref)} is not in it; the ${noun} at the base cannot be read` : `HEAD and ${shownRef(ref)} have no common history; the ${noun} at the base cannot be read`,
      hint: FETCH_DEPTH_HINT
    };
  }
  return {
    problem: `git does not know the base ref ${tried.map(shownRef).join(" or ")}, so the ${noun} at the base cannot be read`,
    hint: FETCH_DEPTH_HINT
  };
}
async function baseOf(baseRef, cwd, noun) {
  if (!isRefText(baseRef))
    return {
      problem: `${shownRef(baseRef)} is not a git ref`,
      hint: "Pass a branch, tag or commit, e.g. --base origin/main."
    };
  try {
    let repo = await openRepo(cwd);
    if ("problem" in repo)
      return { problem: `${repo.problem}; the ${noun} at the base cannot be read`, hint: GIT_HINT };
    let rev = await mergeBase(repo, baseRef, noun);
    return typeof rev == "string" ? { repo, rev } : rev;
  } catch (e) {
    return e instanceof InputError ? { problem: `${e.message}; the ${noun} at the base cannot be read`, hint: GIT_HINT } : {
      problem: `${e instanceof Error ? e.message : String(e)}, so the ${noun} at the base cannot be read`,
      hint: "Install git on the runner, or run the check without --base."
    };
  }
}
async function sourceAtBase(baseRef, cwd, maxBytes, noun = "pins", fileNoun = "a pin file") {
  let base = await baseOf(baseRef, cwd, noun);
  if ("problem" in base) return base;
  let { repo, rev } = base, root = path.resolve(cwd), blobs = /* @__PURE__ */ new Map();
  return { rev, source: {
    async read(abs) {
      let rel = path.relative(root, abs).split(path.sep).join("/");
      if (rel.startsWith("..")) return;
      if (blobs.has(rel)) return blobs.get(rel);
      let r = await repo.git(["cat-file", "blob", `${rev}:./${rel}`], { file: rel, maxBytes, noun: fileNoun }), blob = r.code === 0 ? r.out : void 0;
      return blobs.set(rel, blob), blob;
    }
  } };
}
async function readPinsAtBase(files, baseRef, cwd) {
  let base = await sourceAtBase(baseRef, cwd, MAX_FILE_BYTES);
  if ("problem" in base) return base;
  let { rev, source } = base, root = path.resolve(cwd);
  try {
    let existing = [];
    for (let f of files) await source.read(path.resolve(root, f)) !== void 0 && existing.push(f);
    return await readPinsWith(existing, { cwd: root, source });
  } catch (e) {
    return e instanceof InputError ? {
      problem: `at the merge base ${rev.slice(0, 12)}: ${e.message}`,
      hint: "The base version of the pin file could not be read; the notes compare against it."
    } : {
      problem: `git could not read the pin files at the merge base: ${e instanceof Error ? e.message : String(e)}`,
      hint: "Check that git works in this checkout, or run the check without --base."
    };
  }
}

export {
  firstLine,
  shownRef,
  isRefText,
  baseOf,
  sourceAtBase,
  readPinsAtBase
};
