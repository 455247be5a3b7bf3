/**
 * Install targets: what one install command installs. A project's extras, dependency groups
 * and pixi environments are alternatives (a user installs `.[torch27]` or `.[torch28]`, never
 * every extra at once), so each is judged as its own target: the default install, plus what the
 * user selects. uv's model is followed: `[tool.uv] conflicts` are never combined in one target.
 */
import { bringsTorch } from '../packaging/names.js';
import { InputError } from '../core/errors.js';
import type { Location } from '../core/finding.js';
import type { Alternatives, Pin, PinSet } from './types.js';

/** What the user asked to have judged (flags / action inputs). */
export interface TargetSelection {
  extras: string[];
  groups: string[];
  environments: string[];
  /** Each declared extra, group and environment on its own, beside the default install. */
  all: boolean;
}

export interface InstallTarget {
  /** `default`, `extra torch27`, `group dev + extra cu128`, `environment cuda`. */
  name: string;
  extras: string[];
  groups: string[];
  /** pixi environment (its features below); undefined = pixi's `default` environment. */
  environment?: string;
  features: string[];
  /** The pixi default feature is in (always, unless the environment says `no-default-feature`). */
  defaultFeature: boolean;
}

export const NO_SELECTION: TargetSelection = { extras: [], groups: [], environments: [], all: false };

const norm = (s: string) => s.toLowerCase().replace(/[-_.]+/g, '-');

/** Groups uv installs without being asked: `default-groups`, else `dev` when declared. */
function defaultGroups(alt: Alternatives): string[] {
  if (alt.defaultGroups) return alt.defaultGroups;
  return 'dev' in alt.groups ? ['dev'] : [];
}

function targetName(t: Omit<InstallTarget, 'name'>, base: string[]): string {
  const parts = [
    ...t.extras.map((e) => `extra ${e}`),
    ...t.groups.filter((g) => !base.includes(g)).map((g) => `group ${g}`),
    ...(t.environment ? [`environment ${t.environment}`] : []),
  ];
  return parts.length ? parts.join(' + ') : 'default';
}

function find(declared: Record<string, unknown>, name: string): string | undefined {
  return Object.keys(declared).find((k) => norm(k) === norm(name));
}

// Worded without a flag's dashes: it reads right for the CLI flag and for the action input.
function unknown(kind: string, name: string, declared: Record<string, unknown>, where: string | undefined): never {
  const names = Object.keys(declared);
  if (!where)
    throw new InputError(`${kind} ${JSON.stringify(name)}: no pin file was read, so there is no ${kind} to select`);
  throw new InputError(
    `${kind} ${JSON.stringify(name)}: ${where} declares no ${kind} of that name${names.length ? ` (it declares ${names.slice(0, 20).join(', ')}${names.length > 20 ? ', …' : ''})` : ''}`,
  );
}

/** uv refuses to install two sides of a declared conflict together: so does the check. */
function checkConflicts(alt: Alternatives, extras: string[], groups: string[]): void {
  for (const c of alt.conflicts) {
    const hit = c.items.filter((i) => (i.kind === 'extra' ? extras : groups).some((n) => norm(n) === norm(i.name)));
    if (hit.length > 1) {
      const at: Location = c.location;
      throw new InputError(
        `${hit.map((i) => `${i.kind} ${i.name}`).join(' and ')} conflict (${at.file}:${at.line}, [tool.uv] conflicts): uv never installs them together; select one at a time, or judge each on its own (--all-extras, input all-extras)`,
      );
    }
  }
}

/**
 * Whether a pin brings torch (torch itself, or a torchvision/torchaudio that requires one): only
 * alternatives that do make a target of their own.
 */
const torchFamily = (p: Pin) => bringsTorch(p.package);

