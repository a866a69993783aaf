import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import {
  diveSchedules,
  nicheAssignees,
  nicheLabels,
  niches,
  nicheSpaces,
  researches,
} from '../db/schema';

/** A niche of the pipeline with its figures as a dive would have stored them, for tests. */
export type PipelineNicheSpec = Partial<typeof niches.$inferInsert> & {
  organizationId: number;
  label: string;
  spaceIds?: number[];
  labelIds?: number[];
  assigneeIds?: string[];
  schedule?: 'Weekly' | 'Biweekly' | 'Monthly';
  /** Dates of the niche's dives, oldest first. */
  dives?: Date[];
};

export async function insertPipelineNiche(db: Db, spec: PipelineNicheSpec): Promise<number> {
  const { spaceIds = [], labelIds = [], assigneeIds = [], schedule, dives = [], ...row } = spec;
  const [niche] = await db
    .insert(niches)
    .values({ marketplace: 'com', heroAsin: 'B0PIPELINE', ...row })
    .returning({ id: niches.id });
  const nicheId = niche!.id;
  if (spaceIds.length)
    await db.insert(nicheSpaces).values(spaceIds.map((spaceId) => ({ nicheId, spaceId })));
  if (labelIds.length)
    await db.insert(nicheLabels).values(labelIds.map((labelId) => ({ nicheId, labelId })));
  if (assigneeIds.length)
    await db.insert(nicheAssignees).values(assigneeIds.map((userId) => ({ nicheId, userId })));
  if (schedule)
    await db.insert(diveSchedules).values({
      nicheId,
      interval: schedule,
      dayOfWeek: 1,
      dayOfMonth: 1,
      type: 'NicheDive',
      numberOfCompetitors: 10,
      nextRunDate: '2030-01-07',
    });
  for (const createdAt of dives)
    await db.insert(researches).values({
      nicheId,
      diveRunId: randomUUID(),
      label: spec.label,
      heroAsin: row.heroAsin ?? 'B0PIPELINE',
      numCompetitors: 10,
      numKeywords: 0,
      numMklKeywords: 0,
      createdAt,
    });
  return nicheId;
}
