import { p as parseChangedLines, w as wholeWhereNoHunk } from './scan.js';
import { bd as isRefText, au as ChangedSinceUnavailable, be as shownRef, bf as baseOf, bg as firstLine, I as InputError, bh as bytesText } from './check.js';
import path__default from 'node:path';
import 'node:crypto';
import 'node:buffer';
import 'node:fs';
import 'node:os';
import 'node:url';
import 'node:worker_threads';
import 'node:util';
import 'node:fs/promises';
import 'node:child_process';

var CAP = { file: "git diff", maxBytes: 20 * 1024 * 1024, noun: "a diff" }, ARGS_PER_CALL = 16e3;
function fromTop(name, repo) {
  return name.startsWith(repo.prefix) ? name.slice(repo.prefix.length) : path__default.resolve(repo.top, name).split(path__default.sep).join("/");
}
var isPython = (name) => /\.pyi?$/.test(name);
async function changesSince(ref, cwd) {
  if (!isRefText(ref)) throw new ChangedSinceUnavailable(`--changed-since ${shownRef(ref)} is not a git ref`);
  let at = await baseOf(ref, cwd, "changes");
  if ("problem" in at) throw new ChangedSinceUnavailable(`--changed-since: ${at.problem}. ${at.hint}`);
  let { repo, rev: base } = at, fail = (r) => new ChangedSinceUnavailable(`--changed-since: git diff failed: ${firstLine(r.err)}`), common = ["--no-color", "--no-ext-diff", "--no-textconv", "--diff-filter=ACMR", "--no-renames"], names = await repo.git(["diff", "--name-only", "-z", ...common, base], CAP);
  if (names.code !== 0) throw fail(names);
  let changed = names.out.toString("utf8").split("\0").filter(isPython), lines = /* @__PURE__ */ new Map(), args = ["diff", "--unified=0", "--text", "--src-prefix=a/", "--dst-prefix=b/", ...common, base, "--"], size = 0;
  for (let i = 0; i < changed.length; ) {
    let batch = [];
    for (let len = 0; i < changed.length && (batch.length === 0 || len + changed[i].length < ARGS_PER_CALL); i++)
      len += changed[i].length + 1, batch.push(changed[i]);
    let diff = await repo.git([...args, ...batch], CAP, repo.top);
    if (diff.code !== 0) throw fail(diff);
    if (size += diff.out.length, size > CAP.maxBytes)
      throw new InputError(`${CAP.file}: larger than ${bytesText(CAP.maxBytes)}, the most ${CAP.noun} may be`);
    for (let [file, ranges] of parseChangedLines(diff.out.toString("utf8"))) lines.set(file, ranges);
  }
  let whole = wholeWhereNoHunk(lines, changed), files = changed.map((n) => fromTop(n, repo));
  return { base, files, lines: new Map([...whole].map(([n, r]) => [fromTop(n, repo), r])) };
}

export { changesSince };
