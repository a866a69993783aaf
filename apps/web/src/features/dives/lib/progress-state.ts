import {
  webRoutes,
  isFinalProgress,
  reduceDiveProgress,
  type DiveProgress,
  type DiveProgressAction,
  type DiveStatus,
} from '@fathom/contract';

export type ProgressAction = DiveProgressAction | { type: 'restore'; status: DiveStatus };

/** A completion event that reports a failure without saying why. */
export function isUnexplainedFailure(action: DiveProgressAction): boolean {
  if (action.type === 'discovery-completed')
    return !action.event.success && !action.event.errorMessage;
  return action.type === 'dive-completed' && !action.event.success;
}

/** The progress the server stored for a dive, in the modal's terms. */
export function progressFromStatus(status: DiveStatus): DiveProgress {
  const base = { step: status.step, progress: status.progress, text: status.text };
  if (status.step === 'REDIRECTION') return { ...base, link: status.link ?? webRoutes.home };
  if (status.step === 'ERROR' || status.step === 'WEAK_HERO_ASIN_ERROR')
    return { ...base, error: status.errorMessage ?? status.text };
  return base;
}

/** Stored progress against what the events showed: whichever is further wins; an end is final. */
export function mergeStatus(state: DiveProgress, status: DiveStatus): DiveProgress {
  if (isFinalProgress(state)) return state;
  const stored = progressFromStatus(status);
  if (isFinalProgress(stored)) return stored;
  return stored.progress > state.progress ? stored : state;
}

/** The modal's reducer: the contract's state machine for a chained dive, plus restores. */
export function progressReducer(state: DiveProgress, action: ProgressAction): DiveProgress {
  if (action.type === 'restore') return mergeStatus(state, action.status);
  return reduceDiveProgress(state, action, true);
}
