/**
 * Schema of the scanner's API lifecycle entries (rules/apis.yaml). Owned by the scanner;
 * kept in its own file so that module can grow it without touching the release schema.
 *
 * An entry is keyed by `api` (unique: catalogs are merged entry by entry on it). The qualified
 * name defaults to `api` up to a `#`, so `torch.load#no-weights_only` is about `torch.load`.
 */
import * as z from 'zod/mini';

const described = <T extends z.ZodMiniType>(schema: T, text: string): T => schema.check(z.describe(text));
const nonEmpty = () => z.string().check(z.minLength(1));

const version = z.string().check(z.regex(/^\d+\.\d+(\.\d+)?$/, 'a torch version such as 2.9 or 2.9.1'));
const qualified = z
  .string()
  .check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$/, 'a dotted name such as torch.load'));
const identifier = z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a Python identifier'));

/** The call shape an entry is about; every field given must hold. Without `match`, any use counts. */
export const ApiMatch = z.strictObject({
  kind: described(
    z.optional(z.enum(['call', 'assign'])),
    'call: only calls; assign: only `name = value` (attribute assignment)',
  ),
  without: described(
    z.optional(z.array(identifier).check(z.minLength(1))),
    'A call that passes none of these keywords (a call with **kwargs is not judged)',
  ),
  with: described(
    z.optional(z.array(identifier).check(z.minLength(1))),
    'A call that passes at least one of these keywords',
  ),
  keyword: z.optional(
    z.strictObject({
      name: identifier,
      value: described(nonEmpty(), 'Literal value, e.g. onnxrt for backend="onnxrt"'),
    }),
  ),
  insideExcept: described(
    z.optional(identifier),
    'Only inside the body of a `try` that has an `except` naming this class',
  ),
  firstArgumentCalls: described(
    z.optional(z.array(identifier).check(z.minLength(1))),
    'A call whose first argument is itself a call of one of these, by its last name (a DLPack capsule made in place: from_dlpack(t.__dlpack__()))',
  ),
  members: described(
    z.optional(z.literal(true)),
    'The entry names a module; the shape is judged on calls of its members (torchvision.models.resnet18(pretrained=True))',
  ),
  method: described(
    z.optional(z.literal(true)),
    "The entry names a Tensor method (torch.Tensor.storage): a call of `.storage(…)` on any object counts, in a file that imports torch (the receiver's type is not known)",
  ),
  noArguments: described(
    z.optional(z.literal(true)),
    'Only a call that passes no argument (`x.storage()`, not `self.storage(size)`)',
  ),
  notAsBase: described(
    z.optional(z.literal(true)),
    'A base of a class statement (`class S(_LRScheduler):`) is not judged: the change is about what other objects are (isinstance of the built-ins), and a subclass inherits the same code as before',
  ),
  unset: described(
    z.optional(nonEmpty()),
    'The literal a `with` keyword means when left out (None): passing it, or a conditional expression that can give it (`x if workers > 0 else None`), is leaving the keyword out',
  ),
});
export type ApiMatch = z.infer<typeof ApiMatch>;

/**
 * A rewrite `scan --fix` may make: only mechanical ones (a name, a keyword, an argument whose
 * meaning is fixed). It is offered only when `replacementSince` holds for every torch in range.
 */
const ApiFix = z.strictObject({
  rename: described(
    z.optional(qualified),
    'The qualified name written instead (the call keeps its arguments unless said below)',
  ),
  prependArgument: described(z.optional(nonEmpty()), 'Inserted as the first argument of the call, e.g. "cuda"'),
  renameKeyword: z.optional(z.strictObject({ from: identifier, to: identifier })),
  addKeyword: z.optional(z.strictObject({ name: identifier, value: nonEmpty() })),
  onRequest: described(
    z.optional(z.literal(true)),
    'Changes what the code does on purpose (weights_only=True): applied only with --fix-all',
  ),
});

export const ApiEntry = z
  .strictObject({
    api: described(nonEmpty(), 'Unique key: the qualified name, plus `#shape` when several entries share a name'),
    name: described(z.optional(qualified), 'Qualified name when `api` carries a suffix (default: `api` up to `#`)'),
    match: z.optional(ApiMatch),
    introduced: described(z.optional(version), 'First torch release that has it; older torch → api-unavailable'),
    deprecated: described(z.optional(version), 'First release that warns; → api-deprecated'),
    removed: described(z.optional(version), 'First release without it; → api-removed'),
    changed: described(z.optional(version), 'Release whose behaviour differs; → behavior-changed'),
    change: described(z.optional(nonEmpty()), 'What changed, one sentence'),
    changeSeverity: described(
      z.optional(z.enum(['notice', 'warning'])),
      'warning where code silently changes meaning (default notice)',
    ),
    replacement: described(z.optional(nonEmpty()), 'What to use instead'),
    replacementSince: described(
      z.optional(version),
      'First release that has the replacement (to say if it works on the oldest torch in range)',
    ),
    fix: z.optional(ApiFix),
    note: z.optional(nonEmpty()),
    alsoModule: described(
      z.optional(z.literal(true)),
      'The name is also a module that defines other names (torch.nn.utils.weight_norm: the function, and the module it lives in): a name below it (`from torch.nn.utils.weight_norm import WeightNorm`) is not a use of the entry',
    ),
    source: described(nonEmpty(), 'Where the fact comes from: a URL or repository path'),
    confidence: described(z.optional(z.enum(['verified', 'uncertain'])), 'uncertain: may warn, never fail'),
  })
  .check(
    z.refine((e) => Boolean(e.introduced || e.deprecated || e.removed || e.changed), {
      message: 'an API entry needs at least one of introduced, deprecated, removed or changed',
    }),
    z.refine((e) => !e.changed || Boolean(e.change), {
      message: 'an entry with `changed` needs `change` (what changed)',
    }),
    z.refine((e) => !e.fix || Boolean(e.replacementSince), {
      message: 'an entry with `fix` needs `replacementSince` (a fix is offered only where the replacement exists)',
    }),
  );
export type ApiEntry = z.infer<typeof ApiEntry>;
