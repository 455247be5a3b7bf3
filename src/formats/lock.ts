/** What a lock file says about torch: exact versions, where they come from, which wheel files. */
import type { Location } from '../core/finding.js';
import type { WheelFile } from '../packaging/tags.js';
import type { LockKind } from './kinds.js';

/** The packages a lock is read for; the rest of a lock is not our business. */
export const LOCKED_NAMES = ['torch', 'torchvision', 'torchaudio'] as const;
export type LockedName = (typeof LOCKED_NAMES)[number];

export interface LockedWheel {
  wheel: WheelFile;
  line: number;
}

/** One locked distribution of torch (a uv lock may hold several, one per marker fork). */
export interface LockedDist {
  name: LockedName;
  /** As locked, local label included: `2.8.0+cu128`. */
  version: string;
  /** The index it was locked from, when the lock says. */
  index?: string;
  /** When this entry is used; undefined = always. */
  marker?: string;
  wheels: LockedWheel[];
  /** A source distribution is locked too: an installer could build it (torch never builds in CI). */
  sdist: boolean;
  /** A git, URL or path source: nothing to match by tags. */
  direct?: string;
  /** pixi: a conda package (`pytorch-2.10.0-cpu_mkl_…conda`) rather than a wheel, and the channel its URL names. */
  conda?: { build: string; channel?: string };
  /** pixi: the platforms (`linux-64`) of the environment that list this entry. */
  platforms?: string[];
  location: Location;
}

export interface LockFile {
  kind: LockKind;
  file: string;
  dists: LockedDist[];
  /** pixi: the platforms each environment is locked for. */
  environments?: Record<string, string[]>;
  /** pixi: the Python each environment and platform locks (conda `python-3.11.9-…`). */
  pythons?: Record<string, string>;
  /** pylock.toml: `default-groups`, the dependency groups installed when none is selected. */
  defaultGroups?: string[];
}
