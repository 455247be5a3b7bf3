/**
 * `check --container IMAGE` / the action's `container` input: the image, not the runner,
 * decides the Python and C library; the host keeps the GPU and driver. Its facts become
 * overrides (what the user gave explicitly still wins), and a notice says what was assumed.
 */
import type { Finding } from '../../core/finding.js';
import type { Catalog } from '../../catalog/schema.js';
import { containerFacts, parseImageRef, type ContainerFacts } from '../../containers/image.js';
import { CONTAINER_CHECKS } from '../../checks/registry.js';
import { InputError } from '../../core/errors.js';
import type { EnvOverrides } from '../../probe/environment.js';
import type { RequestInput } from '../../request/request.js';
import { indexUrlFor } from '../../request/index-url.js';

export interface ContainerApplied {
  facts: ContainerFacts;
  overrides: EnvOverrides;
  request: RequestInput;
  findings: Finding[];
}

export function applyContainer(
  image: string,
  overrides: EnvOverrides,
  request: RequestInput,
  catalog: Catalog,
): ContainerApplied {
  if (!parseImageRef(image))
    throw new InputError(
      `container ${JSON.stringify(image.slice(0, 80))} is not an image reference; expected e.g. python:3.12-slim`,
    );
  const facts = containerFacts(image, catalog);
  if (facts.os === 'windows' && !facts.unknown) {
    return {
      facts,
      overrides: {
        ...overrides,
        os: overrides.os ?? 'windows',
        ...(facts.python && !overrides.python && !overrides.pythonPath ? { python: facts.python } : {}),
      },
      request,
      findings: CONTAINER_CHECKS.flatMap((check) => check(facts)),
    };
  }
  // A fact resting on an uncertain entry is told, not used: it could turn a guess into a failure.
  const use = !facts.unknown && !facts.uncertain;
  const o: EnvOverrides = {
    ...overrides,
    os: overrides.os ?? 'linux',
    ...(facts.distro && !overrides.osVersion
      ? { osLabel: facts.distro.label }
      : !overrides.osVersion
        ? { osLabel: `container ${image}` }
        : {}),
  };
  if (!o.python && !o.pythonPath) {
    if (use && facts.python) o.python = facts.python;
    else
      o.noPythonProbe = facts.unknown
        ? `the job runs in ${image}, whose Python is not known`
        : facts.python
          ? `${image} ships Python ${facts.python} by an unconfirmed default`
          : `${image} has no Python of its own (the job installs one)`;
  }
  if (!o.glibc) {
    if (use && facts.libc === 'musl') o.libc = 'musl';
    else if (use && facts.glibc) o.glibc = facts.glibc;
    else o.noLibcProbe = `the job runs in ${image}, whose glibc is not known`;
  }
  const req: RequestInput =
    facts.torch && request.torch === undefined
      ? {
          ...request,
          torch: `==${facts.torch.version}+${facts.torch.variant}`,
          indexUrl: request.indexUrl ?? indexUrlFor(facts.torch.variant),
        }
      : request;
  return { facts, overrides: o, request: req, findings: CONTAINER_CHECKS.flatMap((check) => check(facts)) };
}

export function containerJson(f: ContainerFacts): Record<string, unknown> {
  return {
    image: f.image,
    os: f.os,
    ...(f.distro ? { distro: f.distro.label } : {}),
    ...(f.libc ? { libc: f.libc } : {}),
    ...(f.glibc ? { glibc: f.glibc } : {}),
    ...(f.python ? { python: f.python } : {}),
    ...(f.cuda ? { cuda: f.cuda } : {}),
    ...(f.torch ? { torch: `${f.torch.version}+${f.torch.variant}` } : {}),
    ...(f.unknown ? { unknown: f.unknown } : {}),
  };
}
