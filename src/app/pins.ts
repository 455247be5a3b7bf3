/**
 * Pins as the request: when no torch version is given, the repository's pin files say what
 * will be installed. Also the PR upgrade notes (pins at the merge base vs now).
 */
import type { Finding } from '../core/finding.js';
import type { Environment } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import { finding } from '../core/finding.js';
import { applicablePins, checkPins, discoverPinFiles, pinsToJson, readPins, readPinsAtBase, upgradeNotes, type Pin, type PinSet, type UpgradeRow } from '../pins/index.js';
import { indexUrlFor } from '../request/index-url.js';
import type { RequestInput } from '../request/request.js';
import { walkPaths } from '../scan/walk.js';
import { InputError } from '../core/errors.js';

/** Paths and globs → files, relative to cwd; a glob matching nothing is an InputError. */
async function expandPinFiles(patterns: string[], cwd: string): Promise<string[]> {
  const files: string[] = [];
  for (const p of patterns) {
    const before = files.length;
    for await (const item of walkPaths([p], cwd)) if ('file' in item) files.push(item.file);
    if (files.length === before) throw new InputError(`requirements: ${JSON.stringify(p)} matches no file`);
  }
  return files;
}

export async function loadPins(patterns: string[], cwd: string): Promise<PinSet | undefined> {
  const files = patterns.length ? await expandPinFiles(patterns, cwd) : await discoverPinFiles(cwd);
  if (files.length === 0) return undefined;
  return readPins(files, { cwd });
}

const pipTorch = (p: Pin) => p.package === 'torch';

/** The request the applicable pins make; explicit inputs win over the files. */
/** The torch pin that becomes the request: the first that applies here. */
function requestPin(set: PinSet, env: Environment): Pin | undefined {
  const app = applicablePins(set, env);
  return app.pins.find(pipTorch) ?? app.pins.find((p) => p.package === 'pytorch');
}

export function requestFromPins(set: PinSet, env: Environment, given: RequestInput): { input: RequestInput; notes: Finding[] } {
  const app = applicablePins(set, env);
  const torch = requestPin(set, env);
  const vision = app.pins.find((p) => p.package === 'torchvision');
  const audio = app.pins.find((p) => p.package === 'torchaudio');
  const notes = app.undecided.map(({ pin, reason }) =>
    finding(
      'probe-failed',
      'notice',
      `The pin at ${pin.location.file}:${pin.location.line} was kept although its marker could not be decided: ${reason}`,
      'Give python-version (or run after actions/setup-python) so markers can be evaluated.',
      pin.location.file,
      undefined,
      pin.location,
    ),
  );
  if (!torch) return { input: given, notes };
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
  };
}

export const pinsJson = (set: PinSet) => pinsToJson(set).pins;

/** The pin checks; `torchGiven` (--torch) means no pin is the engine's request. */
export function pinFindings(set: PinSet, env: Environment, catalog: Catalog, torchGiven = false): Finding[] {
  return checkPins(set, env, catalog, torchGiven ? undefined : requestPin(set, env));
}

export interface Upgrade {
  findings: Finding[];
  table: UpgradeRow[];
}

/** Upgrade notes against the pins at `base`; missing history is said, with its fix. */
export async function upgradeAgainst(set: PinSet, base: string, cwd: string, catalog: Catalog): Promise<Upgrade> {
  const old = await readPinsAtBase(set.files, base, cwd);
  if ('problem' in old) {
    return {
      findings: [finding('probe-failed', 'warning', `No upgrade notes: ${old.problem}.`, old.hint, 'https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches')],
      table: [],
    };
  }
  return upgradeNotes(old, set, catalog);
}
