import { z } from 'zod';
import { isOfferedCount, MAX_COMPETITORS, takenPlaces } from '../dive/quota';
import { DIVE_MESSAGES } from '../dive/messages';
import { SCHEDULE_INTERVALS, SCHEDULE_MESSAGES, SCHEDULE_TYPES } from '../dive/schedule';
import { Asin, asinList, EXCLUDED_ASINS_MAX, LOCKED_ASINS_MAX } from './bounds';
import { defineEndpoint, Ok } from './endpoint';
import { CompetitorCount, NicheParams } from './dives';

export const ScheduleBody = z
  .object({
    interval: z.enum(SCHEDULE_INTERVALS),
    dayOfWeek: z.number().int().min(1).max(7).nullable().default(null),
    dayOfMonth: z
      .number()
      .int()
      .min(1, SCHEDULE_MESSAGES.dayOfMonthRequired)
      .max(31, SCHEDULE_MESSAGES.dayOfMonthRequired)
      .nullable()
      .default(null),
    type: z.enum(SCHEDULE_TYPES),
    heroAsin: Asin.nullable().default(null),
    numberOfCompetitors: CompetitorCount.min(2, 'A scheduled dive takes at least 2 competitors'),
    lockedAsins: asinList(LOCKED_ASINS_MAX).default([]),
    excludedAsins: asinList(EXCLUDED_ASINS_MAX).default([]),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.type === 'NicheDive' && !b.heroAsin) {
      ctx.addIssue({ code: 'custom', path: ['heroAsin'], message: SCHEDULE_MESSAGES.heroRequired });
    }
    // A day outside 1 to 31 is refused by the field itself, with the same message, once.
    if (b.interval === 'Monthly' && b.dayOfMonth === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['dayOfMonth'],
        message: SCHEDULE_MESSAGES.dayOfMonthRequired,
      });
    }
    if (b.interval !== 'Monthly' && b.dayOfWeek === null) {
      ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: 'Please select a weekday' });
    }
    // The count is the niche's size: a Niche type's hero and the locked products are part of it.
    const taken = takenPlaces(b.type === 'NicheDive' ? b.heroAsin : null, b.lockedAsins);
    if (taken > b.numberOfCompetitors) {
      ctx.addIssue({
        code: 'custom',
        path: ['numberOfCompetitors'],
        message: SCHEDULE_MESSAGES.lockedBelowCount,
      });
    } else if (
      // A Niche type dives the count the form offers; a Regular one the niche's own products.
      b.type === 'NicheDive' &&
      !isOfferedCount(b.numberOfCompetitors, {
        competitorCap: MAX_COMPETITORS,
        divedAsins: { used: 0, limit: null },
        minimum: taken,
      })
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['numberOfCompetitors'],
        message: DIVE_MESSAGES.countNotOffered,
      });
    }
  });
export type ScheduleBody = z.input<typeof ScheduleBody>;

export const ScheduleRun = z.object({
  date: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  errorMessage: z.string().nullable(),
});

export const Schedule = z.object({
  nicheId: z.number().int(),
  interval: z.enum(SCHEDULE_INTERVALS),
  dayOfWeek: z.number().int().nullable(),
  dayOfMonth: z.number().int().nullable(),
  type: z.enum(SCHEDULE_TYPES),
  heroAsin: z.string().nullable(),
  numberOfCompetitors: z.number().int(),
  lockedAsins: z.array(z.string()),
  excludedAsins: z.array(z.string()),
  /** Marketplace-local date of the next dive. */
  nextRunDate: z.string(),
  lastRun: ScheduleRun.nullable(),
});
export type Schedule = z.infer<typeof Schedule>;

export const scheduleEndpoints = {
  schedule: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/schedule',
    summary: "The niche's Scheduled AutoDive, or null",
    params: NicheParams,
    response: Schedule.nullable(),
  }),
  saveSchedule: defineEndpoint({
    action: 'niche.manage',
    method: 'PUT',
    path: '/api/niches/:nicheId/schedule',
    summary: 'Create or change the Scheduled AutoDive',
    params: NicheParams,
    body: ScheduleBody,
    response: Schedule,
  }),
  cancelSchedule: defineEndpoint({
    action: 'niche.manage',
    method: 'DELETE',
    path: '/api/niches/:nicheId/schedule',
    summary: 'Cancel the Scheduled AutoDive',
    params: NicheParams,
    response: Ok,
  }),
};
