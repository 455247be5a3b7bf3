import { findingKind } from './kind.js';

export const extrasNotChecked = findingKind({
  id: 'extras-not-checked',
  severities: ['notice'],
  title: 'Extras holding torch were not checked',
  why: 'Extras, dependency groups and pixi environments are alternatives: a user installs one of them, not all at once, so the check judges the default install plus what it is asked for. Alternatives that pin torch and were not asked for are named, so a pass is not read as covering them.',
  fix: 'Select them (--extra NAME, --group NAME, --environment NAME; action inputs extras, groups, environments) or judge each on its own with --all-extras (all-extras: true).',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
