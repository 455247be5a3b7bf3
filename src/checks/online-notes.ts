/**
 * What `--online` read, or could not: an index that lists no torch, a release only the index knows,
 * a bound package's requirement read from the index or not. A message that may carry a URL the
 * user wrote is redacted by the caller, which knows where its text came from.
 */
import { finding, type Finding } from '../core/finding.js';

/** A notice (a warning when it is the only index read) that `url` (as shown) lists no torch wheel. */
export function indexListsNoTorch(url: string, only: boolean): Finding {
  return finding({
    id: 'online-fallback',
    severity: only ? 'warning' : 'notice',
    message: `${url} lists no torch wheel: pip finds no torch there${only ? ', and no other index is read' : ''}.`,
    hint: 'Check the index URL; a private mirror may not carry torch.',
    source: url,
  });
}

/** A notice that something `--online` asked for was not read; the catalog's facts stand. */
export function onlineNotRead(message: string, source: string, hint: string): Finding {
  return finding({ id: 'online-fallback', severity: 'notice', message, hint, source });
}

/** A notice that facts came from the index `source`, not from the catalog. */
export function releaseFromIndex(message: string, hint: string, source: string): Finding {
  return finding({ id: 'release-from-index', severity: 'notice', message, hint, source });
}
