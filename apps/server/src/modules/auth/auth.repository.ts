import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, count, eq, gt, gte, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, rateLimit, session, signInFailures, user, verification } from '../../db/schema';

/** better-auth's access to its own tables. */
export function authAdapter(db: Db) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user, session, account, verification, rateLimit },
  });
}

/**
 * Failed sign-ins per email address and client address (`sign_in_failures`), keyed by the email as
 * the back-off keys it.
 */
export function createSignInFailuresRepository(db: Db) {
  const pair = (email: string, address: string) =>
    and(eq(signInFailures.email, email), eq(signInFailures.address, address));
  return {
    async lockedUntil(email: string, address: string): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: signInFailures.lockedUntil })
        .from(signInFailures)
        .where(pair(email, address));
      return row?.lockedUntil ?? null;
    },

    /** Other client addresses with a failed sign-in to this email since `since`. */
    async otherAddresses(email: string, address: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.email, email),
            ne(signInFailures.address, address),
            gt(signInFailures.failures, 0),
            gte(signInFailures.updatedAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** Counts a failure at `at` and returns the count; a count last touched `forgetAfterHours` ago starts again. */
    async count(
      email: string,
      address: string,
      at: Date,
      forgetAfterHours: number,
    ): Promise<number> {
      const [row] = await db
        .insert(signInFailures)
        .values({ email, address, failures: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.address],
          set: {
            failures: sql`case when ${signInFailures.updatedAt} < ${at}::timestamptz - interval '${sql.raw(String(forgetAfterHours))} hours' then 1 else ${signInFailures.failures} + 1 end`,
            updatedAt: at,
          },
        })
        .returning({ failures: signInFailures.failures });
      return row!.failures;
    },

    /** The address may try this email again from `until` on (a row without failures when it has none). */
    async lock(email: string, address: string, until: Date): Promise<void> {
      await db
        .insert(signInFailures)
        .values({ email, address, failures: 0, lockedUntil: until })
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.address],
          set: { lockedUntil: until },
        });
    },

    /** Forgets one address's failures for this email, or all of them without an address. */
    async clear(email: string, address?: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(address === undefined ? eq(signInFailures.email, email) : pair(email, address));
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;

/** Password reset links mailed to a user since `since` (better-auth's verification rows). */
export async function resetMailsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verification)
    .where(
      and(
        like(verification.identifier, 'reset-password:%'),
        eq(verification.value, userId),
        gte(verification.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
