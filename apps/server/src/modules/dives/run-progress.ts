import { failedProgress, type DiveProgress, type ProgressErrorCode } from '@fathom/contract';
import type { DiveRun } from './dives.repository';

/** A run's stored progress, in the terms of the contract's state machine. */
export const progressOf = (run: DiveRun): DiveProgress => ({
  step: run.step as DiveProgress['step'],
  progress: run.progress,
  text: run.text,
  ...(run.errorMessage !== null && { error: run.errorMessage }),
  ...(run.link !== null && { link: run.link }),
});

/** The columns of a run that store a progress state (the link is stored with the niche it names). */
export const progressColumns = (state: DiveProgress) => ({
  step: state.step,
  progress: state.progress,
  text: state.text,
  errorMessage: state.error ?? null,
});

/** A run that ends failed, showing the reason: the state machine's final error state. */
export const failedRun = (message: string, code: ProgressErrorCode = 'FAILED') => ({
  status: 'failed' as const,
  ...progressColumns(failedProgress(message, code)),
});
