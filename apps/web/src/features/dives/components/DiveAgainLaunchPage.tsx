import { diveEndpoints, DIVE_MESSAGES, webRoutes } from '@fathom/contract';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { callApi, isApiError } from '../../../lib/api-client';
import { notifyErrorMessage } from '../../../lib/notify';
import { useDiveSession } from '../hooks/dive-session';
import { newProgressBarId } from '../lib/active-dive';
import {
  clearPendingTrigger,
  readPendingTrigger,
  type PendingDiveTrigger,
} from '../../../entities/niches/pending-trigger';

export const DIVE_AGAIN_ORIGIN = 'dive-again';

/** Triggers already sent, so a remount (Strict Mode, a quick back and forth) never sends twice. */
const launched = new Set<string>();

function startFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return DIVE_MESSAGES.startFailedChained;
}

/** Sends the pending trigger's Dive Again and hands it to the progress modal. */
async function launch(
  trigger: PendingDiveTrigger,
  begin: ReturnType<typeof useDiveSession>['begin'],
) {
  const discovery = newProgressBarId();
  const dive = newProgressBarId();
  const { sndId } = await callApi(diveEndpoints.startDive, {
    params: { orgId: trigger.orgId },
    body: {
      asin: trigger.asin,
      marketplace: trigger.marketplace,
      competitorsCount: trigger.competitorsCount,
      origin: DIVE_AGAIN_ORIGIN,
      progressBarId: discovery,
      // One trigger is one submission: sent twice, it still starts one dive.
      idempotencyKey: trigger.id,
      triggerDive: {
        numberOfCompetitors: trigger.competitorsCount,
        diveOrigin: DIVE_AGAIN_ORIGIN,
        progressBarId: dive,
      },
      shouldCreateRankRadar: false,
      nicheId: trigger.nicheId,
      lockedAsins: trigger.lockedAsins,
      excludedAsins: trigger.excludedAsins,
    },
  });
  begin({
    orgId: trigger.orgId,
    sndId,
    progressBarIds: { discovery, dive },
    nicheId: trigger.nicheId,
  });
}

/**
 * /dive-box/dive-again: launches the automatic Dive Again the modal left pending; the progress
 * modal follows it and lands on the niche's MKL. Without a pending trigger (a reload) it goes home.
 */
export function DiveAgainLaunchPage() {
  const [trigger] = useState(readPendingTrigger);
  const { begin } = useDiveSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!trigger?.ready) {
      void navigate({ to: webRoutes.home, replace: true });
      return;
    }
    if (launched.has(trigger.id)) return;
    launched.add(trigger.id);
    clearPendingTrigger();
    launch(trigger, begin).catch((error: unknown) => {
      notifyErrorMessage(startFailureMessage(error));
      void navigate({
        to: webRoutes.nicheMkl,
        params: { nicheId: String(trigger.nicheId) },
        replace: true,
      });
    });
  }, [trigger, begin, navigate]);

  if (!trigger?.ready) return null;
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status" aria-label="Starting Niche Dive Again">
        <Loader size="md" />
        <Title order={2} fz="lg">
          Niche Dive Again
        </Title>
        <Text fz="sm" c="dimmed">
          {trigger.nicheLabel}
        </Text>
      </Stack>
    </Center>
  );
}
