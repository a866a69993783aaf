import { z } from 'zod';

export const REALTIME_PATH = '/api/realtime';

/** Channel names. Progress channels are registered to an organization when the work starts. */
export const channels = {
  organization: (orgId: number) => `org-${orgId}`,
  nicheDiscovery: (progressBarId: string) => `snd-${progressBarId}`,
  dive: (progressBarId: string) => `dive-${progressBarId}`,
};

/** Events on `org-{orgId}`: something the organization's screens show has changed. */
export const ORG_EVENTS = {
  spacesChanged: 'spaces-changed',
  labelsChanged: 'labels-changed',
  /** A dive built or rebuilt a niche: its figures, lists and competitors are new. */
  nicheChanged: 'niche-changed',
} as const;

export const NicheChangedEvent = z.object({ nicheId: z.number().int().positive() });
export type NicheChangedEvent = z.infer<typeof NicheChangedEvent>;

export const CHANNEL_NAME = /^[a-z]+-[A-Za-z0-9_-]{1,100}$/;

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().regex(CHANNEL_NAME) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().regex(CHANNEL_NAME) }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export type ServerMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'denied'; channel: string; message: string }
  | { type: 'event'; channel: string; event: string; data: unknown };

/** What a publisher sends through the database to every API process. */
export interface RealtimeEnvelope {
  channel: string;
  event: string;
  data: unknown;
}
