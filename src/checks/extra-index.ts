/**
 * An extra index lets pip take another build than the one meant: pip installs the highest
 * version over all indexes, so the variant depends on what each index has here.
 */
import { renderAdvice, type Advice } from '../core/advice.js';
import { finding, type Finding, type Location } from '../core/finding.js';
import { kindOf } from '../core/findings/index.js';
import type { Environment, Request } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import { platformLabel } from '../platform/platform.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { describeIndex, indexUrlFor, type IndexRef } from '../request/index-url.js';
import { mergedIndexes } from '../resolve/merged-indexes.js';
import type { Resolved } from '../resolve/resolve.js';
import { compareVersions } from '../packaging/pep440.js';
import type { Check } from './context.js';

const PIP_FINDING = 'https://pip.pypa.io/en/stable/cli/pip_install/#finding-packages';

const where = (r: IndexRef) => (r.kind === 'pypi' ? 'PyPI' : r.url);

const advice = (intended: string): Advice => ({
  remedies: [
    { kind: 'use-index', url: indexUrlFor(intended), why: 'as the only index, not an extra one' },
    { kind: 'pin', spec: `torch==X.Y.Z+${intended}`, why: 'so only that index can satisfy it' },
  ],
});

/** The findings for one request and its resolution; `subject` names it (a pin as written, or the torch asked). */
export function extraIndexFindings(
  env: Environment,
  request: Request,
  catalog: Catalog,
  resolved: Resolved,
  subject: string,
  location?: Location,
): Finding[] {
  const merged = mergedIndexes(env, request, catalog, resolved);
  const at = location ? { location } : {};
  if (merged.kind === 'none') return [];
  const list = merged.refs.map(describeIndex).join(', ');
  if (merged.kind === 'nightly-mix') {
    return [
      finding({
        id: 'nightly-index-mixed',
        severity: 'warning',
        message: kindOf('nightly-index-mixed').message(subject, list),
        hint: 'Install nightlies from the nightly index alone, with pre-releases allowed (pip: --index-url NIGHTLY --pre).',
        source: PIP_FINDING,
        ...at,
      }),
    ];
  }
  const pytorchVariants = [...new Set(merged.refs.flatMap((r) => (r.kind === 'pytorch' ? [r.variant] : [])))];
  const intended = request.torch.local ?? (pytorchVariants.length === 1 ? pytorchVariants[0] : undefined);
  const { winner } = merged;
  if (!intended || winner.variant === intended) return [];
  const mine = merged.picks
    .filter((p) => p !== undefined && p.variant === intended)
    .sort((a, b) => compareVersions(a!.version, b!.version))
    .pop();
  const platform = wheelPlatform(env);
  const python = env.python ? `${env.python.major}.${env.python.minor}` : undefined;
  const why = mine
    ? `its newest build there is ${mine.version}, and ${winner.version} from ${where(winner.ref)} sorts higher`
    : `that index has no build of ${subject} for ${platformLabel(platform)}${python ? ` and Python ${python}` : ''}`;
  return [
    finding({
      id: 'variant-mismatch',
      severity: 'warning',
      message: `${subject} is meant to come from the ${intended} index, but pip merges the candidates of every index (${list}) and installs the highest version: ${why}, so pip installs ${winner.version} (the ${winner.variant} build) from ${where(winner.ref)} on ${platformLabel(platform)}, without an error.`,
      hint: renderAdvice(advice(intended), 'cli'),
      advice: advice(intended),
      source: PIP_FINDING,
      ...at,
    }),
  ];
}

/** The check's request, with its extra indexes. */
export const extraIndex: Check = ({ env, request, catalog, resolved }) => {
  const t = request.torch.text;
  const subject = t === '' || t === '*' ? 'torch (any version)' : `torch${/^[=<>~!]/.test(t) ? '' : '=='}${t}`;
  return extraIndexFindings(env, request, catalog, resolved, subject, request.torchLocation);
};
