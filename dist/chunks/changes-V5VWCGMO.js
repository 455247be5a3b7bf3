'use strict';

var scan = require('./scan.js');
var check = require('./check.js');
var shared = require('./shared.js');
var path = require('node:path');
require('node:crypto');
require('node:buffer');
require('node:fs');
require('node:os');
require('node:url');
require('node:worker_threads');
require('node:fs/promises');
require('node:child_process');
require('node:util');

var CAP = { file: "git diff", maxBytes: 20 * 1024 * 1024, noun: "a diff" }, ARGS_PER_CALL = 16e3;
function fromTop(name, repo) {
  return name.startsWith(repo.prefix) ? name.slice(repo.prefix.length) : path.resolve(repo.top, name).split(path.sep).join("/");
}
var isPython = (name) => /\.pyi?$/.test(name);
async function changesSince(ref, cwd) {
  if (!check.isRefText(ref)) throw new shared.ChangedSinceUnavailable(`--changed-since ${check.shownRef(ref)} is not a git ref`);
  let at = await check.baseOf(ref, cwd, "changes");
  if ("problem" in at) throw new shared.ChangedSinceUnavailable(`--changed-since: ${at.problem}. ${at.hint}`);
  let { repo, rev: base } = at, fail = (r) => new shared.ChangedSinceUnavailable(`--changed-since: git diff failed: ${check.firstLine(r.err)}`), common = ["--no-color", "--no-ext-diff", "--no-textconv", "--diff-filter=ACMR", "--no-renames"], names = await repo.git(["diff", "--name-only", "-z", ...common, base], CAP);
  if (names.code !== 0) throw fail(names);
  let all = names.out.toString("utf8").split("\0").filter(Boolean), changed = all.filter(isPython), lines = /* @__PURE__ */ new Map(), args = ["diff", "--unified=0", "--text", "--src-prefix=a/", "--dst-prefix=b/", ...common, base, "--"], size = 0;
  for (let i = 0; i < changed.length; ) {
    let batch = [];
    for (let len = 0; i < changed.length && (batch.length === 0 || len + changed[i].length < ARGS_PER_CALL); i++)
      len += changed[i].length + 1, batch.push(changed[i]);
    let diff = await repo.git([...args, ...batch], CAP, repo.top);
    if (diff.code !== 0) throw fail(diff);
    if (size += diff.out.length, size > CAP.maxBytes)
      throw new shared.InputError(`${CAP.file}: larger than ${check.bytesText(CAP.maxBytes)}, the most ${CAP.noun} may be`);
    for (let [file, ranges] of scan.parseChangedLines(diff.out.toString("utf8"))) lines.set(file, ranges);
  }
  let whole = scan.wholeWhereNoHunk(lines, changed), files = changed.map((n) => fromTop(n, repo));
  return {
    base,
    files,
    names: all.map((n) => fromTop(n, repo)),
    lines: new Map([...whole].map(([n, r]) => [fromTop(n, repo), r]))
  };
}

exports.changesSince = changesSince;
