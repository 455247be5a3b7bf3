/**
 * Pins as the request: when no torch version is given, the repository's pin files say what
 * will be installed. Also the PR upgrade notes (pins at the merge base vs now).
 */
import { bringsTorch, isTorch } from '../../packaging/names.js';
import type { Finding } from '../../core/finding.js';
import type { Environment } from '../../core/model.js';
import type { Catalog } from '../../catalog/schema.js';
import { undecidedMarkers, unreadValues } from '../../checks/pin-set/undecided.js';
import { readPinsAtBase } from '../../workspace/merge-base.js';
import { discoverPinFiles, readPins } from '../../workspace/pin-files.js';
import { installOf } from '../../pins/types.js';
import { specOf } from '../../catalog/admitted.js';
import { condaBuildOfPins } from '../../conda/request.js';
import {
  applicablePins,
  boundRequests,
  pinsToJson,
  upgradeNotes,
  type ApplicablePinSet,
  type Pin,
  type PinSet,
  type WheelInfo,
} from '../../pins/index.js';
import { readRepoUses } from '../../workspace/repo-uses.js';
import { isPlainVariant } from '../../platform/variant.js';
import { indexUrlFor } from '../../request/index-url.js';
import type { RequestInput } from '../../request/request.js';
import type { Upgrade } from '../upgrade.js';
import { walkPaths } from '../../io/walk.js';
import { InputError } from '../../core/errors.js';
import { gitHistoryMissing } from '../../checks/git-history.js';

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
  const set = await readPins(files, { cwd });
  // The workflows are read only when a requires-python fix asks which Pythons CI runs.
  let ci: ReturnType<NonNullable<PinSet['ciPythons']>> | undefined;
  set.ciPythons = () => (ci ??= readRepoUses(cwd, []).pythons);
  return set;
}

/** The torchvision and torchaudio pins that join the request: the first that apply here. */
function requestPins(pins: readonly Pin[]): { vision?: Pin; audio?: Pin } {
  const first = (name: string) => pins.find((p) => p.package === name);
  const vision = first('torchvision');
  const audio = first('torchaudio');
  return { ...(vision ? { vision } : {}), ...(audio ? { audio } : {}) };
}

/**
 * The index a pinned wheel stands for: a label that is a variant (`cu121`) names its
 * download.pytorch.org index; any other (`rocm7.0.2.lw.git245bf6ed`, a vendor's build) names no
 * index, so the wheel's own directory is the index, never one made up from the label.
 */
function wheelIndex(w: WheelInfo): string | undefined {
  if (!w.local) return undefined;
  if (isPlainVariant(w.local)) return indexUrlFor(w.local.toLowerCase());
  const dir = w.url && /^https?:\/\//i.test(w.url) ? w.url.slice(0, w.url.lastIndexOf('/')) : undefined;
  return dir && dir.length > 'https://'.length ? dir : undefined;
}

/**
 * The request a torch pin makes with the companions beside it; without a torch pin (`lead` a
 * torchvision or torchaudio pin), the torch that companion requires: pip installs it with it.
 */
function inputFor(lead: Pin, pins: readonly Pin[], given: RequestInput): RequestInput {
  const { vision, audio } = requestPins(pins);
  const torch = isTorch(lead.package) ? lead : undefined;
  const spec = torch?.wheel
    ? `==${torch.wheel.version}${torch.wheel.local ? `+${torch.wheel.local}` : ''}`
    : torch?.specifier;
  const index = given.indexUrl ?? lead.indexUrl ?? (torch?.wheel ? wheelIndex(torch.wheel) : undefined);
  return {
    ...given,
    ...(spec !== undefined ? { torch: spec, torchLocation: lead.location } : {}),
    ...(index ? { indexUrl: index } : {}),
    extraIndexUrls: [...(given.extraIndexUrls ?? []), ...(lead.extraIndexUrls ?? [])],
    ...(given.torchvision === undefined && vision?.specifier ? { torchvision: vision.specifier } : {}),
    ...(given.torchaudio === undefined && audio?.specifier ? { torchaudio: audio.specifier } : {}),
  };
}

/**
 * The request the pins make (explicit inputs win), the findings on markers that could not be
 * decided, and `used`: the pins the request was built from, which are the request's to judge.
 * When pins whose markers could not be decided name different torches, each is a candidate
 * (`alternatives`): the caller judges them all and the worst counts, never the first.
 * `selected`: the extras (and `group:<name>` groups) of the install target.
 */
