/**
 * Who decides which hosts `--online` asks. Whoever runs the check (its flags, the workflow's
 * inputs, pip's environment variables) names indexes that are asked wherever they are. A
 * repository's pin files name indexes too, but on a pull request those files are the pull
 * request's: an index they add is named and not asked (the base branch, or the invoker, must
 * name its host first). An index a file names is asked only at a public address, and at most
 * MAX_INDEXES indexes are asked in one check; the rest are named as not asked.
 */
import { isIP } from 'node:net';
import type { Location } from '../../../core/finding.js';
import type { IndexReader, IndexRef } from '../../../request/index-url.js';
import { isLoopbackHost, isPublicAddress } from '../../../io/address.js';

/** pip users name one or two indexes, rarely more; a page per index is a request each. */
export const MAX_INDEXES = 8;

export interface IndexCandidate {
  ref: IndexRef;
  /** The URL asked (credentials and query as given). */
  page: string;
  /** Who named it: whoever runs the check, or a pin file. */
  namedBy: 'invoker' | 'file';
  reader: IndexReader;
  /** Where a pin file names it. */
  location?: Location;
}

export interface HostPolicy {
  /** The pin files are a pull request's (GITHUB_EVENT_NAME `pull_request…`). */
  pullRequest: boolean;
  /** Origins (`scheme://host:port`) the base branch's pin files name; undefined when no base was read. */
  baseOrigins?: ReadonlySet<string>;
}

export type NotAskedWhy = 'pull-request' | 'private' | 'limit';

export interface HostChoice {
  asked: (IndexCandidate & { publicOnly: boolean })[];
  notAsked: { candidate: IndexCandidate; why: NotAskedWhy }[];
}

/** `scheme://host:port`, the unit a host is trusted in; undefined for a URL that does not parse. */
export function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname.toLowerCase()}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;
  } catch {
    return undefined;
  }
}

/** A host written as a loopback, private or link-local address (names are checked when they resolve). */
function privateLiteral(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return isLoopbackHost(host) || (isIP(host) !== 0 && !isPublicAddress(host));
  } catch {
    return true;
  }
}

export function chooseIndexes(candidates: readonly IndexCandidate[], policy: HostPolicy): HostChoice {
  const invokerOrigins = new Set(candidates.filter((c) => c.namedBy === 'invoker').map((c) => originOf(c.page) ?? ''));
  const out: HostChoice = { asked: [], notAsked: [] };
  // Named by whoever runs the check first: they keep their place under the limit.
  const ordered = [
    ...candidates.filter((c) => c.namedBy === 'invoker'),
    ...candidates.filter((c) => c.namedBy === 'file'),
  ];
  for (const c of ordered) {
    const origin = originOf(c.page) ?? '';
    const vouched = invokerOrigins.has(origin);
    if (c.namedBy === 'file' && !vouched) {
      if (policy.pullRequest && !policy.baseOrigins?.has(origin)) {
        out.notAsked.push({ candidate: c, why: 'pull-request' });
        continue;
      }
      if (privateLiteral(c.page)) {
        out.notAsked.push({ candidate: c, why: 'private' });
        continue;
      }
    }
    if (out.asked.length >= MAX_INDEXES) {
      out.notAsked.push({ candidate: c, why: 'limit' });
      continue;
    }
    out.asked.push({ ...c, publicOnly: c.namedBy === 'file' && !vouched });
  }
  return out;
}
