/**
 * The action's inputs, read once. Empty means unset (GitHub passes '' for inputs not given);
 * names keep their hyphens (INPUT_TORCH-VERSION). Booleans are read by hand: an empty value is
 * the default, not an error.
 */
import * as core from './runner-files.js';
import { InputError } from '../core/errors.js';
import { parseFailOn, type FailOn } from '../core/finding.js';

export interface ActionInputs {
  torchVersion?: string;
  indexUrl?: string;
  extraIndexUrls: string[];
  torchvision?: string;
  torchaudio?: string;
  pythonVersion?: string;
  pythonPath?: string;
  os?: string;
  osVersion?: string;
  arch?: string;
  glibc?: string;
  driver?: string;
  gpus: string[];
  amdGpus: string[];
  intelGpus: string[];
  container?: string;
  requirements: string[];
  config?: string;
  failOn: FailOn;
  summary: boolean;
  annotations: boolean;
  reportPath?: string;
  matrix?: string;
  workflow?: string;
  job?: string;
  matrixKeys?: string;
  keepWarned: boolean;
  scan: string[];
  scanFrom?: string;
  baseRef?: string;
}

const opt = (name: string): string | undefined => {
  const v = core.getInput(name);
  return v.trim() === '' ? undefined : v.trim();
};

/** Newline- or comma-separated lists (globs contain no commas in practice). */
const many = (name: string): string[] =>
  core
    .getInput(name)
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

function bool(name: string, dflt: boolean): boolean {
  const v = (opt(name) ?? '').toLowerCase();
  if (v === '') return dflt;
  if (['true', 'yes', '1', 'on'].includes(v)) return true;
  if (['false', 'no', '0', 'off'].includes(v)) return false;
  throw new InputError(`input ${name} is ${JSON.stringify(v.slice(0, 20))}; expected true or false`);
}

export function readInputs(): ActionInputs {
  return {
    torchVersion: opt('torch-version'),
    indexUrl: opt('index-url'),
    extraIndexUrls: many('extra-index-url'),
    torchvision: opt('torchvision-version'),
    torchaudio: opt('torchaudio-version'),
    pythonVersion: opt('python-version'),
    pythonPath: opt('python-path'),
    os: opt('os'),
    osVersion: opt('os-version'),
    arch: opt('arch'),
    glibc: opt('glibc'),
    driver: opt('driver'),
    gpus: many('gpu'),
    amdGpus: many('amd-gpu'),
    intelGpus: many('intel-gpu'),
    container: opt('container'),
    requirements: many('requirements'),
    config: opt('config'),
    failOn: parseFailOn(opt('fail-on'), 'input fail-on'),
    summary: bool('summary', true),
    annotations: bool('annotations', true),
    reportPath: opt('report-path'),
    matrix: core.getInput('matrix').trim() ? core.getInput('matrix') : undefined,
    workflow: opt('workflow'),
    job: opt('job'),
    matrixKeys: opt('matrix-keys'),
    keepWarned: bool('keep-warned', true),
    scan: many('scan'),
    scanFrom: opt('scan-from'),
    baseRef: opt('base-ref'),
  };
}
