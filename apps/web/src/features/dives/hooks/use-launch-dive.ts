import {
  diveEndpoints,
  DIVE_MESSAGES,
  EXTENSION_MESSAGE_TYPE,
  type ProductSummary,
} from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { newProgressBarId } from '../lib/active-dive';
import { useDiveSession } from './dive-session';

export type DiveOrigin = 'niche-dive-modal' | 'empty-pipeline';
/** Automatic discovery, the browser extension, or the competitors the seller names. */
export type DiveMode = 'auto' | 'manual' | 'named';

export interface LaunchInput {
  mode: DiveMode;
  hero: ProductSummary;
  competitorsCount: number;
  /** Named mode: the niche's competitors, found by no search. */
  competitorAsins?: string[];
}

const isRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

function startFailureMessage(error: unknown): string {
  if (isRefusal(error) && isApiError(error) && error.message) return error.message;
  return DIVE_MESSAGES.startFailedChained;
}

/** One submission of the form: sent again (a retry after a lost answer), it is the same start. */
interface Submission {
  idempotencyKey: string;
  discovery: string;
  dive: string;
  /** What it asks for: another hero, marketplace or count is another submission. */
  signature: string;
}

/**
 * Starts a dive from the smart dive form: automatic mode starts discovery with the chained dive
 * and opens the progress modal; manual mode hands the hero to the browser extension.
 */
export function useLaunchDive(orgId: number, origin: DiveOrigin, onStarted?: () => void) {
  const { begin } = useDiveSession();
  const start = useEndpointMutation(diveEndpoints.startDive);
  const queryClient = useQueryClient();
  const submission = useRef<Submission | null>(null);
  // Set in the click itself, so a second click before the next render finds the start under way.
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const launch = ({ mode, hero, competitorsCount, competitorAsins }: LaunchInput) => {
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
    if (inFlight.current) return;
    const signature = `${orgId}:${marketplace}:${asin}:${competitorsCount}:${competitorAsins?.join(',') ?? ''}`;
    if (submission.current?.signature !== signature) {
      submission.current = {
        idempotencyKey: newProgressBarId(),
        discovery: newProgressBarId(),
        dive: newProgressBarId(),
        signature,
      };
    }
    const { idempotencyKey, discovery, dive } = submission.current;
    inFlight.current = true;
    setSending(true);
    start.mutate(
      {
        params: { orgId },
        body: {
          asin,
          marketplace,
          competitorsCount,
          origin,
          progressBarId: discovery,
          idempotencyKey,
          triggerDive: {
            numberOfCompetitors: competitorsCount,
            diveOrigin: origin,
            progressBarId: dive,
          },
          shouldCreateRankRadar: false,
          ...(competitorAsins && { competitorAsins }),
        },
      },
      {
        onSuccess: ({ sndId }) => {
          submission.current = null;
          begin({ orgId, sndId, progressBarIds: { discovery, dive } });
          onStarted?.();
        },
        onError: (error) => {
          // A refused start started nothing: the next click is a new submission. After a lost
          // answer the same submission is sent again, so a start that did happen is not repeated.
          if (isRefusal(error)) submission.current = null;
          notifyErrorMessage(startFailureMessage(error));
          void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.quotasAll(orgId) });
        },
        onSettled: () => {
          inFlight.current = false;
          setSending(false);
        },
      },
    );
  };

  return { launch, starting: sending || start.isPending };
}
