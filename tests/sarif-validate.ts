/**
 * SARIF as code scanning takes it: the OASIS SARIF 2.1.0 schema (vendored in
 * tests/fixtures/sarif, origin in its README) and GitHub's upload rules — every result has a
 * physical location with a relative (or absolute file:) percent-encoded URI and a start line, rule ids and
 * indexes agree, and each rule's help link names a heading in docs/findings.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv-draft-04';

const root = path.resolve(__dirname, '..');
const schema = JSON.parse(
  readFileSync(path.join(root, 'tests/fixtures/sarif/sarif-schema-2.1.0.json'), 'utf8'),
) as object;
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
// Draft-04 formats the schema uses; uri-reference per RFC 3986 (no spaces, no raw #, %XX only).
ajv.addFormat('uri', (s: string) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(s));
ajv.addFormat('uri-reference', (s: string) =>
  /^([A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*(#([A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*)?$/.test(s),
);
ajv.addFormat('date-time', true);
const validate = ajv.compile(schema);

const anchors = new Set(
  [...readFileSync(path.join(root, 'docs/findings.md'), 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]!),
);

type Sarif = {
  runs: {
    tool: { driver: { rules: { id: string; helpUri?: string }[] } };
    results: {
      ruleId: string;
      ruleIndex?: number;
      locations?: { physicalLocation?: { artifactLocation?: { uri?: string }; region?: { startLine?: number } } }[];
    }[];
  }[];
};

/** Every problem with `text` as a SARIF upload; [] when code scanning would take it. */
export function sarifProblems(text: string): string[] {
  const log = JSON.parse(text) as Sarif;
  const problems: string[] = [];
  if (!validate(log)) problems.push(...(validate.errors ?? []).map((e) => `schema: ${e.instancePath} ${e.message}`));
  for (const run of log.runs) {
    const rules = run.tool.driver.rules;
    for (const r of rules) {
      const anchor = r.helpUri?.split('#')[1];
      if (!anchor || !anchors.has(anchor))
        problems.push(`rule ${r.id}: helpUri ${r.helpUri} names no heading in docs/findings.md`);
    }
    run.results.forEach((res, i) => {
      if (res.ruleIndex !== undefined && rules[res.ruleIndex]?.id !== res.ruleId)
        problems.push(`result ${i}: ruleIndex does not name ${res.ruleId}`);
      const loc = res.locations?.[0]?.physicalLocation;
      if (!loc?.artifactLocation?.uri) problems.push(`result ${i} (${res.ruleId}): no physical location`);
      else if (/^[a-z]+:|^\//i.test(loc.artifactLocation.uri) && !loc.artifactLocation.uri.startsWith('file:///'))
        problems.push(`result ${i}: URI ${loc.artifactLocation.uri} is neither relative nor a file: URI`);
      if (!loc?.region?.startLine || loc.region.startLine < 1) problems.push(`result ${i}: no start line`);
    });
  }
  return problems;
}
