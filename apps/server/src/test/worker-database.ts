import { inject } from 'vitest';

// On PostgreSQL each test worker runs on its own copy of the migrated database; the processes a
// test starts inherit it through TEST_DATABASE_URL.
const copies = inject('workerDatabaseUrls');
const poolId = Number(process.env.VITEST_POOL_ID ?? 1);
if (copies.length > 0) process.env.TEST_DATABASE_URL = copies[(poolId - 1) % copies.length];
