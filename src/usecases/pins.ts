/**
 * Pins as the request: when no torch version is given, the repository's pin files say what
 * will be installed. Also the PR upgrade notes (pins at the merge base vs now).
 */
import type { Finding } from '../core/finding.js';
import type { Environment } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import { finding } from '../core/finding.js';
import { readPinsAtBase } from '../io/git.js';
import { discoverPinFiles, readPins } from '../io/pin-files.js';
import { applicablePins, pinsToJson, upgradeNotes, type Pin, type PinSet, type UpgradeNotes } from '../pins/index.js';
import { readRepoUses } from '../io/repo-uses.js';
import { indexUrlFor } from '../request/index-url.js';
import type { RequestInput } from '../request/request.js';
import { walkPaths } from '../io/walk.js';
import { InputError } from '../core/errors.js';

/** Paths and globs → files, relative to cwd; a glob matching nothing is an InputError. */
function expandPinFiles(patterns: string[], cwd: string, what: string): string[] {
  const files: string[] = [];
  for (const p of patterns) {
    const before = files.length;
    for (const item of walkPaths([p], cwd, what)) if ('file' in item) files.push(item.file);
    if (files.length === before) throw new InputError(`${what}: ${JSON.stringify(p)} matches no file`);
  }
  return files;
}

/** `what` names the command or input the patterns came from, for its errors. */
export async function loadPins(patterns: string[], cwd: string, what = 'requirements'): Promise<PinSet | undefined> {
  const files = patterns.length ? expandPinFiles(patterns, cwd, what) : await discoverPinFiles(cwd);
  if (files.length === 0) return undefined;
  return readPins(files, { cwd });
}

/** The pins that become the request: the first torch (pip's, else conda's), torchvision and torchaudio that apply here. */
function requestPins(pins: readonly Pin[]): { torch?: Pin; vision?: Pin; audio?: Pin } {
  const first = (name: string) => pins.find((p) => p.package === name);
  const torch = first('torch') ?? first('pytorch');
  const vision = first('torchvision');
  const audio = first('torchaudio');
  return { ...(torch ? { torch } : {}), ...(vision ? { vision } : {}), ...(audio ? { audio } : {}) };
}

/**
 * The request the pins make (explicit inputs win), the notes on markers that could not be
 * decided, and `used`: the pins the request was built from, which are the request's to judge.
 */
export function requestFromPins(set: PinSet, env: Environment, given: RequestInput): { input: RequestInput; notes: Finding[]; used: Pin[] } {
  const app = applicablePins(set, env);
  const { torch, vision, audio } = requestPins(app.pins);
  const notes = app.undecided.map(({ pin, reason }) =>
    finding({
      id: 'probe-failed',
      severity: 'notice',
      message: `The pin at ${pin.location.file}:${pin.location.line} was kept although its marker could not be decided: ${reason}`,
      hint: 'Give python-version (or run after actions/setup-python) so markers can be evaluated.',
      source: 'https://packaging.python.org/en/latest/specifications/dependency-specifiers/#environment-markers',
      location: pin.location,
    }),
  );
  if (!torch) return { input: given, notes, used: [] };
  const spec = torch.wheel ? `==${torch.wheel.version}${torch.wheel.local ? `+${torch.wheel.local}` : ''}` : torch.specifier;
  const index = given.indexUrl ?? torch.indexUrl ?? (torch.wheel?.local ? indexUrlFor(torch.wheel.local) : undefined);
  return {
    input: {
      ...given,
      torch: spec,
      torchLocation: torch.location,
      ...(index ? { indexUrl: index } : {}),
      extraIndexUrls: [...(given.extraIndexUrls ?? []), ...(torch.extraIndexUrls ?? [])],
      ...(given.torchvision === undefined && vision?.specifier ? { torchvision: vision.specifier } : {}),
      ...(given.torchaudio === undefined && audio?.specifier ? { torchaudio: audio.specifier } : {}),
    },
    notes,
    // torchvision/torchaudio pins join the request only with its torch pin.
    used: [torch, ...(vision ? [vision] : []), ...(audio ? [audio] : [])],
  };
}

export const pinsJson = (set: PinSet) => pinsToJson(set).pins;

/** The notes, the before → after table, what changed, the release notes crossed and what breaks here. */
export type Upgrade = Pick<UpgradeNotes, 'findings' | 'table'> & Partial<Omit<UpgradeNotes, 'findings' | 'table'>>;

/** Upgrade notes against the pins at `base`; missing history is said, with its fix. */
export async function upgradeAgainst(set: PinSet, base: string, cwd: string, catalog: Catalog): Promise<Upgrade> {
  const old = await readPinsAtBase(set.files, base, cwd);
  if ('problem' in old) {
    return {
      findings: [
        finding({
          id: 'probe-failed',
          severity: 'warning',
          message: `No upgrade notes: ${old.problem}.`,
          hint: old.hint,
          source: 'https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches',
        }),
      ],
      table: [],
    };
  }
  return upgradeNotes(old, set, catalog, readRepoUses(cwd, [set]));
}
