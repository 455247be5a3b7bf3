import { findingKind } from './kind.js';

export const behaviorChanged = findingKind({
  id: 'behavior-changed',
  severities: ['error', 'warning', 'notice'],
  title: 'Behaviour changed within the range',
  why: 'The same call means something else in the target torch (torch.load weights_only in 2.6, ONNX export dynamo=True in 2.9).',
  fix: 'Make the behaviour explicit (pass the argument) so it is the same on every torch in range.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: 3,
});
