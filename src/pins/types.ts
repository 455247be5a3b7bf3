/** The shapes pin discovery hands to the rest of the tool: the set read from a project's files, and what applies here. */
import type { Alternatives, IndexDecl, OtherPin, Pin, RequiresPython, Unread } from '../formats/pin.js';
export type {
  AlternativeKind,
  Alternatives,
  IndexDecl,
  IndexRole,
  OtherPin,
  Pin,
  PinOrigin,
  RequiresPython,
  Unread,
} from '../formats/pin.js';
export { noAlternatives } from '../formats/pin.js';
export type { PinPackage } from '../packaging/names.js';
export type { WheelInfo } from '../packaging/wheel.js';

/** The file one install reads (`pip install -r FILE`): pins of one install are one request, of two are two. */
export const installOf = (p: Pin<string>): string => p.install ?? p.location.file;

export interface PinSet {
  pins: Pin[];
  /** The Python a pixi manifest or conda environment file pins, by file: that environment's own Python. */
  envPythons?: Record<string, RequiresPython>;
  /** The conda channels a pixi manifest or environment file lists, by file, highest priority first. */
  channels?: Record<string, string[]>;
  /** Requirement files the project's own install reads (setup.py's install_requires from a file), relative to cwd. */
  projectReads?: string[];
  /**
   * The Pythons the project's own CI runs (setup-python and matrix values in its workflows), read
   * when first asked: a fix never narrows requires-python away from one of them.
   */
  ciPythons?: () => { value: string; file: string; line: number }[];
  /** Requirements of other packages, beside the torch family's, for the checks of packages bound to torch. */
  others?: OtherPin[];
  /** Values the files state but the readers cannot read (computed in setup.py). */
  unread?: Unread[];
  /** Extras, dependency groups, pixi environments and conflicts the files declare. */
  alternatives?: Alternatives;
  requiresPython?: RequiresPython;
  indexes: IndexDecl[];
  /** Files read, includes first-come (relative to cwd). */
  files: string[];
}

/** A PinSet narrowed to this runner: pins whose markers are false are gone. */
export interface ApplicablePinSet extends PinSet {
  /** Pins kept although their marker could not be decided here, and why. */
  undecided: { pin: Pin; reason: string }[];
}

/** The Python a route's environment brings: a pixi manifest's `python` (a `.toml`), or a conda environment file's. */
export function envPythonOf(set: PinSet, route: 'pixi' | 'conda', file?: string): RequiresPython | undefined {
  const all = Object.entries(set.envPythons ?? {});
  const ofRoute = all.filter(([f]) => (route === 'pixi' ? f.endsWith('.toml') : !f.endsWith('.toml')));
  return (file ? ofRoute.find(([f]) => f === file) : ofRoute[0])?.[1];
}
