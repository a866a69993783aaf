import {
  diveEndpoints,
  rankRadarEndpoints,
  type MarketplaceTld,
  type Tracker,
} from '@fathom/contract';
import { callApi } from '../../../lib/api-client';
import { randomId } from '../../../lib/random-id';

const ORIGIN = 'rank-radar';
const progressId = () => randomId().replace(/-/g, '');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TrackRequest {
  orgId: number;
  asin: string;
  marketplace: MarketplaceTld;
  keywords: number;
}

/** Tracks the product in a niche of the organization. */
export function trackInNiche(request: TrackRequest & { nicheId: number }): Promise<Tracker> {
  return callApi(rankRadarEndpoints.track, {
    params: { orgId: request.orgId },
    body: {
      asin: request.asin,
      marketplace: request.marketplace,
      nicheId: request.nicheId,
      shouldTrackParentAndVariations: true,
      userSelectedNumberOfRankRadarKeywords: request.keywords,
    },
  });
}

/**
 * The new-niche path: a Niche Dive of the product with `competitors` competitors, followed until
 * it has built the niche, then the tracker in that niche.
 */
export async function trackWithNewNiche(
  request: TrackRequest & { competitors: number },
  onProgress: (text: string) => void,
): Promise<Tracker> {
  const { sndId } = await callApi(diveEndpoints.startDive, {
    params: { orgId: request.orgId },
    body: {
      asin: request.asin,
      marketplace: request.marketplace,
      competitorsCount: request.competitors,
      origin: ORIGIN,
      progressBarId: progressId(),
      triggerDive: {
        numberOfCompetitors: request.competitors,
        diveOrigin: ORIGIN,
        progressBarId: progressId(),
      },
      shouldCreateRankRadar: false,
    },
  });
  for (;;) {
    const status = await callApi(diveEndpoints.diveStatus, {
      params: { orgId: request.orgId, sndId },
    });
    if (status.status === 'failed') throw new Error(status.errorMessage ?? status.text);
    if (status.status === 'completed') {
      const nicheId = /\/niche\/(\d+)/.exec(status.link ?? '')?.[1];
      if (!nicheId) throw new Error('The dive built no niche to track the product in');
      return trackInNiche({ ...request, nicheId: Number(nicheId) });
    }
    onProgress(status.text);
    await wait(1000);
  }
}
