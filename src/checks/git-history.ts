/** The base of a pull request could not be read (a shallow checkout, a base git cannot show): said, with its fix. */
import { finding, type Finding } from '../core/finding.js';
import { kindOf } from '../core/findings/index.js';

const FETCH_ALL = 'https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches';

/** A warning that upgrade notes for `what` (pins, locks) have no base to compare against. */
export function gitHistoryMissing(what: 'pins' | 'locks', problem: string, hint: string): Finding {
  return finding({
    id: 'git-history-missing',
    severity: 'warning',
    message: kindOf('git-history-missing').message(what, problem),
    hint,
    source: FETCH_ALL,
  });
}

/** A notice that the scan of changed lines fell back to the whole tree: `why` the merge base is missing. */
export function scanFallback(why: string): Finding {
  return finding({
    id: 'scan-fallback',
    severity: 'notice',
    message: kindOf('scan-fallback').message(why),
    hint: 'Check out with fetch-depth: 0 so the merge base is there.',
    source: FETCH_ALL,
  });
}
