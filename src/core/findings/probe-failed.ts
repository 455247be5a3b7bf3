import { findingKind } from './kind.js';

export const probeFailed = findingKind({
  id: 'probe-failed',
  severities: ['warning', 'notice'],
  title: 'A probe failed',
  why: 'A fact the checks need could not be read from this machine (the glibc version, the macOS version, nvidia-smi, the Python interpreter), so the checks that depend on it are said rather than guessed.',
  fix: 'Give the value (--python, --glibc, --os-version, --driver, --gpu), or fix what the probe reports.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
