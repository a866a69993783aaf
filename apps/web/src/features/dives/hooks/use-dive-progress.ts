import {
  channels,
  isFinalProgress,
  startingProgress,
  type DiveProgress,
  type DiveProgressAction,
} from '@fathom/contract';
import { useEffect, useReducer, useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useChannel } from '../../../lib/use-channel';
import { cancelDive } from '../api/cancel-dive';
import { fetchDiveStatus } from '../api/get-dive-status';
import type { ActiveDive } from '../lib/active-dive';
import { isUnexplainedFailure, progressReducer } from '../lib/progress-state';
import { useInactivityTimer } from './use-inactivity-timer';

/**
 * Follows a dive: subscribes to its discovery and dive channels, catches up from the stored
 * status after each subscription, and ends with a time-out after 5 minutes without news. Giving
 * up cancels the dive on the server, so it never saves a niche or charges afterwards; a dive that
 * finished just before shows how it ended instead.
 * `onGone` runs when the server no longer knows the dive (another organization, a stale tab).
 */
export function useDiveProgress(dive: ActiveDive | null, onGone: () => void): DiveProgress {
  const [state, dispatch] = useReducer(progressReducer, undefined, startingProgress);
  const gone = useRef(onGone);
  useEffect(() => {
    gone.current = onGone;
  });
  const followed = useRef(dive);
  useEffect(() => {
    followed.current = dive;
  });
  const timer = useInactivityTimer(() => {
    const current = followed.current;
    if (!current) return;
    cancelDive(current.orgId, current.sndId)
      .then((status) =>
        dispatch(status.status === 'running' ? { type: 'timed-out' } : { type: 'restore', status }),
      )
      .catch((error: unknown) => {
        if (isApiError(error, 404)) gone.current();
        else dispatch({ type: 'timed-out' });
      });
  });

  /** What the channels' events and subscriptions do for the dive followed now. */
  const following = useRef<{
    refresh: () => void;
    handle: (action: DiveProgressAction) => void;
  } | null>(null);

  useEffect(() => {
    if (!dive) return undefined;
    timer.reset();
    const controller = new AbortController();
    const refresh = () => {
      fetchDiveStatus(dive.orgId, dive.sndId, controller.signal)
        .then((status) => dispatch({ type: 'restore', status }))
        .catch((error: unknown) => {
          if (isApiError(error, 404) || isApiError(error, 403)) gone.current();
          // Otherwise the events, or the inactivity timer, decide.
        });
    };
    // A failure event without a message: the stored status says why (spec: niche-dive §4).
    const explain = (action: DiveProgressAction) => {
      fetchDiveStatus(dive.orgId, dive.sndId, controller.signal)
        .then((status) => {
          if (status.status === 'failed') dispatch({ type: 'restore', status });
          else dispatch(action);
        })
        .catch(() => {
          if (!controller.signal.aborted) dispatch(action);
        });
    };
    following.current = {
      refresh,
      handle: (action) => {
        timer.reset();
        if (isUnexplainedFailure(action)) explain(action);
        else dispatch(action);
      },
    };
    refresh();
    return () => {
      controller.abort();
      following.current = null;
      timer.stop();
    };
  }, [dive, timer]);

  const handle = (action: DiveProgressAction) => following.current?.handle(action);
  // Each subscription, a renewed one after a reconnection too, catches up from the stored status.
  const options = { onSubscribed: () => following.current?.refresh() };
  useChannel(
    channels.nicheDiscovery,
    dive && { progressBarId: dive.progressBarIds.discovery },
    {
      progress: (event) => handle({ type: 'discovery-progress', event }),
      completed: (event) => handle({ type: 'discovery-completed', event }),
    },
    options,
  );
  useChannel(
    channels.dive,
    dive && { progressBarId: dive.progressBarIds.dive },
    {
      progress: (event) => handle({ type: 'dive-progress', event }),
      'v2-completed': (event) => handle({ type: 'dive-completed', event }),
    },
    options,
  );

  const final = isFinalProgress(state);
  useEffect(() => {
    if (final) timer.stop();
  }, [final, timer]);

  return state;
}
