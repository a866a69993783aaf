import type { HeatmapView } from './heatmap-columns';

export type RankSource = 'organic' | 'impression';

/** The sources a heatmap view shows: Impression vs Organic shows both. */
export function sourcesOf(view: HeatmapView): RankSource[] {
  return view === 'impressionVsOrganic' ? ['organic', 'impression'] : [view];
}

/**
 * The view for the sources turned on (spec §4): one source is its own view, both are
 * impressionVsOrganic, and none goes back to the default, organic.
 */
export function viewOf(sources: readonly RankSource[]): HeatmapView {
  const organic = sources.includes('organic');
  const impression = sources.includes('impression');
  if (organic && impression) return 'impressionVsOrganic';
  return impression ? 'impression' : 'organic';
}
