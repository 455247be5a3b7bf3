/** Index lines and pin values the catalog cannot read: said, so the check's silence is not taken for a pass. */
import { renderAdvice, type Advice } from '../../core/advice.js';
import { finding, type Finding } from '../../core/finding.js';
import { kindOf } from '../../core/findings/index.js';
import type { IndexRef } from '../../request/index-url.js';
import { indexOf, show, type PinSetCheck } from './context.js';
import { boundPage } from '../../catalog/bound.js';

const VARIABLE: Advice = {
  remedies: [
    { kind: 'do', text: 'set the variable when running the check' },
    { kind: 'give', values: ['index-url'] },
  ],
  then: 'Then the variant can be checked.',
};

const PIP_FINDING = 'https://pip.pypa.io/en/stable/cli/pip_install/#finding-packages';

export const unreadableIndexes: PinSetCheck = ({ set, catalog }) =>
  set.indexes.flatMap((ix): Finding[] => {
    if (ix.url.includes('${')) {
      return [
        finding({
          id: 'index-url-unknown',
          severity: 'notice',
          message: `${ix.url} depends on an environment variable; which variant it serves is only known when the variable is set.`,
          hint: renderAdvice(VARIABLE, 'cli'),
          advice: VARIABLE,
          source: PIP_FINDING,
          location: ix.location,
        }),
      ];
    }
    // Not a URL pip can use either: pip itself reports it.
    const r: IndexRef | undefined = indexOf(ix.url);
    if (r?.kind !== 'unknown' || !/pytorch|torch/i.test(ix.url) || boundPage(catalog, ix.url)) return [];
    return [
      finding({
        id: 'index-url-unknown',
        severity: 'notice',
        message: `${ix.url} is not a download.pytorch.org index the catalog knows, so the variants it serves cannot be checked.`,
        hint: 'Use an index such as https://download.pytorch.org/whl/cu128, or a mirror that keeps its /whl/<variant>/ layout.',
        source: PIP_FINDING,
        location: ix.location,
      }),
    ];
  });

/** What a pin reader could not resolve (an unset `${CUDA_TAG}`, …): a fact not known here, said. */
export const pinNotes: PinSetCheck = ({ pins }) =>
  pins.flatMap((p) =>
    (p.notes ?? []).map((n): Finding =>
      finding({
        id: 'pin-unresolved',
        severity: 'notice',
        message: kindOf('pin-unresolved').message(show(p), n),
        hint: 'Make the pin explicit in the file, or give the value when running the check.',
        source: PIP_FINDING,
        location: p.location,
      }),
    ),
  );
