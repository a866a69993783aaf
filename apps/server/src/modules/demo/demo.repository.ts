import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, user } from '../../db/schema';

export function createDemoRepository(db: Db) {
  return {
    async userExists(email: string): Promise<boolean> {
      const found = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return found.length > 0;
    },

    async renameOrganization(id: number, name: string): Promise<void> {
      await db.update(organizations).set({ name }).where(eq(organizations.id, id));
    },
  };
}

export type DemoRepository = ReturnType<typeof createDemoRepository>;
