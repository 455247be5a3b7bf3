/**
 * What a lock file answers for this runner: is there a locked torch, and does one of its wheels
 * fit the runner's tags? A lock names exact files, so this is decided from the lock alone; the
 * catalog is asked afterwards only about running (GPU, driver, MPS) the version it locked.
 */
import type { Finding } from '../core/finding.js';
import type { Environment } from '../core/model.js';
import { finding } from '../core/finding.js';
import { markerEnv } from '../packaging/marker-env.js';
import { shortMarker, type MarkerEnv } from '../packaging/marker.js';
import { markerApplies } from '../packaging/marker-applies.js';
import { tagTarget } from '../packaging/tag-target.js';
import { describeTarget, tagString, wheelFits, type Fit, type TagTarget } from '../packaging/tags.js';
import { pixiPlatform } from '../platform/platform.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { lockFormat } from './formats.js';
import type { LockedDist, LockFile } from '../formats/lock.js';

const SOURCE = 'https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/';

export interface LockAnswer {
  lock: LockFile;
  /** The locked torch entry that applies to this runner (installs says whether a wheel of it fits). */
  torch?: LockedDist;
  /**
   * Other entries that may apply here (their markers could not be decided) and would install:
   * the caller judges each, and the worst counts.
   */
  alternatives?: LockedDist[];
  /** true: a locked wheel fits; false: none does; undefined: could not be decided. */
  installs?: boolean;
  findings: Finding[];
}

/** What an install target selects, as the lock's markers read it. */
export interface LockSelection {
  /** Extras, and groups as `group:<name>` (the `extra` variable of uv's conflict markers). */
  selected?: readonly string[];
  /** pixi environment; undefined = `default`. */
  environment?: string;
}

/** Does the entry apply here: true, false, or undefined with what could not be decided. */
function applies(d: LockedDist, vars: MarkerEnv): { value: boolean | undefined; why?: string } {
  if (!d.marker) return { value: true };
  const here = markerApplies(d.marker, vars);
  if (here.value !== undefined) return { value: here.value };
  const { why } = here;
  if (why.kind === 'unreadable') return { value: undefined, why: `its marker is not valid PEP 508 (${why.error})` };
  if (why.kind === 'undefined-variables')
    return { value: undefined, why: `its marker reads ${why.names.join(', ')}, which PEP 508 does not define` };
  return { value: undefined, why: `its marker needs ${why.names.join(', ') || 'a value'}, which is not known here` };
}

/** An entry whose marker could not be decided: said at its line, never resolved by order. */
function undecidedEntry(lock: LockFile, d: LockedDist, why: string): Finding {
  return finding({
    id: 'marker-undecided',
    severity: 'warning',
    message: `Whether ${lock.file} installs torch ${d.version} here could not be decided: ${why}. The marker: ${shortMarker(d.marker ?? '')}`,
    advice: {
      remedies: [
        { kind: 'give', values: ['python'] },
        { kind: 'do', text: 'run after actions/setup-python' },
      ],
      then: 'so the lock entry that applies can be picked',
    },
    source: 'https://packaging.python.org/en/latest/specifications/dependency-specifiers/#environment-markers',
    location: d.location,
  });
}

/** `manylinux_2_28_x86_64 (cp310, cp311), win_amd64 (cp310)`: what the lock offers, short. */
export function offered(d: LockedDist): string {
  const byPlatform = new Map<string, string[]>();
  for (const { wheel } of d.wheels) {
    const key = wheel.platform.join('.');
    const py = `${wheel.python.join('.')}${wheel.abi.some((a) => a.endsWith('t') && a.startsWith('cp')) ? 't' : ''}`;
    const list = byPlatform.get(key) ?? [];
    if (!list.includes(py)) list.push(py);
    byPlatform.set(key, list);
  }
  return [...byPlatform].map(([p, pys]) => `${p} (${pys.join(', ')})`).join('; ');
}

