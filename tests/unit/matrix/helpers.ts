// A small fake engine: enough rules to make cells pass, warn and fail in known ways.
import { finding, type Finding } from '../../../src/core/finding.js';
import { verdictOf } from '../../../src/core/finding.js';
import type { Environment, Evaluation, Request } from '../../../src/core/model.js';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import type { Catalog } from '../../../src/catalog/schema.js';

export const catalog: Catalog = bundledCatalog;

export function fakeEvaluate(env: Environment, req: Request): Evaluation {
  const findings: Finding[] = [];
  const py = env.python;
  if (py && (py.major !== 3 || py.minor < 9)) {
    findings.push(
      finding({
        id: 'python-unsupported',
        severity: 'error',
        message: `Python ${py.major}.${py.minor} has no torch wheels.`,
        hint: 'Use 3.9+.',
        source: 'fake',
      }),
    );
  }
  if (env.os === 'macos' && env.arch === 'x64') {
    findings.push(
      finding({
        id: 'platform-unsupported',
        severity: 'error',
        message: 'No macOS x86_64 wheels.',
        hint: 'Use macos-15.',
        source: 'fake',
      }),
    );
  }
  if (req.index.kind === 'pytorch' && req.index.variant.startsWith('cu') && env.os === 'macos') {
    findings.push(
      finding({
        id: 'backend-unavailable',
        severity: 'error',
        message: 'No CUDA on macOS.',
        hint: 'Use cpu.',
        source: 'fake',
      }),
    );
  }
  if (req.torch.text === '2.7.0') {
    findings.push(
      finding({ id: 'backend-experimental', severity: 'warning', message: 'Experimental.', hint: '-', source: 'fake' }),
    );
  }
  return { resolution: { version: req.torch.exact ?? '2.9.1' }, findings, verdict: verdictOf(findings) };
}

export const fake = { catalog, evaluate: (env: Environment, req: Request) => fakeEvaluate(env, req) };
