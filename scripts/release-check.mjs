#!/usr/bin/env node
// Before a release is cut: the pushed tag, package.json and CHANGELOG.md must agree.
//   node scripts/release-check.mjs vX.Y.Z          → prints `version=…` and `major=vX` (for GITHUB_OUTPUT)
//   node scripts/release-check.mjs --notes vX.Y.Z  → prints the CHANGELOG section of X.Y.Z (release notes)
// One line on stderr and exit 1 when they disagree. Reads the working directory's files.
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const notes = args[0] === '--notes';
const tag = notes ? args[1] : args[0];

function fail(message) {
  process.stderr.write(`release-check: ${message}\n`);
  process.exit(1);
}

const m = /^v(\d+)\.(\d+)\.(\d+)$/.exec(tag ?? '');
if (!m) fail(`the tag must look like v1.2.3, got ${JSON.stringify(tag ?? '')}`);
const version = `${m[1]}.${m[2]}.${m[3]}`;

let pkg;
try {
  pkg = JSON.parse(readFileSync('package.json', 'utf8'));
} catch {
  fail('package.json cannot be read');
}
if (pkg.version !== version) fail(`the tag is ${tag} but package.json says ${pkg.version}: bump package.json (npm version ${version} --no-git-tag-version) and tag again`);

const changelog = existsSync('CHANGELOG.md') ? readFileSync('CHANGELOG.md', 'utf8') : '';
const lines = changelog.split('\n');
const start = lines.findIndex((l) => l.trim() === `## ${version}` || l.startsWith(`## ${version} `));
if (start < 0) fail(`CHANGELOG.md has no "## ${version}" section: move the Unreleased entries under it`);
const rest = lines.slice(start + 1);
const end = rest.findIndex((l) => l.startsWith('## '));
const section = (end < 0 ? rest : rest.slice(0, end)).join('\n').trim();
if (!section) fail(`the CHANGELOG.md section "## ${version}" is empty`);

for (const f of ['dist/index.js', 'dist/cli.cjs', 'dist/catalog.json', 'action.yml']) if (!existsSync(f)) fail(`${f} is missing: run npm run build and commit dist/`);

if (notes) process.stdout.write(`${section}\n`);
else process.stdout.write(`version=${version}\nmajor=v${m[1]}\n`);
