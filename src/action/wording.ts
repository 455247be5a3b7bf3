/**
 * Hints are written for the CLI ("Use --index-url URL"). In the action the same advice names the
 * input, with pip's flag beside it for the install line: "Use index-url: URL (pip: --index-url URL)".
 */
import type { Finding } from '../core/finding.js';

export function actionWording(hint: string): string {
  return hint.replace(/\b([Uu]se|[Aa]dd) --index-url (\S+?)(?=[.,;)]?(\s|$))/g, '$1 index-url: $2 (pip: --index-url $2)').replace(/\(see --help\)/g, "(see the action's inputs in action.yml)");
}

export const inActionWords = (findings: Finding[]): Finding[] => findings.map((f) => (f.hint ? { ...f, hint: actionWording(f.hint) } : f));
