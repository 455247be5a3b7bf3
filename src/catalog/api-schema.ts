/**
 * Schema of the scanner's API lifecycle entries (rules/apis.yaml). Owned by the scanner;
 * kept in its own file so that module can grow it without touching the release schema.
 */
import { z } from 'zod';

export const ApiEntry = z
  .object({
    api: z.string().min(1).describe('Qualified name, e.g. torch.symeig'),
    source: z.string().min(1),
    confidence: z.enum(['verified', 'uncertain']).optional(),
  })
  .passthrough();
export type ApiEntry = z.infer<typeof ApiEntry>;
