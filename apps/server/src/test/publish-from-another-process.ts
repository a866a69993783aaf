import { openDatabase } from '../db/client';
import { createPublisher } from '../realtime/publisher';

/** Publishes one realtime event from a separate process: `... <channel> <event> <json>`. */
const [channel, event, json] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
await createPublisher(database).publish(channel!, event!, JSON.parse(json!));
await database.close();
