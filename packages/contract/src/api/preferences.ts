import { z } from 'zod';
import { userText } from './bounds';
import { GridPreferences } from '../grid';
import { HeatmapColumnChoices } from '../rank-radar/heatmap-columns';
import { PIPELINE_FILTERS_MAX, PIPELINE_SORTS_MAX, PipelineFilter, PipelineSort } from './pipeline';
import { ColumnLayouts } from './column-layouts';
import { defineEndpoint, Ok } from './endpoint';

/**
 * A user's remembered choices, kept on the server so they follow the user between browsers
 * (spec: niche-pipeline §2: tag tree collapse state, grid preferences per page or niche).
 * Each key has its own value schema; an unknown key is refused.
 */
export const PREFERENCE_VALUES = {
  /** Whether the pipeline's tag tree panel is collapsed, and which of its nodes are expanded. */
  tagTree: z
    .object({
      collapsed: z.boolean(),
      expanded: z.array(userText(64)).max(500),
    })
    .strict(),
  /** When the heatmap's 'connect PPC' prompt was last hidden; it shows again 3 days later. */
  'rankRadar.connectPpcHiddenAt': z.iso.datetime(),
  /** The heatmap columns shown, per tracker. */
  'rankRadar.heatmapColumns': HeatmapColumnChoices,
  /** The pipeline grid: its columns, and the column filters and sort it was left with. */
  'grid.pipeline': GridPreferences.extend({
    filters: z.array(PipelineFilter).max(PIPELINE_FILTERS_MAX).optional(),
    sort: z.array(PipelineSort).max(PIPELINE_SORTS_MAX).optional(),
  }).strict(),
  /** The pipeline grid's named column layouts. */
  'grid.pipeline.layouts': ColumnLayouts,
} as const;
export type PreferenceKey = keyof typeof PREFERENCE_VALUES;
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_VALUES) as [
  PreferenceKey,
  ...PreferenceKey[],
];
export type PreferenceValue<K extends PreferenceKey> = z.infer<(typeof PREFERENCE_VALUES)[K]>;

export const PreferenceParams = z.object({ key: z.enum(PREFERENCE_KEYS) });

export const preferenceEndpoints = {
  preferences: defineEndpoint({
    action: 'account',
    method: 'GET',
    path: '/api/preferences',
    summary: "The caller's saved preferences by key (keys never saved are absent)",
    response: z.record(z.string(), z.unknown()),
  }),
  savePreference: defineEndpoint({
    action: 'account',
    method: 'PUT',
    path: '/api/preferences/:key',
    summary: 'Save one preference; the body is its value, checked against the key’s schema',
    params: PreferenceParams,
    body: z.unknown(),
    response: Ok,
  }),
};
