/**
 * A pixi manifest's environments for matrix lint: when a workflow runs `pixi install -e NAME` /
 * `pixi run -e NAME` and the repository holds no pixi.lock, the environment is judged by what its
 * features declare — read with the readers and install targets `check --environment NAME` uses.
 */
import { isTorch } from '../../packaging/names.js';
import { newestPythonMinor } from '../../catalog/admitted.js';
import type { Catalog } from '../../catalog/schema.js';
import type { Environment } from '../../core/model.js';
import type { PixiManifest, PixiManifestEnvironment } from '../../matrix/plan/pixi-manifest.js';
import {
  pinsOfTarget,
  selectedForMarkers,
  torchOnlyElsewhere,
  type InstallTarget,
  type PinSet,
  type RequiresPython,
} from '../../pins/index.js';
import { envPythonOf } from '../../pins/types.js';
import { installTargets } from '../../pins/targets.js';
import { environmentPlatforms, pixiPython } from '../../formats/pixi/environment.js';
import { requestFromPins } from '../pins/pins.js';

/** The environment's Python pin: the first of its features that pins one, else the default feature's. */
function pythonPin(set: PinSet, target: InstallTarget): RequiresPython | undefined {
  const own = set.alternatives?.featurePythons ?? {};
  for (const f of target.features) if (own[f]) return own[f];
  return target.defaultFeature ? envPythonOf(set, 'pixi') : undefined;
}

function environmentOf(set: PinSet, name: string | undefined, newest: number): PixiManifestEnvironment {
  const declared = Object.keys(set.alternatives?.environments ?? {});
  const anyTorch = set.pins.some((p) => isTorch(p.package));
  const wanted = name === undefined || name === 'default' ? undefined : name;
  // pixi's environment names are exact; `default` always exists.
  if (wanted !== undefined && !declared.includes(wanted)) {
    return {
      missing: { file: set.files[0] ?? 'pixi.toml', declared },
      hasTorch: false,
      anyTorch,
      torch: () => undefined,
    };
  }
  const [target] = installTargets(set, { extras: [], groups: [], environments: wanted ? [wanted] : [], all: false });
  const pins = pinsOfTarget(set, target!);
  const hasTorch = pins.pins.some((p) => isTorch(p.package)) && !torchOnlyElsewhere(set, target!);
  const py = pythonPin(set, target!);
  const minor = py ? pixiPython(py.specifier, newest) : undefined;
  const selected = selectedForMarkers(target!);
  const platforms = environmentPlatforms(set.alternatives?.pixiPlatforms, target!.features);
  return {
    ...(platforms ? { platforms } : {}),
    hasTorch,
    anyTorch,
    ...(py && minor
      ? {
          python: {
            text: minor,
            where: `${py.location.file}:${py.location.line}`,
            at: { file: py.location.file, line: py.location.line, column: py.location.column ?? 1 },
          },
        }
      : {}),
    torch: (env: Environment) => {
      if (!hasTorch) return undefined;
      const { input } = requestFromPins(pins, env, {}, selected);
      if (!input.torch) return undefined;
      const at = input.torchLocation;
      return {
        spec: input.torch,
        // A conda package is judged in a matrix cell as the wheel of its version (its channel is no pip index).
        ...(input.indexUrl && !input.conda ? { index: input.indexUrl } : {}),
        where: at ? `${at.file}:${at.line}` : (set.files[0] ?? 'pixi.toml'),
        ...(at ? { at: { file: at.file, line: at.line, column: at.column ?? 1 } } : {}),
      };
    },
  };
}

/** Each environment computed once per lint; `catalog` gives the newest Python torch is known on. */
export function pixiManifestOf(set: PinSet, catalog: Catalog): PixiManifest {
  const newest = newestPythonMinor(catalog);
  const seen = new Map<string, PixiManifestEnvironment>();
  return (name) => {
    const key = name ?? 'default';
    let e = seen.get(key);
    if (!e) seen.set(key, (e = environmentOf(set, name, newest)));
    return e;
  };
}
