import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';

/** A user's preferences by key; every statement names the user. */
export function createPreferencesRepository(db: Db) {
  return {
    all: (userId: string): Promise<{ key: string; value: unknown }[]> =>
      db
        .select({ key: userPreferences.key, value: userPreferences.value })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId)),

    /** Stores the value, replacing the one saved before under the key. */
    put: async (userId: string, key: string, value: unknown): Promise<void> => {
      await db
        .insert(userPreferences)
        .values({ userId, key, value })
        .onConflictDoUpdate({
          target: [userPreferences.userId, userPreferences.key],
          set: { value, updatedAt: sql`now()` },
        });
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
