import { findingKind } from './kind.js';

export const driverTooOld = findingKind({
  id: 'driver-too-old',
  severities: ['error', 'warning', 'notice'],
  title: "NVIDIA driver too old for the wheel's CUDA",
  why: 'CUDA wheels bundle the CUDA runtime, which needs a minimum driver: below the CUDA major\'s floor (525 for 12.x, 580 for 13.x) torch.cuda fails with "The NVIDIA driver on your system is too old"; below the toolkit\'s own driver it runs in compatibility mode without PTX JIT. A driver older than the first branch that drives the GPU at all (R570 for Blackwell) is a notice: no runner has that pair, so one of the values describes another machine.',
  fix: 'Update the driver, or use the best index (the index-url output): the build, inside your torch range, whose CUDA this driver runs, often with an older torch; the CPU index only when no such build exists, and then the GPU goes unused.',
  blame: ['index', 'runner'],
  lockDecides: false,
  scanRank: null,
});
