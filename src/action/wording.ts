/**
 * The action's words for fixes: a finding's advice (src/core/advice.ts) rendered with the
 * action's inputs (`index-url: URL`) where the CLI's text names its flags.
 */
import { renderAdvice } from '../core/advice.js';
import type { Finding } from '../core/finding.js';

export const inActionWords = (findings: Finding[]): Finding[] => findings.map((f) => (f.advice ? { ...f, hint: renderAdvice(f.advice, 'action') } : f));
