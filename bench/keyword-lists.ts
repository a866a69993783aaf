/**
 * Keyword list settings speed on a niche of 50 competitors and 1,000 keywords: the visibility
 * preview, saving settings with the recomputation of the niche's lists and figures, the roots of
 * the visible list and its spelling groups (normalizer), each measured on a list no process has seen
 * yet (the first read after a save) and as its endpoint does it (the niche resolved for the caller, then the service). Runs on the embedded
 * database, then on PostgreSQL when BENCH_DATABASE_URL is set (its tables are migrated there).
 * `npx tsx bench/keyword-lists.ts`; prints `db=pglite` (then `db=pg`) and after each the figures as
 * `name=value` lines (`preview_p95_ms=`, `settings_save_p95_ms=`, `roots_p95_ms=`,
 * `normalize_p95_ms=`).
 */
import { insertNiche } from '../apps/server/src/test/niche-fixture';
import { benchOrganization } from './organization';
import { nicheKeywords, settingsFor } from './niche-keywords';
import { percentile, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
const COMPETITORS = 50;

const asins = Array.from({ length: COMPETITORS }, (_, i) => `B0KWL${String(i).padStart(5, '0')}`);

async function measure(db: 'pglite' | 'pg', databaseUrl?: string) {
  const bench = await benchOrganization('kwl', { databaseUrl });
  try {
    const { database, services, user, orgId } = bench;
    const rows = nicheKeywords(asins, 13);
    const nicheId = await insertNiche(database.db, {
      organizationId: orgId,
      label: `bench keyword lists ${Date.now()}`,
      createdBy: user.id,
      asins,
      researches: [rows],
    });
    const resolve = async () => (await services.niches.resolve(user.id, nicheId, true)).niche;

    const previews: number[] = [];
    const saves: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run++) {
      let started = performance.now();
      await services.keywordLists.preview(await resolve(), settingsFor(run));
      if (run >= WARMUP) previews.push(performance.now() - started);
      started = performance.now();
      await services.keywordLists.save(await resolve(), user.id, settingsFor(run));
      if (run >= WARMUP) saves.push(performance.now() - started);
    }
    // Roots and spelling groups of a list as saved: each saved settings change makes a new list.
    const roots: number[] = [];
    const groups: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run++) {
      await services.keywordLists.save(await resolve(), user.id, settingsFor(run));
      let started = performance.now();
      await services.keywordAnalysis.roots(await resolve());
      if (run >= WARMUP) roots.push(performance.now() - started);
      started = performance.now();
      await services.keywordAnalysis.groups(await resolve());
      if (run >= WARMUP) groups.push(performance.now() - started);
    }
    const niche = await resolve();
    const lines = {
      keywords: rows.length,
      competitors: COMPETITORS,
      visible_keywords: niche.numVisibleKeywords,
      preview_p50_ms: round1(percentile(previews, 50)),
      preview_p95_ms: round1(percentile(previews, 95)),
      settings_save_p50_ms: round1(percentile(saves, 50)),
      settings_save_p95_ms: round1(percentile(saves, 95)),
      roots_p50_ms: round1(percentile(roots, 50)),
      roots_p95_ms: round1(percentile(roots, 95)),
      normalize_p50_ms: round1(percentile(groups, 50)),
      normalize_p95_ms: round1(percentile(groups, 95)),
    };
    console.log(`db=${db}`);
    for (const [name, value] of Object.entries(lines)) console.log(`${name}=${value}`);
  } finally {
    await bench.close();
  }
}

await measure('pglite');
if (process.env.BENCH_DATABASE_URL) await measure('pg', process.env.BENCH_DATABASE_URL);
else console.log('pg=skipped (set BENCH_DATABASE_URL)');
