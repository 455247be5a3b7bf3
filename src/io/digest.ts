/** A file's bytes, fingerprinted: `--fix` writes a file only while it still has the bytes the scan read. */
import { createHash } from 'node:crypto';

export function contentDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
