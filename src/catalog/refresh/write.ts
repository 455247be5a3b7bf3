/**
 * `catalog:refresh --write`: what the indexes proved, as edits of rules/ a maintainer reviews in
 * a pull request. A release the catalog lacks becomes a new `rules/releases/X.Y.yaml`; a patch it
 * lacks is added to its release's file; a patch it held as uncertain and the indexes list loses
 * that mark; `asOf` in rules/catalog.yaml moves to the reading's date. Existing files are edited
 * as YAML documents, so their comments and order stay.
 */
import { isNode, isScalar, parseDocument, stringify, YAMLMap, YAMLSeq, type Document } from 'yaml';
import type { Release } from '../schema.js';
import type { Derived, Provenance } from '../observed/derive.js';

export interface RuleFileText {
  /** Relative to the project: `rules/releases/2.15.yaml`. */
  path: string;
  text: string;
}

export interface RuleEdit extends RuleFileText {
  /** What changed, for the report: one line each. */
  changes: string[];
}

const releasePath = (minor: string): string => `rules/releases/${minor}.yaml`;
/** As rules/ is written by hand: strings double-quoted, flow lists without inner padding, no folding. */
const STYLE = {
  lineWidth: 0,
  flowCollectionPadding: false,
  defaultStringType: 'QUOTE_DOUBLE',
  defaultKeyType: 'PLAIN',
} as const;

/**
 * Text for a YAML comment: a line break would end the comment and start YAML of the text's
 * choosing, and control, bidi and zero-width characters would hide what a reviewer reads, so
 * each is written as an escape (`\u000a`).
 */
function commentText(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function newReleaseFile(r: Release, prov: Provenance): string {
  const head = [
    '# yaml-language-server: $schema=../release.schema.json',
    commentText(
      `# torch ${r.torch}: written by \`catalog:refresh --write\` from the wheel names on ${prov.indexes.join(', ')} (read ${prov.date}).`,
    ),
    '# Facts marked uncertain are what wheel names cannot prove (GPU kernels, driver floors, MPS, PyPI',
    '# Linux build, build status): each is taken from the newest release the catalog knew. Settle each',
    '# with a primary source and remove its `confidence: uncertain`.',
  ];
  return `${head.join('\n')}\n${stringify(r, STYLE)}`;
}

function patchesOf(doc: Document): YAMLSeq | undefined {
  const seq = doc.get('patches', true);
  return seq instanceof YAMLSeq ? seq : undefined;
}

/** A text edit: replace [from, to) with `text`. Applied back to front, so offsets stay valid. */
interface Splice {
  from: number;
  to: number;
  text: string;
}

const lineStart = (text: string, at: number): number => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number): number => {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl + 1;
};

function applySplices(text: string, splices: Splice[]): string {
  let out = text;
  for (const s of [...splices].sort((a, b) => b.from - a.from)) out = out.slice(0, s.from) + s.text + out.slice(s.to);
  return out;
}

/** A value node's span in the source, for a pair of `map` (undefined when absent). */
function valueSpan(map: YAMLMap, key: string): [number, number] | undefined {
  const pair = map.items.find((p) => isScalar(p.key) && p.key.value === key);
  const r = pair && isNode(pair.value) ? pair.value.range : undefined;
  return r ? [r[0], r[1]] : undefined;
}

/** The whole line(s) of one pair of `map`, for deleting it. */
function pairLines(text: string, map: YAMLMap, key: string): [number, number] | undefined {
  const pair = map.items.find((p) => isScalar(p.key) && p.key.value === key);
  const k = pair && isScalar(pair.key) ? pair.key.range : undefined;
  const v = pair && isNode(pair.value) ? pair.value.range : undefined;
  return k && v ? [lineStart(text, k[0]), lineEnd(text, v[1])] : undefined;
}

const quoted = (v: string): string => JSON.stringify(v);