/** The targets to judge: one (the default install plus what is selected), or each alternative on its own. */
export function installTargets(
  set: PinSet | undefined,
  sel: TargetSelection,
  bound: (name: string) => boolean = () => false,
): InstallTarget[] {
  const alt = set?.alternatives ?? { extras: {}, groups: {}, environments: {}, conflicts: [] };
  const where = set?.files.length ? set.files.join(', ') : undefined;
  const base = defaultGroups(alt);
  const make = (extras: string[], groups: string[], environment?: string): InstallTarget => {
    // pixi's default environment is the default feature, plus what a declared `default` environment adds.
    const env = alt.environments[environment ?? 'default'];
    const t = {
      extras,
      groups: [...new Set([...base, ...groups])],
      ...(environment ? { environment } : {}),
      features: env?.features ?? [],
      defaultFeature: env?.defaultFeature ?? true,
    };
    return { name: targetName(t, base), ...t };
  };
  const extras = sel.extras.map((e) => find(alt.extras, e) ?? unknown('extra', e, alt.extras, where));
  const groups = sel.groups.map((g) => find(alt.groups, g) ?? unknown('dependency group', g, alt.groups, where));
  const envs = sel.environments.map((e) =>
    e === 'default'
      ? 'default'
      : (find(alt.environments, e) ?? unknown('pixi environment', e, alt.environments, where)),
  );
  if (envs.length > 1 && !sel.all)
    throw new InputError(
      `pixi environment: pixi installs one environment at a time; name one, or judge each on its own (--all-extras, input all-extras)`,
    );
  if (!sel.all) {
    checkConflicts(alt, extras, groups);
    const environment = envs[0] === 'default' ? undefined : envs[0];
    return [make(extras, groups, environment)];
  }
  // Each alternative that holds a torch pin, on its own; the others install what the default does.
  // A package bound to torch installs torch with it: an extra that pins only xformers is a target too.
  const withTorch = (kind: Pin['alternative'], name: string) =>
    (set?.pins.some((p) => torchFamily(p) && p.alternative === kind && p.group === name) ?? false) ||
    (set?.others?.some((p) => bound(p.package) && p.alternative === kind && p.group === name) ?? false);
  const envWithTorch = (name: string) => alt.environments[name]!.features.some((f) => withTorch('feature', f));
  const out = [make([], [])];
  for (const e of Object.keys(alt.extras)) if (withTorch('extra', e)) out.push(make([e], []));
  for (const g of Object.keys(alt.groups)) if (!base.includes(g) && withTorch('group', g)) out.push(make([], [g]));
  for (const e of Object.keys(alt.environments)) if (e !== 'default' && envWithTorch(e)) out.push(make([], [], e));
  return out;
}

/** Is the pin installed by this target? */
function inTarget(p: Pin<string>, t: InstallTarget): boolean {
  if (!p.alternative || p.group === undefined) return true;
  if (p.alternative === 'extra') return t.extras.some((e) => norm(e) === norm(p.group!));
  if (p.alternative === 'group') return t.groups.some((g) => norm(g) === norm(p.group!));
  return t.features.includes(p.group);
}

/** The pins one target installs. */
export function pinsOfTarget(set: PinSet, t: InstallTarget): PinSet {
  const others = set.others?.filter((p) => inTarget(p, t));
  return { ...set, pins: set.pins.filter((p) => inTarget(p, t)), ...(others ? { others } : {}) };
}

/**
 * The pins a lock must satisfy while this target is installed from it: the target's, and those
 * of every extra or group no `[tool.uv] conflicts` entry names, since uv resolves those into the
 * one lock together (a stale range in any of them makes `uv sync --locked` refuse the lock).
 */
export function lockScope(set: PinSet, t: InstallTarget): PinSet {
  const conflicting = new Set(
    (set.alternatives?.conflicts ?? []).flatMap((c) => c.items.map((i) => `${i.kind}:${norm(i.name)}`)),
  );
  const shared = (p: Pin) =>
    (p.alternative === 'extra' || p.alternative === 'group') &&
    !conflicting.has(`${p.alternative}:${norm(p.group ?? '')}`);
  return { ...set, pins: set.pins.filter((p) => inTarget(p, t) || shared(p)) };
}

/**
 * The value of the `extra` marker variable for this target: the selected extras, and the
 * dependency groups as uv writes them in conflict markers (`group-<n>-<package>-<group>`).
 */
export function selectedForMarkers(t: InstallTarget): string[] {
  return [...t.extras, ...t.groups.map((g) => `group:${g}`)];
}

/**
 * Torch is declared, but only in alternatives this target does not select: the target installs
 * no torch of its own. A torchvision or torchaudio pin in the target installs the torch it
 * requires, so such a target does install torch.
 */
export function torchOnlyElsewhere(
  set: PinSet | undefined,
  t: InstallTarget,
  bound: (name: string) => boolean = () => false,
): boolean {
  const torch = set?.pins.filter(torchFamily) ?? [];
  // A package bound to torch (an xformers wheel alone in an extra) installs the torch it requires.
  if (set?.others?.some((p) => bound(p.package) && inTarget(p, t))) return false;
  return torch.length > 0 && !torch.some((p) => inTarget(p, t));
}

/** Extras, groups and environments holding torch that this run does not judge: said, so a pass is not read as covering them. */
export function unjudged(
  set: PinSet | undefined,
  targets: InstallTarget[],
): { kind: string; name: string; location: Location }[] {
  if (!set?.alternatives) return [];
  const alt = set.alternatives;
  const covered = (p: Pin) => targets.some((t) => inTarget(p, t));
  const out = new Map<string, { kind: string; name: string; location: Location }>();
  for (const p of set.pins) {
    if (!torchFamily(p) || !p.alternative || p.group === undefined || covered(p)) continue;
    const kind =
      p.alternative === 'feature' ? 'pixi feature' : p.alternative === 'group' ? 'dependency group' : 'extra';
    const location =
      (p.alternative === 'extra' ? alt.extras[p.group] : p.alternative === 'group' ? alt.groups[p.group] : undefined) ??
      p.location;
    out.set(`${kind} ${p.group}`, { kind, name: p.group, location });
  }
  return [...out.values()];
}
