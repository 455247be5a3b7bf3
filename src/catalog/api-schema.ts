/**
 * Schema of the scanner's API lifecycle entries (rules/apis.yaml). Owned by the scanner;
 * kept in its own file so that module can grow it without touching the release schema.
 *
 * An entry is keyed by `api` (unique: catalogs are merged entry by entry on it). The qualified
 * name defaults to `api` up to a `#`, so `torch.load#no-weights_only` is about `torch.load`.
 */
import { z } from 'zod';

const version = z.string().regex(/^\d+\.\d+(\.\d+)?$/, 'a torch version such as 2.9 or 2.9.1');
const qualified = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$/, 'a dotted name such as torch.load');
const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a Python identifier');

/** The call shape an entry is about; every field given must hold. Without `match`, any use counts. */
export const ApiMatch = z
  .object({
    kind: z.enum(['call', 'assign']).optional().describe('call: only calls; assign: only `name = value` (attribute assignment)'),
    without: z.array(identifier).min(1).optional().describe('A call that passes none of these keywords (a call with **kwargs is not judged)'),
    with: z.array(identifier).min(1).optional().describe('A call that passes at least one of these keywords'),
    keyword: z
      .object({ name: identifier, value: z.string().min(1).describe('Literal value, e.g. onnxrt for backend="onnxrt"') })
      .strict()
      .optional(),
    insideExcept: identifier.optional().describe('Only inside the body of a `try` that has an `except` naming this class'),
  })
  .strict();
export type ApiMatch = z.infer<typeof ApiMatch>;

export const ApiEntry = z
  .object({
    api: z.string().min(1).describe('Unique key: the qualified name, plus `#shape` when several entries share a name'),
    name: qualified.optional().describe('Qualified name when `api` carries a suffix (default: `api` up to `#`)'),
    match: ApiMatch.optional(),
    introduced: version.optional().describe('First torch release that has it; older torch → api-unavailable'),
    deprecated: version.optional().describe('First release that warns; → api-deprecated'),
    removed: version.optional().describe('First release without it; → api-removed'),
    changed: version.optional().describe('Release whose behaviour differs; → behavior-changed'),
    change: z.string().min(1).optional().describe('What changed, one sentence'),
    changeSeverity: z.enum(['notice', 'warning']).optional().describe('warning where code silently changes meaning (default notice)'),
    replacement: z.string().min(1).optional().describe('What to use instead'),
    replacementSince: version.optional().describe('First release that has the replacement (to say if it works on the oldest torch in range)'),
    note: z.string().min(1).optional(),
    source: z.string().min(1).describe('Where the fact comes from: a URL or repository path'),
    confidence: z.enum(['verified', 'uncertain']).optional().describe('uncertain: may warn, never fail'),
  })
  .strict()
  .refine((e) => e.introduced || e.deprecated || e.removed || e.changed, {
    message: 'an API entry needs at least one of introduced, deprecated, removed or changed',
  })
  .refine((e) => !e.changed || e.change, { message: 'an entry with `changed` needs `change` (what changed)' });
export type ApiEntry = z.infer<typeof ApiEntry>;

/** The qualified name an entry is about. */
export function apiName(e: Pick<ApiEntry, 'api' | 'name'>): string {
  return e.name ?? e.api.split('#')[0]!;
}
