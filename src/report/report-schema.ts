/**
 * The JSON report's contract, as a schema: `report.schema.json` is generated from it at build
 * time and shipped, and tests validate the reports of check, pins, scan and matrix against it.
 * (Runtime code does not load it: the report is built by report.ts and only checked here.)
 */
import * as z from 'zod/mini';
import { FINDING_IDS, type Finding } from '../core/finding.js';

const described = <T extends z.ZodMiniType>(schema: T, text: string): T => schema.check(z.describe(text));
const provenance = z.enum(['given', 'probed', 'default']);

const LocationSchema = z.strictObject({
  file: z.string(),
  line: z.int(),
  column: z.optional(z.int()),
  endLine: z.optional(z.int()),
  endColumn: z.optional(z.int()),
});

// Typed as the built Finding: every finding in a report was made by finding(), so a report's
// readers (the renderers) take findings, not the schema's looser shape.
const FindingSchema = z.looseObject({
  id: z.enum(FINDING_IDS),
  severity: z.enum(['error', 'warning', 'notice']),
  message: z.string(),
  hint: z.string(),
  source: described(z.string(), 'A URL, owner/repo path@ref or owner/repo#N'),
  location: z.optional(LocationSchema),
  related: z.optional(
    described(z.array(LocationSchema), 'Other places the finding is about (a called workflow and its caller)'),
  ),
  api: z.optional(described(z.string(), 'scan: the API the finding is about')),
}) as unknown as z.ZodMiniType<Finding>;

const EnvironmentSchema = z.looseObject({
  os: z.enum(['linux', 'macos', 'windows']),
  arch: z.enum(['x64', 'arm64']),
  osVersion: z.optional(z.string()),
  glibc: z.optional(z.string()),
  libc: z.optional(z.enum(['glibc', 'musl', 'unknown'])),
  python: z.optional(
    z.looseObject({
      version: z.string(),
      implementation: z.string(),
      freeThreaded: z.boolean(),
      pointerBits: z.optional(z.int()),
      machine: z.optional(z.string()),
      executable: z.optional(z.string()),
      /** PEP 508 marker values the probed interpreter computes (pip's), e.g. platform_machine. */
      markers: z.optional(z.record(z.string(), z.string())),
      /** Interpreter names passed over before this one (a Microsoft Store alias stub). */
      skipped: z.optional(z.array(z.string())),
      provenance,
    }),
  ),
  nvidiaDriver: z.optional(z.string()),
  gpus: z.array(z.looseObject({ name: z.optional(z.string()), computeCapability: z.string() })),
  /** What narrowed the probed GPUs (CUDA_VISIBLE_DEVICES, NVIDIA_VISIBLE_DEVICES). */
  gpuSelection: z.optional(z.string()),
  amdGpus: z.optional(z.array(z.looseObject({ gfx: z.string(), name: z.optional(z.string()) }))),
  rocm: z.optional(z.string()),
  amdDriver: described(z.optional(z.string()), "The amdgpu kernel module's version (AMD's DKMS driver only)"),
  intelGpus: z.optional(z.array(z.looseObject({ deviceId: z.string(), driver: z.optional(z.string()) }))),
  provenance: z.record(z.string(), provenance),
});

const RequestSchema = z.looseObject({
  torch: described(z.string(), 'The PEP 440 specifier asked for; * for any'),
  index: z.string(),
  indexKind: z.string(),
  variant: z.optional(z.string()),
  extraIndexes: z.optional(z.array(z.string())),
  torchvision: z.optional(z.string()),
  torchaudio: z.optional(z.string()),
  torchLocation: z.optional(LocationSchema),
  route: z.optional(
    described(
      z.enum(['pip', 'uv', 'poetry', 'pylock', 'pixi', 'conda']),
      'The install route whose files made the request: pip, uv sync, poetry install, a PEP 751 lock, pixi, conda',
    ),
  ),
  conda: z.optional(
    described(
      z.looseObject({
        channel: z.string(),
        version: z.optional(z.string()),
        cuda: z.optional(z.string()),
        cpu: z.optional(z.boolean()),
        python: z.optional(z.string()),
        build: z.optional(z.string()),
        subdir: z.optional(z.string()),
        installer: z.optional(z.enum(['pixi', 'conda'])),
      }),
      "A conda build (pixi.lock, an environment file) rather than a wheel from an index: its channel, CUDA (or CPU), and the environment's own Python",
    ),
  ),
});

