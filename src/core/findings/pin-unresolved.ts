import { findingKind } from './kind.js';

export const pinUnresolved = findingKind({
  id: 'pin-unresolved',
  severities: ['notice'],
  title: "A pin's index or value is not known here",
  why: 'A pin file selects something this run cannot see: an environment variable that is not set (`${CUDA_TAG}` in a requirements file), --no-index (pip then searches only the --find-links locations), or a Poetry or uv source name that the file does not declare. What depends on it is not checked rather than guessed.',
  fix: 'Make the pin explicit in the file, or give the value when running the check (set the variable).',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
  message: (pin: string, what: string) => `${pin}: ${what}.`,
});
