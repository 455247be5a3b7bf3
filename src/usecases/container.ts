/**
 * `check --container IMAGE` / the action's `container` input: the image, not the runner,
 * decides the Python and C library; the host keeps the GPU and driver. Its facts become
 * overrides (what the user gave explicitly still wins), and a notice says what was assumed.
 */
import type { Finding } from '../core/finding.js';
import type { Catalog } from '../catalog/schema.js';
import { finding } from '../core/finding.js';
import { containerFacts, describeContainer, parseImageRef, type ContainerFacts } from '../containers/image.js';
import { InputError } from '../core/errors.js';
import type { EnvOverrides } from '../probe/environment.js';
import type { RequestInput } from '../request/request.js';
import { indexUrlFor } from '../request/index-url.js';

export interface ContainerApplied {
  facts: ContainerFacts;
  overrides: EnvOverrides;
  request: RequestInput;
  findings: Finding[];
}

const SOURCE = 'https://docs.github.com/en/actions/writing-workflows/choosing-where-your-workflow-runs/running-jobs-in-a-container';

export function applyContainer(image: string, overrides: EnvOverrides, request: RequestInput, catalog: Catalog): ContainerApplied {
  if (!parseImageRef(image)) throw new InputError(`container ${JSON.stringify(image.slice(0, 80))} is not an image reference; expected e.g. python:3.12-slim`);
  const facts = containerFacts(image, catalog);
  if (facts.os === 'windows' && !facts.unknown) {
    return {
      facts,
      overrides: { ...overrides, os: overrides.os ?? 'windows', ...(facts.python && !overrides.python && !overrides.pythonPath ? { python: facts.python } : {}) },
      request,
      findings: [note(facts)],
    };
  }
  // A fact resting on an uncertain entry is told, not used: it could turn a guess into a failure.
  const use = !facts.unknown && !facts.uncertain;
  const o: EnvOverrides = {
    ...overrides,
    os: overrides.os ?? 'linux',
    ...(facts.distro && !overrides.osVersion ? { osLabel: facts.distro.label } : !overrides.osVersion ? { osLabel: `container ${image}` } : {}),
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
    facts.torch && request.torch === undefined ? { ...request, torch: `==${facts.torch.version}+${facts.torch.variant}`, indexUrl: request.indexUrl ?? indexUrlFor(facts.torch.variant) } : request;
  return { facts, overrides: o, request: req, findings: [note(facts)] };
}

function note(f: ContainerFacts): Finding {
  if (f.unknown)
    return finding({
      id: 'container-image',
      severity: 'notice',
      message: `The job runs in ${f.image}, which is not known: ${f.unknown}. Its Python and glibc are not guessed.`,
      advice: { remedies: [{ kind: 'give', values: ['python', 'glibc'] }], then: 'Give what the image holds.' },
      source: SOURCE,
    });
  const unsure = f.uncertain ? ' Some of these facts are not confirmed for every tag, so they are not used to decide.' : '';
  return finding({
    id: 'container-image',
    severity: 'notice',
    message: `pip runs inside the container: ${describeContainer(f)}; the GPU and driver are the host's.${unsure}`,
    hint: f.torch ? 'torch is preinstalled in this image; the run-time checks apply to that build.' : 'Nothing to do; this says what the check assumed.',
    source: f.sources.join('; '),
  });
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
