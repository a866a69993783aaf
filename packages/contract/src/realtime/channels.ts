import { z } from 'zod';
import { DiscoveryCompletedEvent, DiveCompletedEvent, ProgressEvent } from '../dive/progress';
import { defineChannel } from './channel';

export const NicheChangedEvent = z.object({ nicheId: z.number().int().positive() });
export type NicheChangedEvent = z.infer<typeof NicheChangedEvent>;

export const KeywordSettingsSavedEvent = z.object({
  nicheId: z.number().int().positive(),
  version: z.number().int().nonnegative(),
});

/** Every realtime channel. Progress channels are registered to an organization when the work starts. */
export const channels = {
  /** Something the organization's screens show has changed; open tabs refresh it. */
  organization: defineChannel({
    name: ({ orgId }: { orgId: number }) => `org-${orgId}`,
    events: {
      'spaces-changed': z.object({}),
      'labels-changed': z.object({}),
      /** Members joined, left, were removed or changed role, or the organization was renamed. */
      'members-changed': z.object({}),
      /** A dive built or rebuilt a niche: its figures, lists and competitors are new. */
      'niche-changed': NicheChangedEvent,
    },
  }),
  /**
   * One niche, for the members who may see it: open screens of the niche reload what changed.
   */
  niche: defineChannel({
    name: ({ nicheId }: { nicheId: number }) => `niche-${nicheId}`,
    events: {
      /** Someone saved the niche's keyword list settings: screens holding an older version reload. */
      'keyword-settings-saved': KeywordSettingsSavedEvent,
      /** Someone added or removed keywords by hand: screens showing its lists reload them. */
      'keywords-edited': KeywordSettingsSavedEvent,
    },
  }),
  /** A Smart Niche Dive's discovery of the best competitors (spec: niche-dive §7). */
  nicheDiscovery: defineChannel({
    name: ({ progressBarId }: { progressBarId: string }) => `snd-${progressBarId}`,
    events: { progress: ProgressEvent, completed: DiscoveryCompletedEvent },
  }),
  /** The dive that builds the niche (spec: niche-dive §7). */
  dive: defineChannel({
    name: ({ progressBarId }: { progressBarId: string }) => `dive-${progressBarId}`,
    events: { progress: ProgressEvent, 'v2-completed': DiveCompletedEvent },
  }),
};
