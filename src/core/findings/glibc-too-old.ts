import { findingKind } from './kind.js';

export const glibcTooOld = findingKind({
  id: 'glibc-too-old',
  severities: ['error', 'warning'],
  title: 'glibc older than the wheels need',
  why: 'Linux wheels are manylinux wheels with a glibc floor: 2.17 (manylinux2014) up to 2.6, 2.28 (manylinux_2_28) for every Linux build from 2.7. On an older glibc pip finds no wheel, or the import fails with "GLIBC_2.28 not found".',
  fix: 'Use a newer image (Ubuntu 20.04+, RHEL 8+), or pin the last torch whose wheels support your glibc.',
  blame: ['container', 'runner', 'torch'],
  lockDecides: true,
  scanRank: null,
});
