import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { niches } from '../../db/schema';

export function createNichesRepository(db: Db) {
  return {
    count: async (organizationId: number) => {
      const [row] = await db
        .select({ n: count() })
        .from(niches)
        .where(eq(niches.organizationId, organizationId));
      return row?.n ?? 0;
    },
  };
}

export type NichesRepository = ReturnType<typeof createNichesRepository>;
