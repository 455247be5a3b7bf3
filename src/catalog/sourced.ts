/** What every fact of the catalog carries: where it comes from, and how sure that is. */
import * as z from 'zod/mini';

const described = <T extends z.ZodMiniType>(schema: T, text: string): T => schema.check(z.describe(text));

export const Confidence = z.enum(['verified', 'uncertain']);
export type Confidence = z.infer<typeof Confidence>;

export const sourced = {
  source: described(
    z.string().check(z.minLength(1)),
    'Where the fact comes from: a URL or repository path at a commit',
  ),
  confidence: described(z.optional(Confidence), 'uncertain: weak or conflicting evidence; may warn, never fail'),
};