const ResolutionSchema = z.strictObject({
  version: z.optional(z.string()),
  variant: z.optional(z.string()),
  index: z.optional(z.string()),
  newestMatching: z.optional(z.string()),
  torchvision: z.optional(z.string()),
  torchaudio: z.optional(z.string()),
  recommendedIndexUrl: z.optional(z.string()),
  recommendedVariant: z.optional(z.string()),
  recommendedTorch: z.optional(z.string()),
  python: z.optional(
    described(
      z.string(),
      "A conda build (pixi, conda): the environment's own Python it installs into, not the runner's",
    ),
  ),
});

/** One install target's own verdict (`targets`): the default install, an extra, a group, a pixi environment. */
const TargetSchema = z.strictObject({
  name: described(
    z.string(),
    '`default`, `extra torch27`, `group dev`, `environment cuda`, or a combination joined by ` + `',
  ),
  route: z.optional(
    described(
      z.enum(['pip', 'uv', 'poetry', 'pylock', 'pixi', 'conda']),
      'The install route the target belongs to, when the repository installs torch by more than one',
    ),
  ),
  extras: z.optional(z.array(z.string())),
  groups: z.optional(z.array(z.string())),
  environment: z.optional(z.string()),
  verdict: z.enum(['pass', 'warn', 'fail']),
  noTorch: z.optional(
    described(
      z.literal(true),
      'This target installs no torch: the project pins torch only in extras, groups or environments it does not select',
    ),
  ),
  request: RequestSchema,
  resolution: ResolutionSchema,
  findings: z.array(FindingSchema),
});

/** The report of `check` (and the action): extra sections (pins, locked, container, upgrade, scan) are allowed. */
export const CheckReportSchema = z.looseObject({
  schemaVersion: z.literal(1),
  verdict: z.enum(['pass', 'warn', 'fail']),
  environment: EnvironmentSchema,
  request: RequestSchema,
  resolution: ResolutionSchema,
  findings: z.array(FindingSchema),
  upgrade: z.optional(
    described(
      z.array(z.strictObject({ aspect: z.string(), before: z.string(), after: z.string() })),
      'With a base ref: what changes between the pinned torch before and after',
    ),
  ),
  route: z.optional(
    described(
      z.string(),
      'The install route judged, with the files it reads (`pixi (pixi.toml, pixi.lock)`), when the repository holds another or it is not pip',
    ),
  ),
  targets: z.optional(
    described(
      z.array(TargetSchema),
      'When more than one install target is judged (--all-extras), or the one judged installs no torch: each with its own verdict; the top-level verdict is the worst, and its request and resolution are those of the first target with that verdict',
    ),
  ),
});

/** The reports of `pins`, `scan` and `matrix`: a verdict and findings, plus the command's own sections. */
export const CommandReportSchema = z.looseObject({
  schemaVersion: z.literal(1),
  verdict: z.enum(['pass', 'warn', 'fail']),
  findings: z.array(FindingSchema),
});

/** The report of `pins`: the pins found, each with its file and line. */
export const PinsReportSchema = z.looseObject({
  schemaVersion: z.literal(1),
  pins: z.array(z.looseObject({ package: z.string(), location: z.optional(LocationSchema) })),
});

/** Any report the tool writes (`report.schema.json`). */
export const ReportSchema = z.union([CheckReportSchema, PinsReportSchema, CommandReportSchema]);

/** The report's TypeScript types are the schema's: the builder and every renderer use them. */
export type CheckReport = z.infer<typeof CheckReportSchema>;
export type ReportEnvironment = z.infer<typeof EnvironmentSchema>;
export type ReportRequest = z.infer<typeof RequestSchema>;
/** What every command's report has: the check's, the matrix plan's and the scan's. */
export type CommandReport = z.infer<typeof CommandReportSchema>;