export function requestFromPins(
  set: PinSet,
  env: Environment,
  given: RequestInput,
  selected: readonly string[] = [],
): {
  input: RequestInput;
  alternatives: RequestInput[];
  notes: Finding[];
  used: Pin[];
  /** The pins that apply here, for what else the target installs (`boundOfTarget`). */
  applicable: ApplicablePinSet;
} {
  const app = applicablePins(set, env, selected);
  const notes = [...undecidedMarkers(app.undecided), ...unreadValues(set.unread)];
  // The file the project's own install reads comes first (DeepSpeed's setup.py reads
  // requirements/requirements.txt, not requirements-readthedocs.txt beside it).
  const reads = new Set(set.projectReads ?? []);
  const first = (p: Pin) => (reads.has(installOf(p)) ? 0 : 1);
  const torches = app.pins.filter((p) => isTorch(p.package)).sort((a, b) => first(a) - first(b));
  const pipTorch = torches.filter((p) => p.package === 'torch');
  const torch = pipTorch[0] ?? torches[0];
  const { vision, audio } = requestPins(app.pins);
  if (!torch) {
    // No torch pin: a torchvision or torchaudio pin still installs the torch release it requires.
    const lead = vision ?? audio;
    if (!lead) return { input: given, alternatives: [], notes, used: [], applicable: app };
    return {
      input: inputFor(lead, app.pins, given),
      alternatives: [],
      notes,
      applicable: app,
      used: [lead, ...(vision && audio ? [audio] : [])],
    };
  }
  // Undecided pins asking for another torch than the first: each is judged too.
  const undecided = new Set(app.undecided.map((u) => u.pin));
  // Torch pins of one install (the default dependencies and a selected extra's) all hold at once:
  // pip installs what satisfies every one, so the request is their intersection, placed at the
  // narrowest (an extra's `torch==2.7.1` beside `torch>=1.13.1`).
  const together = pipTorch.filter(
    (p) =>
      p !== torch &&
      installOf(p) === installOf(torch) &&
      // An extra's or group's own pin beside the default's; two lines of one list stay two pins (conflictingPins).
      (p.alternative !== undefined || torch.alternative !== undefined) &&
      p.group !== torch.group &&
      !undecided.has(p) &&
      !undecided.has(torch) &&
      !p.url &&
      !p.wheel &&
      !torch.url &&
      !torch.wheel &&
      p.specifier !== '',
  );
  if (together.length) {
    const all = [torch, ...together];
    const lead = all.find((p) => specOf(p.specifier)?.exact) ?? all.find((p) => p.alternative) ?? torch;
    const specifier = [...new Set(all.map((p) => p.specifier).filter(Boolean))].join(',');
    const merged: Pin = { ...lead, specifier };
    return {
      input: inputFor(merged, app.pins, given),
      alternatives: [],
      notes,
      applicable: app,
      used: [...all, ...(vision ? [vision] : []), ...(audio ? [audio] : [])],
    };
  }
  const key = (p: Pin) => `${p.specifier}|${p.indexUrl ?? ''}|${p.wheel?.local ?? ''}`;
  const seen = new Set([key(torch)]);
  const others = (pipTorch.length ? pipTorch : torches).filter(
    (p) => p !== torch && (undecided.has(p) || undecided.has(torch)) && !seen.has(key(p)) && seen.add(key(p)),
  );
  if (torch.origin === 'conda' && torch.route) {
    // conda's pytorch: a build from a channel, judged with conda's facts, in the environment's own Python.
    const file = installOf(torch);
    const own = set.envPythons?.[file];
    const py = own && env.python ? `${env.python.major}.${env.python.minor}` : undefined;
    const conda = condaBuildOfPins(torch, app.pins, set.channels?.[file], py, torch.route);
    const known = conda.channel === 'pytorch' || conda.channel === 'conda-forge';
    return {
      input: {
        ...inputFor(torch, app.pins, given),
        ...(known ? { indexUrl: `https://conda.anaconda.org/${conda.channel}` } : {}),
        conda,
      },
      alternatives: [],
      notes,
      applicable: app,
      used: [torch, ...(vision ? [vision] : []), ...(audio ? [audio] : [])],
    };
  }
  return {
    input: inputFor(torch, app.pins, given),
    alternatives: others.map((p) => inputFor(p, app.pins, given)),
    notes,
    applicable: app,
    // torchvision/torchaudio pins join the request only with its torch pin.
    used: [torch, ...(vision ? [vision] : []), ...(audio ? [audio] : [])],
  };
}

/** The pins of packages bound to torch that this target installs here (the pins `requestFromPins` found to apply). */
export function boundOfTarget(applicable: ApplicablePinSet, catalog: Catalog) {
  if (!applicable.others?.length) return [];
  // pip installs a file's bound pins with that file's torch family: those of a file that installs no torch
  // pin of this target (an extra's requirements file, which setup.py keeps apart) are another install.
  const torchInstalls = new Set(applicable.pins.filter((p) => bringsTorch(p.package)).map(installOf));
  const all = applicable.others;
  const others = torchInstalls.size ? all.filter((p) => torchInstalls.has(installOf(p))) : all;
  return boundRequests(others, catalog);
}

export const pinsJson = (set: PinSet) => pinsToJson(set).pins;

/** Upgrade notes against the pins at `base`; missing history is said, with its fix. */
export async function upgradeAgainst(set: PinSet, base: string, cwd: string, catalog: Catalog): Promise<Upgrade> {
  const old = await readPinsAtBase(set.files, base, cwd);
  if ('problem' in old) {
    return {
      findings: [gitHistoryMissing('pins', old.problem, old.hint)],
      table: [],
    };
  }
  return upgradeNotes(old, set, catalog, readRepoUses(cwd, [set]));
}
