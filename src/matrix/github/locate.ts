/** Turns a source position into a finding's location, or into words when no file is known. */
import { finding, type Finding, type FindingInput, type Location } from '../../core/finding.js';
import type { Position } from './types.js';

function locationOf(file: string | undefined, at: Position | undefined): Location | undefined {
  const f = at?.file ?? file;
  return f && at ? { file: f, line: at.line, column: at.column } : undefined;
}

type Draft = Omit<FindingInput, 'location'>;

/** A finding at `at`: a location in a workflow file, or `(line N)` in the message for pasted text. */
export function located(draft: Draft, file: string | undefined, at: Position | undefined): Finding {
  const location = locationOf(file, at);
  if (location) return finding({ ...draft, location });
  return finding(at ? { ...draft, message: `${draft.message} (line ${at.line})` } : draft);
}

export const GITHUB_MATRIX_DOCS =
  'https://docs.github.com/en/actions/writing-workflows/workflow-syntax-for-github-actions#jobsjob_idstrategymatrix';
