import { findingKind } from './kind.js';

export const releaseFromIndex = findingKind({
  id: 'release-from-index',
  severities: ['notice'],
  title: 'A release known only from the index',
  why: "The index lists a torch release or patch the catalog does not describe. Its wheel names prove which Pythons and platforms it installs on, so that is judged; what names cannot prove (GPU kernels, driver floors, companions, whether a build is stable) is assumed from the newest release the catalog knows and marked uncertain. For a pin of a package bound to torch whose release the catalog lacks, the torch requirement is read from the METADATA file the index serves beside its wheel (PEP 658) and judged like the catalog's.",
  fix: 'Update torch-preflight for a catalog that knows the release, or run `npm run catalog:refresh -- --write` in a checkout and settle the uncertain facts.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
