/**
 * A job that installs from the repository (`pip install -r requirements.txt`, `.`, `.[extra]`):
 * which of the repository's pins that install selects, and whether it brings torch at all. pip
 * installs the project's default dependencies and the extras it names, never the others (nor
 * dependency groups); `uv sync` / `poetry install` select what their tool does.
 */
import { basename } from 'node:path';
import { pipPinsOf } from '../../routes/route.js';
import { bringsTorch, normalizeName } from '../../packaging/names.js';
import type { BoundRequest, Environment } from '../../core/model.js';
import type { PinSet } from '../../pins/index.js';
import { pinsOfTarget, selectedForMarkers, torchOnlyElsewhere, type InstallTarget } from '../../pins/index.js';
import { installTargets, NO_SELECTION } from '../../pins/targets.js';
import { boundOfTarget, requestFromPins } from '../pins/pins.js';
import type { Catalog } from '../../catalog/schema.js';

export interface RepoInstall {
  requirements: string[];
  project: boolean;
  /** The extras a pip install of the project names; undefined: `uv sync` / `poetry install`. */
  extras?: string[];
}

/** The install target: pip's (the default plus the named extras that are declared), or the tool's default. */
function repoTarget(set: PinSet, install: RepoInstall): InstallTarget {
  if (install.extras === undefined) return installTargets(set, NO_SELECTION)[0]!;
  const declared = Object.keys(set.alternatives?.extras ?? {});
  // pip warns about an extra the project does not declare and installs the rest.
  const extras = install.extras
    .map((e) => declared.find((d) => normalizeName(d) === normalizeName(e)))
    .filter((e): e is string => e !== undefined);
  return {
    name: extras.length ? extras.map((e) => `extra ${e}`).join(' + ') : 'default',
    extras,
    groups: [],
    features: [],
    defaultFeature: true,
  };
}

/**
 * Whether the install brings torch: false only when the files show it does not (torch is declared,
 * but only in extras the install does not name, or only in a setup.py lookup table that neither
 * `install_requires` nor the named extras reach); undefined when the files do not decide.
 */
export function repoBringsTorch(all: PinSet | undefined, install: RepoInstall): boolean | undefined {
  if (!all || install.extras === undefined || install.requirements.length > 0) return undefined;
  const set = pipPinsOf(all);
  const sp = set.alternatives?.setupPyTorch;
  const others: PinSet = sp ? { ...set, pins: set.pins.filter((p) => p.location.file !== sp.file) } : set;
  const target = repoTarget(set, install);
  if (pinsOfTarget(others, target).pins.some((p) => bringsTorch(p.package))) return true;
  if (!sp) return torchOnlyElsewhere(set, target) || onlyOtherRoutes(all, set) ? false : undefined;
  if (sp.defaultTorch !== false) return sp.defaultTorch;
  let undecided = false;
  for (const e of install.extras) {
    const name = Object.keys(sp.extras).find((k) => normalizeName(k) === normalizeName(e));
    if (name === undefined) continue;
    if (sp.extras[name] === true) return true;
    if (sp.extras[name] === undefined) undecided = true;
  }
  return undecided ? undefined : false;
}

/**
 * Torch declared only where pip does not read (a pixi manifest's, a conda environment's): pip's
 * install of the project brings no torch, since the project's own dependencies name none. Not
 * decided when setup.py may compute its requirements or a value was left unread.
 */
function onlyOtherRoutes(all: PinSet, pip: PinSet): boolean {
  if (all.unread?.length || all.files.some((f) => basename(f) === 'setup.py')) return false;
  const torchOf = (s: PinSet) => s.pins.some((p) => bringsTorch(p.package));
  return torchOf(all) && !torchOf(pip);
}

/** The torch requirement the install's pins make on this runner. */
export function repoTorchPin(
  set: PinSet,
  install: RepoInstall,
  env: Environment,
  catalog: Catalog,
): { spec: string; index?: string; where: string; bound?: BoundRequest[] } | undefined {
  const target = repoTarget(set, install);
  const pins = pinsOfTarget(pipPinsOf(set), target);
  const { input, applicable } = requestFromPins(pins, env, {}, selectedForMarkers(target));
  const bound = boundOfTarget(applicable, catalog);
  if (!input.torch) return bound.length ? { spec: '', where: 'the repository pins', bound } : undefined;
  const where = input.torchLocation ? `${input.torchLocation.file}:${input.torchLocation.line}` : 'the repository pins';
  return {
    spec: input.torch,
    ...(input.indexUrl ? { index: input.indexUrl } : {}),
    where,
    ...(bound.length ? { bound } : {}),
  };
}
