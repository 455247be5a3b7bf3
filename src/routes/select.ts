/**
 * Which routes a check judges: the ones the user (or the job's install step) names, else every
 * route the repository holds, each on its own. A route whose lock or manifest lists only other
 * platforms is not the route here: it is named in a notice, and the routes that apply are judged.
 */
import { InputError } from '../core/errors.js';
import { finding, type Finding } from '../core/finding.js';
import type { LockFile } from '../formats/lock.js';
import type { PinSet } from '../pins/types.js';
import {
  ROUTE_DESCRIPTIONS,
  ROUTE_KINDS,
  describeRoute,
  routesOf,
  routesOfKind,
  type Route,
  type RouteKind,
} from './route.js';

/** What names the routes to judge: `--route` / the action's `route` input, or the job's install step. */
export interface RouteChoice {
  kinds: RouteKind[];
  /** Where the choice came from, for messages: `route` (the option), or the job's step (`.github/workflows/ci.yml (job test)`). */
  from: string;
  /** Named by the user: a route the files do not hold is bad input. Read from a job: the files' routes are judged instead. */
  strict: boolean;
}

export function parseRouteKind(text: string, from: string): RouteKind {
  const k = text.trim().toLowerCase();
  const kind = ROUTE_KINDS.find((r) => r === k);
  if (!kind)
    throw new InputError(`${from}: ${JSON.stringify(text)} is not an install route (one of ${ROUTE_KINDS.join(', ')})`);
  return kind;
}

export interface ChosenRoutes {
  judged: Route[];
  /** Routes the repository holds that this check does not judge, with why. */
  skipped: { route: Route; why: string }[];
}

/** The platforms a pixi route installs on: its lock's environments, else the manifest's workspace platforms. */
function platformsOf(route: Route, environment: string | undefined): string[] | undefined {
  if (route.kind !== 'pixi') return undefined;
  const lock = route.locks[0];
  const envs = lock?.environments;
  if (envs && Object.keys(envs).length) {
    const name = environment ?? (envs.default ? 'default' : Object.keys(envs)[0]!);
    return envs[name] ?? [];
  }
  return route.pins?.alternatives?.pixiPlatforms?.['']?.platforms;
}

export function chooseRoutes(
  set: PinSet | undefined,
  locks: LockFile[],
  choice: RouteChoice | undefined,
  subdir: string,
  environment?: string,
): ChosenRoutes {
  const all = routesOf(set, locks);
  const found = choice?.kinds.flatMap((k) => routesOfKind(k, set, locks)) ?? [];
  if (choice?.kinds.length && (choice.strict || found.length)) {
    const judged = choice.kinds.flatMap((k) => {
      const found = routesOfKind(k, set, locks);
      if (!found.length && choice.strict)
        throw new InputError(
          `${choice.from}: this repository has no ${k} route${all.length ? ` (its routes: ${all.map(describeRoute).join('; ')})` : ''}`,
        );
      return found;
    });
    const skipped = all
      .filter((r) => !judged.some((j) => j.kind === r.kind))
      .map((route) => ({
        route,
        why: choice.strict
          ? `the route option asks for ${choice.kinds.join(', ')}`
          : `the job installs by ${choice.kinds.join(', ')} (${choice.from})`,
      }));
    return { judged, skipped };
  }
  const judged: Route[] = [];
  const skipped: ChosenRoutes['skipped'] = [];
  for (const route of all) {
    const platforms = platformsOf(route, environment);
    if (platforms && !platforms.includes(subdir))
      skipped.push({ route, why: `it installs on ${platforms.join(', ') || 'no platform'} only, not on ${subdir}` });
    else judged.push(route);
  }
  // No route is for this platform: the one there is stays judged, and its own finding says why.
  if (!judged.length) return { judged: skipped.map((s) => s.route), skipped: [] };
  return { judged, skipped };
}

/** The notice for routes not judged, so a pass is not read as covering them. */
export function notJudgedFindings(chosen: ChosenRoutes): Finding[] {
  return chosen.skipped.map(({ route, why }) =>
    finding({
      id: 'route-not-judged',
      severity: 'notice',
      message: `Not judged: route ${describeRoute(route)}, because ${why}; this check judged ${chosen.judged.map((r) => r.name).join(', ')}.`,
      hint:
        route.kind === 'pixi' && /installs on/.test(why)
          ? `Judge it on a runner of a platform it lists, or with --route pixi (action input route: pixi) and --os/--arch of one.`
          : `Judge it with --route ${route.kind} (action input route: ${route.kind}), the route of ${ROUTE_DESCRIPTIONS[route.kind].installs}.`,
      source:
        route.kind === 'pixi'
          ? 'https://pixi.sh/latest/reference/pixi_manifest/#platforms'
          : 'https://packaging.python.org/en/latest/guides/tool-recommendations/',
      ...(route.locks[0]?.dists[0]
        ? { location: route.locks[0].dists[0].location }
        : route.pins?.pins[0]
          ? { location: route.pins.pins[0].location }
          : {}),
    }),
  );
}