/** The edits that carry `derived` into the given rule files. */
export function ruleEdits(files: readonly RuleFileText[], derived: Derived, prov: Provenance): RuleEdit[] {
  const byPath = new Map(files.map((f) => [f.path, f.text]));
  const edits = new Map<string, RuleEdit>();
  for (const r of derived.releases) {
    const path = releasePath(r.torch);
    if (byPath.has(path)) continue; // a file of that name exists: the catalog knew the release after all
    edits.set(path, {
      path,
      text: newReleaseFile(r, prov),
      changes: [`new release torch ${r.torch} (${r.patches.map((p) => p.version).join(', ')})`],
    });
  }
  // Existing files are edited in place, line by line: a reviewer sees only what the indexes changed.
  const touched = new Map<string, { text: string; doc: Document; splices: Splice[]; changes: string[] }>();
  const open = (minor: string) => {
    const path = releasePath(minor);
    const text = byPath.get(path);
    if (text === undefined) return undefined;
    let t = touched.get(path);
    if (!t) touched.set(path, (t = { text, doc: parseDocument(text), splices: [], changes: [] }));
    return t;
  };
  for (const { torch, patch } of derived.patches) {
    const t = open(torch);
    const last = t && patchesOf(t.doc)?.items.at(-1);
    if (!t || !(last instanceof YAMLMap) || !last.range) continue;
    const first: unknown = last.items[0]?.key;
    const keyAt = isScalar(first) && first.range ? first.range[0] : last.range[0];
    const prefix = t.text.slice(lineStart(t.text, keyAt), keyAt);
    const indent = ' '.repeat(prefix.length);
    const at = lineEnd(t.text, last.range[1] - 1);
    const fields = [`version: ${quoted(patch.version)}`];
    if (patch.torchvision) fields.push(`torchvision: ${quoted(patch.torchvision)}`);
    if (patch.torchaudio) fields.push(`torchaudio: ${quoted(patch.torchaudio)}`);
    fields.push(`source: ${quoted(patch.source)}`);
    t.splices.push({ from: at, to: at, text: fields.map((f, i) => `${i === 0 ? prefix : indent}${f}\n`).join('') });
    t.changes.push(`patch ${patch.version} added to torch ${torch}`);
  }
  for (const version of derived.confirmed) {
    const minor = version.split('.').slice(0, 2).join('.');
    const t = open(minor);
    const item = t && patchesOf(t.doc)?.items.find((i) => i instanceof YAMLMap && String(i.get('version')) === version);
    if (!t || !(item instanceof YAMLMap)) continue;
    const conf = pairLines(t.text, item, 'confidence');
    const src = valueSpan(item, 'source');
    if (!conf || !src) continue;
    t.splices.push({ from: conf[0], to: conf[1], text: '' });
    t.splices.push({
      from: src[0],
      to: src[1],
      text: quoted(
        `${String(item.get('source'))}; ${prov.indexes.join(', ')} (torch ${version} wheels listed on ${prov.date})`,
      ),
    });
    t.changes.push(`patch ${version} confirmed by the indexes (no longer uncertain)`);
  }
  for (const [path, t] of touched)
    if (t.changes.length) edits.set(path, { path, text: applySplices(t.text, t.splices), changes: t.changes });
  if (edits.size) {
    const catalogYaml = byPath.get('rules/catalog.yaml');
    if (catalogYaml !== undefined) {
      const doc = parseDocument(catalogYaml);
      const span = doc.contents instanceof YAMLMap ? valueSpan(doc.contents, 'asOf') : undefined;
      const asOf: unknown = doc.get('asOf');
      if (span && typeof asOf === 'string' && asOf < prov.date) {
        const text = applySplices(catalogYaml, [{ from: span[0], to: span[1], text: quoted(prov.date) }]);
        edits.set('rules/catalog.yaml', { path: 'rules/catalog.yaml', text, changes: [`asOf ${prov.date}`] });
      }
    }
  }
  return [...edits.values()].sort((a, b) => a.path.localeCompare(b.path));
}
