import { findingKind } from './kind.js';

export const containerImage = findingKind({
  id: 'container-image',
  severities: ['notice'],
  title: 'The job runs in a container image',
  why: "In a job with `container:` (or `check --container`), pip runs inside the image: its Python, C library and glibc decide which wheels fit, not the runner's; the GPU and NVIDIA driver stay the host's. The image's facts are read from its tag for python, nvidia/cuda and pytorch/pytorch; any other image is said, not guessed.",
  fix: 'For an image the catalog does not know, give --python and --glibc (or the action inputs) for what the image holds.',
  blame: ['container'],
  lockDecides: false,
  scanRank: null,
});
