import { DIVE_MESSAGES, EXTENSION_MESSAGE_TYPE, type ProductSummary } from '@fathom/contract';
import { isApiError } from '../../../lib/api-client';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { useNiches } from '../../niches/api/list-niches';
import { useStartDive } from '../api/start-dive';
import { newProgressBarId } from '../lib/active-dive';
import { useDiveSession } from './dive-session';

export type DiveOrigin = 'niche-dive-modal' | 'empty-pipeline';
export type DiveMode = 'auto' | 'manual';

export interface LaunchInput {
  mode: DiveMode;
  hero: ProductSummary;
  competitorsCount: number;
}

function startFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return DIVE_MESSAGES.startFailedChained;
}

/**
 * Starts a dive from the smart dive form: automatic mode starts discovery with the chained dive
 * and opens the progress modal; manual mode hands the hero to the browser extension.
 */
export function useLaunchDive(orgId: number, origin: DiveOrigin, onStarted?: () => void) {
  const niches = useNiches(orgId);
  const { begin } = useDiveSession();
  const start = useStartDive();

  const launch = ({ mode, hero, competitorsCount }: LaunchInput) => {
    const { asin, amazonTld: marketplace } = hero;
    if (mode === 'manual') {
      window.postMessage(
        { type: EXTENSION_MESSAGE_TYPE, payload: { marketplace, asin, competitorsCount } },
        window.location.origin,
      );
      notifySuccess('The Fathom extension is defining your niche');
      onStarted?.();
      return;
    }
    const discovery = newProgressBarId();
    const dive = newProgressBarId();
    start.mutate(
      {
        orgId,
        body: {
          asin,
          marketplace,
          competitorsCount,
          origin,
          progressBarId: discovery,
          triggerDive: {
            numberOfCompetitors: competitorsCount,
            diveOrigin: origin,
            isFirstDive: niches.data?.length === 0,
            progressBarId: dive,
          },
          shouldCreateRankRadar: false,
        },
      },
      {
        onSuccess: ({ sndId }) => {
          begin({ orgId, sndId, progressBarIds: { discovery, dive } });
          onStarted?.();
        },
        onError: (error) => notifyErrorMessage(startFailureMessage(error)),
      },
    );
  };

  return { launch, starting: start.isPending };
}
