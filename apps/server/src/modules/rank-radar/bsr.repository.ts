import type { BsrSettings } from '@fathom/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AccessibleTracker } from './rank-radar.repository';
import { json, parseRows } from '../../db/rows';

const SETTINGS_ROW = z.object({
  selectedCategoryId: z.string().nullable(),
  asinVisibility: json(z.record(z.string(), z.boolean())),
}) satisfies z.ZodType<BsrSettings>;

/** Each member's BSR chart settings of a tracker. */
export function createBsrRepository(db: Db) {
  return {
    /** The member's saved settings, or null when they saved none. */
    settings: async (tracker: AccessibleTracker, userId: string): Promise<BsrSettings | null> =>
      parseRows(
        SETTINGS_ROW,
        await db.execute(sql`select selected_category_id as "selectedCategoryId",
            asin_visibility as "asinVisibility"
          from rank_bsr_settings where tracker_id = ${tracker.id} and user_id = ${userId}`),
      )[0] ?? null,

    save: async (tracker: AccessibleTracker, userId: string, next: BsrSettings): Promise<void> => {
      await db.execute(sql`insert into rank_bsr_settings
          (tracker_id, user_id, selected_category_id, asin_visibility)
        values (${tracker.id}, ${userId}, ${next.selectedCategoryId},
          ${JSON.stringify(next.asinVisibility)}::jsonb)
        on conflict (tracker_id, user_id) do update set
          selected_category_id = excluded.selected_category_id,
          asin_visibility = excluded.asin_visibility, updated_at = now()`);
    },
  };
}

export type BsrRepository = ReturnType<typeof createBsrRepository>;