function fitOf(d: LockedDist, target: TagTarget): { fit: Fit; wheel?: string } {
  const fits = d.wheels.map((w) => ({ w, fit: wheelFits(w.wheel, target) }));
  const yes = fits.find((f) => f.fit.fits === true);
  if (yes) return { fit: yes.fit, wheel: yes.w.wheel.file };
  const maybe = fits.find((f) => f.fit.fits === undefined);
  if (maybe) return { fit: maybe.fit };
  return { fit: { fits: false, why: 'no locked wheel matches' } };
}

/** The lock installs no torch on this runner: one error, on the line of the locked entry. */
function installsNone(lock: LockFile, message: string, hint: string, source: string, at: LockedDist): LockAnswer {
  return {
    lock,
    installs: false,
    findings: [finding({ id: 'lock-no-wheel', severity: 'error', message, hint, source, location: at.location })],
  };
}

export function checkLock(lock: LockFile, env: Environment, sel: LockSelection = {}): LockAnswer {
  return lockFormat(lock.kind).picks === 'environments'
    ? checkPixi(lock, env, sel.environment)
    : checkPipLock(lock, env, sel.selected ?? []);
}

function checkPipLock(lock: LockFile, env: Environment, selected: readonly string[]): LockAnswer {
  const torches = lock.dists.filter((d) => d.name === 'torch');
  if (!torches.length) return { lock, findings: [] };
  const target = tagTarget(env);
  const here = describeTarget(target);
  const vars: MarkerEnv = { ...markerEnv(env), extra: [...selected] };
  // PEP 751: with no group selected, `dependency_groups` is the lock's default-groups.
  if (lock.defaultGroups && !selected.some((s) => s.startsWith('group:'))) vars.dependency_groups = lock.defaultGroups;
  const judged = torches.map((d) => ({ d, ...applies(d, vars) }));
  const candidates = judged.filter((j) => j.value !== false);
  if (!candidates.length) {
    const first = torches[0]!;
    const list = torches.map((d) => `${d.version}${d.marker ? ` where ${shortMarker(d.marker)}` : ''}`).join('; ');
    return installsNone(
      lock,
      `${lock.file} locks torch only for other runners (${list}); on ${here} it installs no torch.`,
      lockFormat(lock.kind).fixes.noWheel,
      SOURCE,
      first,
    );
  }
  const findings: Finding[] = candidates
    .filter((j) => j.value === undefined)
    .map((j) => undecidedEntry(lock, j.d, j.why ?? 'its marker could not be evaluated'));
  // Every entry that may apply is judged; none wins by coming first.
  const installing: LockedDist[] = [];
  let noWheel: { d: LockedDist; sure: boolean } | undefined;
  let unsure: { d: LockedDist; why: string } | undefined;
  for (const { d, value } of candidates) {
    if (d.direct) {
      findings.push(
        finding({
          id: 'lock-no-wheel',
          severity: 'notice',
          message: `${lock.file} locks torch ${d.version} from ${d.direct}: not a wheel, so its tags cannot be checked.`,
          hint: 'Lock torch from an index that serves wheels to have it checked.',
          source: SOURCE,
          location: d.location,
        }),
      );
      installing.push(d);
      continue;
    }
    const { fit } = fitOf(d, target);
    if (fit.fits === true) installing.push(d);
    else if (fit.fits === undefined) {
      unsure ??= { d, why: fit.why };
      installing.push(d);
    } else if (!noWheel || (value === true && !noWheel.sure)) noWheel = { d, sure: value === true };
  }
  if (unsure) {
    const { d, why } = unsure;
    findings.push(
      finding({
        id: 'lock-no-wheel',
        severity: 'warning',
        message: `Whether a locked torch ${d.version} wheel fits ${here} could not be decided: ${why}.`,
        advice: {
          remedies: [
            { kind: 'do', text: 'run the check on the runner itself' },
            { kind: 'give', values: ['glibc', 'os-version', 'python'] },
          ],
        },
        source: SOURCE,
        location: d.location,
      }),
    );
  }
  if (noWheel) {
    const { d, sure } = noWheel;
    const sdist = d.sdist ? ' Only a source distribution would be left, and torch does not build in a CI job.' : '';
    findings.push(
      finding({
        id: 'lock-no-wheel',
        // An entry that only may apply fails only where it applies: said, not failed.
        severity: sure ? 'error' : 'warning',
        message: `${lock.file} locks torch ${d.version} with no wheel for ${here}${sure ? '' : ' (if this entry applies here)'}: it offers ${offered(d) || 'no wheels'}.${sdist}`,
        hint: lockFormat(lock.kind).fixes.noWheel,
        source: SOURCE,
        location: d.location,
      }),
    );
    if (sure) return { lock, torch: d, installs: false, findings };
  }
  const [first, ...rest] = installing;
  if (!first) return { lock, torch: noWheel!.d, installs: false, findings };
  const decided = !unsure && !installing.some((d) => d.direct);
  return {
    lock,
    torch: first,
    ...(rest.length ? { alternatives: rest } : {}),
    ...(decided ? { installs: true } : {}),
    findings,
  };
}

