import {
  channels,
  DiscoveryCompletedEvent,
  DiveCompletedEvent,
  isFinalProgress,
  ProgressEvent,
  startingProgress,
  type DiveProgress,
  type DiveProgressAction,
} from '@fathom/contract';
import { useEffect, useReducer, useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getRealtimeClient, type RealtimeEvent } from '../../../lib/realtime';
import { cancelDive } from '../api/cancel-dive';
import { fetchDiveStatus } from '../api/get-dive-status';
import type { ActiveDive } from '../lib/active-dive';
import { isUnexplainedFailure, progressReducer } from '../lib/progress-state';
import { useInactivityTimer } from './use-inactivity-timer';

/** Realtime events of the two progress channels, as actions of the progress state machine. */
export function actionFromEvent(
  kind: 'discovery' | 'dive',
  event: RealtimeEvent,
): DiveProgressAction | null {
  if (event.event === 'progress') {
    const parsed = ProgressEvent.safeParse(event.data);
    if (!parsed.success) return null;
    return {
      type: kind === 'discovery' ? 'discovery-progress' : 'dive-progress',
      event: parsed.data,
    };
  }
  if (kind === 'discovery' && event.event === 'completed') {
    const parsed = DiscoveryCompletedEvent.safeParse(event.data);
    return parsed.success ? { type: 'discovery-completed', event: parsed.data } : null;
  }
  if (kind === 'dive' && event.event === 'v2-completed') {
    const parsed = DiveCompletedEvent.safeParse(event.data);
    return parsed.success ? { type: 'dive-completed', event: parsed.data } : null;
  }
  return null;
}

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
    const handler = (kind: 'discovery' | 'dive') => (event: RealtimeEvent) => {
      const action = actionFromEvent(kind, event);
      if (!action) return;
      timer.reset();
      if (isUnexplainedFailure(action)) explain(action);
      else dispatch(action);
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
    const client = getRealtimeClient();
    const leaveDiscovery = client.subscribe(
      channels.nicheDiscovery(dive.progressBarIds.discovery),
      {
        onEvent: handler('discovery'),
        onSubscribed: refresh,
      },
    );
    const leaveDive = client.subscribe(channels.dive(dive.progressBarIds.dive), {
      onEvent: handler('dive'),
      onSubscribed: refresh,
    });
    refresh();
    return () => {
      controller.abort();
      leaveDiscovery();
      leaveDive();
      timer.stop();
    };
  }, [dive, timer]);

  const final = isFinalProgress(state);
  useEffect(() => {
    if (final) timer.stop();
  }, [final, timer]);

  return state;
}
