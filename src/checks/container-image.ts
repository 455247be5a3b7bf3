/** What the check assumed about a job's container image, or that the image is not known. */
import { finding, type Finding } from '../core/finding.js';
import { describeContainer, type ContainerFacts } from '../containers/image.js';

export type ContainerCheck = (facts: ContainerFacts) => Finding[];

const SOURCE =
  'https://docs.github.com/en/actions/writing-workflows/choosing-where-your-workflow-runs/running-jobs-in-a-container';

export const containerImage: ContainerCheck = (f) => [note(f)];

function note(f: ContainerFacts): Finding {
  if (f.unknown)
    return finding({
      id: 'container-image',
      severity: 'notice',
      message: `The job runs in ${f.image}, which is not known: ${f.unknown}. Its Python and glibc are not guessed.`,
      advice: { remedies: [{ kind: 'give', values: ['python', 'glibc'] }], then: 'Give what the image holds.' },
      source: SOURCE,
    });
  const unsure = f.uncertain
    ? ' Some of these facts are not confirmed for every tag, so they are not used to decide.'
    : '';
  return finding({
    id: 'container-image',
    severity: 'notice',
    message: `pip runs inside the container: ${describeContainer(f)}; the GPU and driver are the host's.${unsure}`,
    hint: f.torch
      ? 'torch is preinstalled in this image; the run-time checks apply to that build.'
      : 'Nothing to do; this says what the check assumed.',
    source: f.sources.join('; '),
  });
}
