/**
 * What this repository uses, for the upgrade note: the Pythons and runners of its workflows
 * (`.github/workflows/*.yml`, local composite actions) and the index variants of its pins. A workflow that cannot be
 * read adds nothing here; matrix lint is where a broken workflow is reported.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readUserText, realPathInside } from '../io/read-file.js';
import { pinVariants, workflowUses } from '../pins/workflow-uses.js';
import type { PinSet, RepoUse } from '../pins/index.js';

const MAX_WORKFLOWS = 200;

/** `.github/workflows/*.yml` and the local composite actions they use (`.github/actions/NAME/action.yml`). */
function workflowFiles(cwd: string): string[] {
  const list = (dir: string) => {
    try {
      return readdirSync(path.join(cwd, dir)).sort();
    } catch {
      return [];
    }
  };
  const workflows = list('.github/workflows')
    .filter((n) => /\.ya?ml$/.test(n))
    .map((n) => `.github/workflows/${n}`);
  const actions = list('.github/actions').flatMap((d) =>
    ['action.yml', 'action.yaml'].map((n) => `.github/actions/${d}/${n}`),
  );
  return [...workflows, ...actions].slice(0, MAX_WORKFLOWS);
}

export function readRepoUses(cwd: string, pins: PinSet[]): RepoUse {
  const use: RepoUse = { pythons: [], runners: [], variants: pins.flatMap(pinVariants) };
  for (const rel of workflowFiles(cwd)) {
    let text: string;
    // A workflow or local action linked to a file outside the repository is not the repository's.
    const real = realPathInside(cwd, path.join(cwd, rel));
    if (real === undefined) continue;
    try {
      text = readUserText(real, rel, 'workflow');
    } catch {
      continue;
    }
    const w = workflowUses(text, rel);
    use.pythons.push(...w.pythons);
    use.runners.push(...w.runners);
  }
  return use;
}
