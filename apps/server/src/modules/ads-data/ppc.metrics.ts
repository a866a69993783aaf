import type { AdData, PpcCampaign } from '@fathom/contract';
import type { PpcCampaignSums, PpcMatch } from './ppc.repository';

/** Sums of a term (or of several) over a range, money in minor units. */
export interface AdSums {
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
  matches: Record<PpcMatch, number>;
  /** Sum and count of the stored impression ranks (1 to 100) of the range. */
  rankSum: number;
  ranked: number;
  /** Days the ranks were read on: collected days times terms. */
  rankDays: number;
}

export const emptySums = (): AdSums => ({
  impressions: 0,
  clicks: 0,
  spend: 0,
  sales: 0,
  orders: 0,
  matches: { EXACT: 0, PHRASE: 0, BROAD: 0, AUTO: 0 },
  rankSum: 0,
  ranked: 0,
  rankDays: 0,
});

export function addSums(into: AdSums, from: AdSums): AdSums {
  into.impressions += from.impressions;
  into.clicks += from.clicks;
  into.spend += from.spend;
  into.sales += from.sales;
  into.orders += from.orders;
  for (const m of ['EXACT', 'PHRASE', 'BROAD', 'AUTO'] as const) into.matches[m] += from.matches[m];
  into.rankSum += from.rankSum;
  into.ranked += from.ranked;
  into.rankDays += from.rankDays;
  return into;
}

export function addCampaign(into: AdSums, row: PpcCampaignSums): void {
  into.impressions += row.impressions;
  into.clicks += row.clicks;
  into.spend += row.spend;
  into.sales += row.sales;
  into.orders += row.orders;
  into.matches[row.matchType] += 1;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const ratio = (a: number, b: number, scale = 1) => (b > 0 ? round2((a / b) * scale) : null);

/** The adData of sums (docs/metrics.md "Rank Radar PPC data"). */
export function adDataOf(s: AdSums): AdData {
  return {
    impressionRank: s.ranked ? Math.round((s.rankSum / s.ranked) * 10) / 10 : null,
    impressionRankShare: ratio(s.ranked, s.rankDays, 100),
    exactMatches: s.matches.EXACT,
    phraseMatches: s.matches.PHRASE,
    broadMatches: s.matches.BROAD,
    autoMatches: s.matches.AUTO,
    ppcSales: round2(s.sales / 100),
    ppcSpend: round2(s.spend / 100),
    costPerClicks: ratio(s.spend / 100, s.clicks),
    clickThroughRate: ratio(s.clicks, s.impressions, 100),
    conversionRate: ratio(s.orders, s.clicks, 100),
    totalImpressions: s.impressions,
    totalClicks: s.clicks,
    totalOrders: s.orders,
    acos: ratio(s.spend, s.sales, 100),
  };
}

/** A term's campaigns, each once with its match types and sums, most spend first. */
export function campaignsOf(rows: PpcCampaignSums[], marketplace: string): PpcCampaign[] {
  const byName = new Map<string, PpcCampaign>();
  for (const row of rows) {
    const held = byName.get(row.campaignName) ?? {
      campaignName: row.campaignName,
      marketplace,
      matchTypes: [],
      impressions: 0,
      clicks: 0,
      spend: 0,
      sales: 0,
      orders: 0,
    };
    if (!held.matchTypes.includes(row.matchType)) held.matchTypes.push(row.matchType);
    held.impressions += row.impressions;
    held.clicks += row.clicks;
    held.spend += row.spend / 100;
    held.sales += row.sales / 100;
    held.orders += row.orders;
    byName.set(row.campaignName, held);
  }
  return [...byName.values()]
    .map((c) => ({ ...c, spend: round2(c.spend), sales: round2(c.sales) }))
    .sort((a, b) => b.spend - a.spend || a.campaignName.localeCompare(b.campaignName));
}
