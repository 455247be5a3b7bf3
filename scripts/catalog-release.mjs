#!/usr/bin/env node
// After a catalog-refresh pull request is merged: the next patch version, with a CHANGELOG
// section that says what the catalog gained, so the release workflow can cut it and move the
// major tag (`uses: …@v1` then gets the new catalog with no workflow edited).
//   node scripts/catalog-release.mjs "what changed"   → bumps package.json, writes the CHANGELOG
//                                                       section, prints `version=…` and `tag=v…`
// One line on stderr and exit 1 when package.json or CHANGELOG.md cannot be used.
import { readFileSync, writeFileSync } from 'node:fs';

const fail = (message) => {
  process.stderr.write(`catalog-release: ${message}\n`);
  process.exit(1);
};
const what = (process.argv[2] ?? '').trim();
if (!what) fail('say what the catalog gained, e.g. "torch 2.16.0 (from the torch indexes, pull request #123)"');

let pkg;
try {
  pkg = JSON.parse(readFileSync('package.json', 'utf8'));
} catch {
  fail('package.json cannot be read');
}
const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(pkg.version));
if (!m) fail(`package.json's version ${JSON.stringify(pkg.version)} is not X.Y.Z`);
const version = `${m[1]}.${m[2]}.${Number(m[3]) + 1}`;

let log;
try {
  log = readFileSync('CHANGELOG.md', 'utf8');
} catch {
  fail('CHANGELOG.md cannot be read');
}
const lines = log.split('\n');
const unreleased = lines.findIndex((l) => l.trim() === '## Unreleased');
if (unreleased < 0) fail('CHANGELOG.md has no "## Unreleased" section');
// The release is cut from main, so whatever is unreleased ships too: its entries move under the
// new section, after the catalog's line, and Unreleased is left empty.
const entry = `- **Catalog refreshed from the torch indexes:** ${what.replace(/\s+/g, ' ').slice(0, 500)}`;
lines.splice(unreleased + 1, 0, '', `## ${version}`, '', entry);
writeFileSync('CHANGELOG.md', lines.join('\n'));
pkg.version = version;
writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
process.stdout.write(`version=${version}\ntag=v${version}\n`);
