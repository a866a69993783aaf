import { channels } from '@fathom/contract';
import { openDatabase } from '../db/client';
import { createPublisher } from '../realtime/publisher';

/** Publishes one niche-changed event from a separate process: `... <orgId> <nicheId>`. */
const [orgId, nicheId] = process.argv.slice(2).map(Number);
const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
await createPublisher(database).publish(channels.organization, { orgId: orgId! }, 'niche-changed', {
  nicheId: nicheId!,
});
await database.close();
