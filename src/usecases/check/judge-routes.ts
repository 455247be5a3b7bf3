/**
 * Every route a check judges, each on its own: the route's own pins and locks, the install targets
 * its files declare (extras and groups for pip/uv/Poetry, environments for pixi), and the Python
 * its environment brings (pixi's and conda's own, not the runner's). Never two routes' pins in one request.
 */
import type { Finding } from '../../core/finding.js';
import type { Environment, PythonInfo } from '../../core/model.js';
import { newestPythonMinor } from '../../catalog/admitted.js';
import type { Catalog } from '../../catalog/schema.js';
import { installTargets, NO_SELECTION, type TargetSelection } from '../../pins/targets.js';
import type { PinSet } from '../../pins/types.js';
import type { LockFile } from '../../locks/index.js';
import { targetsNotJudged } from '../../checks/targets-not-judged.js';
import { runnerSubdir } from '../../conda/resolve.js';
import { describeRoute, type Route, type RouteKind } from '../../routes/route.js';
import { chooseRoutes, notJudgedFindings, type RouteChoice } from '../../routes/select.js';
import { judgeTarget, type TargetContext, type TargetJudged } from './judge-target.js';
import { pixiPython } from '../../formats/pixi/environment.js';

export interface RouteTargetJudged extends TargetJudged {
  route?: Route;
  /** The target's name in the report: the route's name first when several routes are judged. */
  label: string;
}

const PYPI_KINDS: ReadonlySet<RouteKind> = new Set(['pip', 'uv', 'poetry', 'pylock']);

/** What a selection means to one route: extras and groups to pip/uv/Poetry, environments to pixi. */
function selectionFor(kind: RouteKind, sel: TargetSelection): TargetSelection {
  if (PYPI_KINDS.has(kind)) return { ...sel, environments: [] };
  if (kind === 'pixi') return { ...sel, extras: [], groups: [] };
  return NO_SELECTION;
}

/** A selection of extras or groups only, or environments only, speaks of those routes alone. */
function selected(routes: Route[], sel: TargetSelection, named: boolean): Route[] {
  if (named || sel.all) return routes;
  const pypi = sel.extras.length + sel.groups.length > 0;
  const pixi = sel.environments.length > 0;
  if (!pypi && !pixi) return routes;
  const kept = routes.filter((r) => (pypi && PYPI_KINDS.has(r.kind)) || (pixi && r.kind === 'pixi'));
  return kept.length ? kept : routes;
}

/** The Python a route's environment installs: a pixi lock's, else its manifest's or environment file's pin. */
function routePython(route: Route, env: Environment, catalog: Catalog, environment?: string): PythonInfo | undefined {
  const subdir = runnerSubdir(env);
  const lock = route.locks.find((l) => l.kind === 'pixi');
  const locked = lock?.pythons?.[`${environment ?? 'default'}/${subdir}`];
  const text = locked ?? (route.python ? pixiPython(route.python.specifier, newestPythonMinor(catalog)) : undefined);
  const m = text ? /^(\d+)\.(\d+)/.exec(text) : null;
  if (!m) return undefined;
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    ...(locked ? { full: locked } : {}),
    implementation: 'cpython',
    freeThreaded: false,
    provenance: 'given',
  };
}

export interface RoutesJudged {
  judged: RouteTargetJudged[];
  findings: Finding[];
  /** The routes judged, and whether the repository holds more than these. */
  routes: Route[];
  others: boolean;
}

export function judgeRoutes(
  ctx: Omit<TargetContext, 'pins' | 'locks'>,
  pins: PinSet | undefined,
  locks: LockFile[],
  sel: TargetSelection,
  choice: RouteChoice | undefined,
): RoutesJudged {
  const subdir = runnerSubdir(ctx.env);
  const chosen = chooseRoutes(pins, locks, choice, subdir, sel.environments[0]);
  const routes = selected(chosen.judged, sel, !!choice?.kinds.length);
  const several = routes.length > 1;
  const judged: RouteTargetJudged[] = [];
  const findings: Finding[] = [...notJudgedFindings(chosen)];
  for (const route of routes) {
    const routeSel = selectionFor(route.kind, sel);
    const targets = installTargets(route.pins, routeSel);
    for (const target of targets) {
      const python = routePython(route, ctx.env, ctx.catalog, target.environment);
      const env = python ? { ...ctx.env, python } : ctx.env;
      const one = judgeTarget({ ...ctx, env, ...(route.pins ? { pins: route.pins } : {}), locks: route.locks }, target);
      const label = several ? (target.name === 'default' ? route.name : `${route.name}: ${target.name}`) : target.name;
      judged.push({ ...one, route, label });
    }
    findings.push(...targetsNotJudged(route.pins, targets, several ? route.name : undefined));
  }
  return { judged, findings, routes, others: chosen.skipped.length > 0 || routes.length < chosen.judged.length };
}

export { describeRoute };
