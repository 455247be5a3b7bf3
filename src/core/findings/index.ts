/** The registry: one line per finding id (ruff's codes.rs, actionlint's list of rules). Add a module, then its line here. */
import { pythonUnsupported } from './python-unsupported.js';
import { pythonPreview } from './python-preview.js';
import { pythonImplementation } from './python-implementation.js';
import { python32bit } from './python-32bit.js';
import { platformUnsupported } from './platform-unsupported.js';
import { macosTooOld } from './macos-too-old.js';
import { mpsUnavailable } from './mps-unavailable.js';
import { glibcTooOld } from './glibc-too-old.js';
import { backendUnavailable } from './backend-unavailable.js';
import { backendExperimental } from './backend-experimental.js';
import { indexUrlUnknown } from './index-url-unknown.js';
import { variantMismatch } from './variant-mismatch.js';
import { sourceBuild } from './source-build.js';
import { driverTooOld } from './driver-too-old.js';
import { gpuUnsupported } from './gpu-unsupported.js';
import { cudaWithoutGpu } from './cuda-without-gpu.js';
import { companionMismatch } from './companion-mismatch.js';
import { companionNoWheel } from './companion-no-wheel.js';
import { boundMismatch } from './bound-mismatch.js';
import { boundNoRelease } from './bound-no-release.js';
import { boundBacktrack } from './bound-backtrack.js';
import { boundSourceBuild } from './bound-source-build.js';
import { boundUnjudged } from './bound-unjudged.js';
import { resolutionFallback } from './resolution-fallback.js';
import { noRelease } from './no-release.js';
import { catalogStale } from './catalog-stale.js';
import { releaseNewer } from './release-newer.js';
import { releaseUnconfirmed } from './release-unconfirmed.js';
import { releaseOutOfScope } from './release-out-of-scope.js';
import { nightlyIndex } from './nightly-index.js';
import { nightlyIndexMixed } from './nightly-index-mixed.js';
import { probeFailed } from './probe-failed.js';
import { apiRemoved } from './api-removed.js';
import { apiDeprecated } from './api-deprecated.js';
import { apiUnavailable } from './api-unavailable.js';
import { behaviorChanged } from './behavior-changed.js';
import { scanFallback } from './scan-fallback.js';
import { suppressionAdded } from './suppression-added.js';
import { upgradeNote } from './upgrade-note.js';
import { gitHistoryMissing } from './git-history-missing.js';
import { containerImage } from './container-image.js';
import { inputIgnored } from './input-ignored.js';
import { lockNoWheel } from './lock-no-wheel.js';
import { lockMismatch } from './lock-mismatch.js';
import { onlineFallback } from './online-fallback.js';
import { releaseFromIndex } from './release-from-index.js';
import { releaseYanked } from './release-yanked.js';
import { markerUndecided } from './marker-undecided.js';
import { pinUnreadable } from './pin-unreadable.js';
import { pinUnresolved } from './pin-unresolved.js';
import { extrasNotChecked } from './extras-not-checked.js';
import { routeNotJudged } from './route-not-judged.js';
import { matrixFloatVersion } from './matrix-float-version.js';
import { matrixExpression } from './matrix-expression.js';
import { matrixExcludeUnused } from './matrix-exclude-unused.js';
import { matrixIncludeDuplicate } from './matrix-include-duplicate.js';
import { matrixValueUnknown } from './matrix-value-unknown.js';
import { matrixInvalid } from './matrix-invalid.js';
import { matrixCellsExcluded } from './matrix-cells-excluded.js';
import { runnerUnknown } from './runner-unknown.js';
import { runnerRetired } from './runner-retired.js';

/** Every finding kind, in the order the docs and `explain` list them. */
export const FINDING_KINDS = [
  pythonUnsupported,
  pythonPreview,
  pythonImplementation,
  python32bit,
  platformUnsupported,
  macosTooOld,
  mpsUnavailable,
  glibcTooOld,
  backendUnavailable,
  backendExperimental,
  indexUrlUnknown,
  variantMismatch,
  sourceBuild,
  driverTooOld,
  gpuUnsupported,
  cudaWithoutGpu,
  companionMismatch,
  companionNoWheel,
  boundMismatch,
  boundNoRelease,
  boundBacktrack,
  boundSourceBuild,
  boundUnjudged,
  resolutionFallback,
  noRelease,
  catalogStale,
  releaseNewer,
  releaseUnconfirmed,
  releaseOutOfScope,
  nightlyIndex,
  nightlyIndexMixed,
  probeFailed,
  apiRemoved,
  apiDeprecated,
  apiUnavailable,
  behaviorChanged,
  scanFallback,
  suppressionAdded,
  upgradeNote,
  gitHistoryMissing,
  containerImage,
  inputIgnored,
  lockNoWheel,
  lockMismatch,
  onlineFallback,
  releaseFromIndex,
  releaseYanked,
  markerUndecided,
  pinUnreadable,
  pinUnresolved,
  extrasNotChecked,
  routeNotJudged,
  matrixFloatVersion,
  matrixExpression,
  matrixExcludeUnused,
  matrixIncludeDuplicate,
  matrixValueUnknown,
  matrixInvalid,
  matrixCellsExcluded,
  runnerUnknown,
  runnerRetired,
] as const;

export type FindingId = (typeof FINDING_KINDS)[number]['id'];

/** Every finding id, in registry order: the report schema's enum and the `explain` list. */
export const FINDING_IDS = FINDING_KINDS.map((k) => k.id) as unknown as readonly [FindingId, ...FindingId[]];

type Kind = (typeof FINDING_KINDS)[number];
// A table, not a cache: built once from the registry.
const BY_ID: Readonly<Record<string, Kind>> = Object.fromEntries(FINDING_KINDS.map((k) => [k.id, k]));

/** The kind of a finding id. */
export function kindOf<Id extends FindingId>(id: Id): Extract<Kind, { id: Id }> {
  return BY_ID[id] as Extract<Kind, { id: Id }>;
}

/** Whether a string is a finding id (for `explain ID`). */
export function isFindingId(id: string): id is FindingId {
  return Object.hasOwn(BY_ID, id);
}
