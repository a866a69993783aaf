/** Search volumes at or below this show as '≤450' (spec: niche-pipeline, shared grid behaviour). */
export const LOW_SEARCH_VOLUME = 450;
export const LOW_SEARCH_VOLUME_TOOLTIP = `Search volume is ${LOW_SEARCH_VOLUME} or lower`;
export const UNRANKED_TOOLTIP =
  'This ASIN is either not indexed for this keyword or its rank is 101 or more';

export function isLowSearchVolume(volume: number): boolean {
  return volume <= LOW_SEARCH_VOLUME;
}
