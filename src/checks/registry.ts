/**
 * Every check the engine runs, in the order their findings are listed (findings of one
 * severity keep it). Adding a check is adding it here.
 */
import { backendStatus, indexUrl } from './backend.js';
import { catalogAge } from './catalog-age.js';
import { containerImage, type ContainerCheck } from './container-image.js';
import { lockMismatches, type LockCheck } from './lock-mismatch.js';
import { companionVariants } from './companion.js';
import { boundDoubts, boundLoads, boundUnjudged, boundWheels } from './bound.js';
import type { Check, RunCheck } from './context.js';
import { amdKernels, intelDevices } from './amd-intel.js';
import { extraIndex } from './extra-index.js';
import { mps } from './mps.js';
import { macosVersionUnknown } from './macos-version.js';
import { driver, driverPredatesGpu, gpuKernels, gpuPresence } from './nvidia.js';
import { pythonPreview } from './python-preview.js';
import { companionBuilds, companionVersions } from './pin-set/companions.js';
import type { PinSetCheck } from './pin-set/context.js';
import { pinNotes, unreadableIndexes } from './pin-set/index-lines.js';
import { conflictingPins, sourceBuilds } from './pin-set/pin-lines.js';
import { pinRequests } from './pin-set/pin-requests.js';
import { requiresPython } from './pin-set/requires-python.js';
import { wheelFiles } from './pin-set/wheel-file.js';

/**
 * Checks of the request. Those that do not read the Python's version are remembered per runner,
 * request and resolution, so a matrix's Pythons share them; the rest run per call.
 */
export const REQUEST_CHECKS: { beforePython: Check[]; perPython: Check[]; afterPython: Check[] } = {
  beforePython: [indexUrl, companionVariants, boundDoubts, boundLoads, boundUnjudged],
  perPython: [pythonPreview, extraIndex, boundWheels],
  afterPython: [
    backendStatus,
    mps,
    macosVersionUnknown,
    driver,
    driverPredatesGpu,
    gpuKernels,
    amdKernels,
    intelDevices,
    gpuPresence,
  ],
};

/**
 * Checks of a conda build (pixi, conda): what runs it here. Its install is the channel's and the
 * lock's business, its Python the environment's own; PyPI's index and wheel checks do not apply.
 */
export const CONDA_CHECKS: Check[] = [mps, driver, gpuKernels, gpuPresence];

/** Checks of a repository's pins, beyond the one the request was built from. */
export const PIN_SET_CHECKS: PinSetCheck[] = [
  conflictingPins,
  sourceBuilds,
  pinRequests,
  companionBuilds,
  wheelFiles,
  companionVersions,
  requiresPython,
  unreadableIndexes,
  pinNotes,
];

/** Checks of the run as a whole, once per judged request: the catalog's age against today. */
export const RUN_CHECKS: RunCheck[] = [catalogAge];

/** Checks of a repository's locks against the pins they lock. */
export const LOCK_CHECKS: LockCheck[] = [lockMismatches];

/** Checks of a job's container image: what was assumed about it. */
export const CONTAINER_CHECKS: ContainerCheck[] = [containerImage];
