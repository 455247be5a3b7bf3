/** SARIF 2.1.0 for github/codeql-action/upload-sarif and other code-scanning tools. */
import { FINDING_IDS, type Finding } from '../core/finding.js';
import { EXPLAIN } from '../core/explain.js';
import { VERSION } from '../core/version.js';

const LEVEL = { error: 'error', warning: 'warning', notice: 'note' } as const;
const HOME = 'https://github.com/torch-preflight/torch-preflight';

export function formatSarif(findings: Finding[]): string {
  const used = FINDING_IDS.filter((id) => findings.some((f) => f.id === id));
  const rules = used.map((id) => ({
    id,
    name: id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()),
    shortDescription: { text: EXPLAIN[id].title },
    fullDescription: { text: EXPLAIN[id].why },
    help: { text: `${EXPLAIN[id].why}\n\nFix: ${EXPLAIN[id].fix}`, markdown: `${EXPLAIN[id].why}\n\n**Fix:** ${EXPLAIN[id].fix}` },
    helpUri: `${HOME}#finding-${id}`,
  }));
  const results = findings.map((f) => ({
    ruleId: f.id,
    ruleIndex: used.indexOf(f.id),
    level: LEVEL[f.severity],
    message: { text: `${f.message} Fix: ${f.hint} (source: ${f.source})` },
    ...(f.location
      ? {
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: f.location.file.split('\\').join('/') },
                region: {
                  startLine: f.location.line,
                  ...(f.location.column ? { startColumn: f.location.column } : {}),
                  ...(f.location.endLine ? { endLine: f.location.endLine } : {}),
                  ...(f.location.endColumn ? { endColumn: f.location.endColumn } : {}),
                },
              },
            },
          ],
        }
      : {}),
    properties: { source: f.source },
  }));
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'torch-preflight', version: VERSION, informationUri: HOME, rules } }, results }],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}
