import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, rateLimit, session, signInFailures, user, verification } from '../../db/schema';

/** better-auth's access to its own tables. */
export function authAdapter(db: Db) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user, session, account, verification, rateLimit },
  });
}

/** Failed sign-ins per address (`sign_in_failures`), keyed by the email as the back-off keys it. */
export function createSignInFailuresRepository(db: Db) {
  return {
    async lockedUntil(email: string): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: signInFailures.lockedUntil })
        .from(signInFailures)
        .where(eq(signInFailures.email, email));
      return row?.lockedUntil ?? null;
    },

    /** Counts a failure at `at` and returns the count; a count last touched `forgetAfterHours` ago starts again. */
    async count(email: string, at: Date, forgetAfterHours: number): Promise<number> {
      const [row] = await db
        .insert(signInFailures)
        .values({ email, failures: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: signInFailures.email,
          set: {
            failures: sql`case when ${signInFailures.updatedAt} < ${at}::timestamptz - interval '${sql.raw(String(forgetAfterHours))} hours' then 1 else ${signInFailures.failures} + 1 end`,
            updatedAt: at,
          },
        })
        .returning({ failures: signInFailures.failures });
      return row!.failures;
    },

    async lock(email: string, until: Date): Promise<void> {
      await db
        .update(signInFailures)
        .set({ lockedUntil: until })
        .where(eq(signInFailures.email, email));
    },

    async clear(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
