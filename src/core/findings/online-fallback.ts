import { findingKind } from './kind.js';

export const onlineFallback = findingKind({
  id: 'online-fallback',
  severities: ['warning', 'notice'],
  title: 'An index could not be read online',
  why: "With --online the indexes pip would read are asked for torch's file list. A timeout, an HTTP error, a page that is not an index, a redirect to another host or an oversized page is said once, and the catalog answers as it does offline (or a cached list, with its age). An index that lists no torch wheel is said too: pip finds none there.",
  fix: 'Nothing, if the index is reachable from the job. Otherwise check the URL, the proxy (HTTPS_PROXY, NO_PROXY) and the credentials (in the URL or .netrc).',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
