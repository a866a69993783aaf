/** The views of the Rank Radar heatmap page, as its address names them (`?view=`). */
export const RANK_RADAR_VIEWS = [
  'overview',
  'organic',
  'impression',
  'impressionVsOrganic',
  'pool',
  'archived',
  'roots',
  'leaderboard',
  'bsr',
  'alerts',
] as const;

export type RankRadarView = (typeof RANK_RADAR_VIEWS)[number];

/** Views that show the tracked terms' heatmap, with its term actions. */
export const HEATMAP_VIEWS = new Set<RankRadarView>([
  'organic',
  'impression',
  'impressionVsOrganic',
  'archived',
]);