function checkPixi(lock: LockFile, env: Environment, environment?: string): LockAnswer {
  const torches = lock.dists.filter((d) => d.name === 'torch');
  if (!torches.length) return { lock, findings: [] };
  const envs = Object.keys(lock.environments ?? {});
  const envName = environment ?? (envs.includes('default') ? 'default' : envs[0]);
  if (environment && !envs.includes(environment)) {
    return {
      lock,
      findings: [
        finding({
          id: 'lock-mismatch',
          severity: 'warning',
          message: `${lock.file} locks no environment ${environment} (it locks ${envs.join(', ') || 'none'}): the lock is older than the manifest.`,
          hint: lockFormat(lock.kind).fixes.stale,
          source: 'https://pixi.sh/latest/reference/pixi_manifest/#the-environments-table',
          location: torches[0]!.location,
        }),
      ],
    };
  }
  const subdir = pixiPlatform(wheelPlatform(env));
  const inEnv = torches.filter((d) => d.platforms?.some((p) => p.startsWith(`${envName}/`)));
  if (!envName || !inEnv.length) return { lock, findings: [] };
  const locked = [...new Set(lock.environments?.[envName] ?? [])];
  const first = inEnv[0]!;
  const d = inEnv.find((x) => x.platforms?.includes(`${envName}/${subdir}`));
  if (!d) {
    const what = locked.includes(subdir)
      ? `locks environment ${envName} for ${subdir} without torch`
      : `locks environment ${envName} for ${locked.join(', ')}, not for ${subdir} (this runner)`;
    return installsNone(
      lock,
      `${lock.file} ${what}: pixi installs no torch here.`,
      lockFormat(lock.kind).fixes.noWheel,
      'https://pixi.sh/latest/reference/pixi_manifest/#platforms',
      first,
    );
  }
  if (d.conda) return { lock, torch: d, installs: true, findings: [] };
  // pixi installs its own Python: match the wheel against the locked one, not the runner's.
  const py = lock.pythons?.[`${envName}/${subdir}`];
  const [major, minor] = (py ?? '').split('.').map(Number);
  const python =
    major && minor !== undefined && !Number.isNaN(minor)
      ? { major, minor, implementation: 'cpython' as const, freeThreaded: false, provenance: 'given' as const }
      : undefined;
  const target = tagTarget(env, python);
  const { fit } = fitOf(d, target);
  if (fit.fits === false) {
    return {
      lock,
      torch: d,
      installs: false,
      findings: [
        finding({
          id: 'lock-no-wheel',
          severity: 'error',
          message: `${lock.file} locks torch ${d.version} for ${subdir} with a wheel that does not fit ${describeTarget(target)}: ${fit.why}.`,
          hint: lockFormat(lock.kind).fixes.noWheel,
          source: SOURCE,
          location: d.location,
        }),
      ],
    };
  }
  return { lock, torch: d, ...(fit.fits ? { installs: true } : {}), findings: [] };
}

export { tagString };
