/**
 * The in-process figures of `npm run bench:check` (bench/check.ts), on PostgreSQL: the code path
 * of each endpoint (its service, the answer made JSON) on the seeds of the full benches, smaller
 * where the full seed takes minutes. Each round times the baseline first, a plain indexed select
 * of 1,000 niches by its index, then each figure; every figure is divided by that round's baseline.
 */
import { sql } from 'drizzle-orm';
import { addDays, PipelineQuery } from '@fathom/contract';
import { insertNiche } from '../apps/server/src/test/niche-fixture';
import { nicheKeywords, settingsFor } from './niche-keywords';
import { benchOrganization } from './organization';
import { seedPipeline, view } from './pipeline-data';
import { seedRankRadarBench, today } from './rank-radar-seed';
import { percentile, round1 } from './stats';

/** What each round times, and how many times. */
const RUNS = {
  plain_select: 10,
  pipeline: 10,
  heatmap_500x90: 6,
  ad_data: 6,
  sqp_data: 6,
  settings_save: 6,
} as const;

export type DataFigure = keyof typeof RUNS;

/** A round's median milliseconds of each figure. */
export type DataRound = Record<DataFigure, number>;

export interface DataResult {
  rounds: DataRound[];
  /** Every round's times together: the figures' p95 in milliseconds. */
  p95: Record<DataFigure, number>;
}

const DAYS = 90;
const OTHER_TRACKERS = 10;
const COMPETITORS = 50;

export async function measureData(databaseUrl: string, rounds: number): Promise<DataResult> {
  const bench = await benchOrganization('check', { databaseUrl });
  try {
    const { database, services, orgId, member, user } = bench;
    const { db } = database;

    const [big] = await seedPipeline(database);
    const owner = {
      organizationId: big!.organizationId,
      userId: big!.ownerId,
      role: 'owner' as const,
    };
    const pipelineQuery = PipelineQuery.parse({ ...view(big!), page: 1 });

    const { main, terms } = await seedRankRadarBench(db, orgId, DAYS, OTHER_TRACKERS);
    const window = { from: addDays(today, -(DAYS - 1)), to: today };

    const asins = Array.from(
      { length: COMPETITORS },
      (_, i) => `B0CHK${String(i).padStart(5, '0')}`,
    );
    const nicheId = await insertNiche(db, {
      organizationId: orgId,
      label: `bench check ${Date.now()}`,
      createdBy: user.id,
      asins,
      researches: [nicheKeywords(asins, 13)],
    });
    let saves = 0;
    const tracker = await services.rankRadar.resolve(member, main, false);

    const answers: Record<DataFigure, () => Promise<unknown>> = {
      plain_select: async () =>
        (
          (await db.execute(sql`select * from niches where organization_id = ${big!.organizationId}
            order by created_at desc, id desc limit 1000`)) as { rows: unknown[] }
        ).rows,
      pipeline: () => services.pipeline.pageJson(owner, pipelineQuery),
      heatmap_500x90: () =>
        services.rankRadar.heatmap(member, tracker, { ...window, archived: 'false' }),
      ad_data: () => services.ppc.adData(tracker, { keywordIds: terms, ...window }),
      sqp_data: () => services.sqp.data(member, tracker, { keywordIds: terms, ...window }),
      settings_save: async () => {
        const { niche } = await services.niches.resolve(user.id, nicheId, true);
        return services.keywordLists.save(niche, user.id, settingsFor(saves++));
      },
    };
    const time = async (figure: DataFigure, runs: number) => {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        JSON.stringify(await answers[figure]());
        times.push(performance.now() - started);
      }
      return times;
    };

    const figures = Object.keys(RUNS) as DataFigure[];
    for (const figure of figures) await time(figure, 2);
    const all = Object.fromEntries(figures.map((f) => [f, [] as number[]])) as Record<
      DataFigure,
      number[]
    >;
    const result: DataResult = { rounds: [], p95: {} as DataResult['p95'] };
    for (let round = 0; round < rounds; round++) {
      const medians = {} as DataRound;
      for (const figure of figures) {
        const times = await time(figure, RUNS[figure]);
        all[figure].push(...times);
        medians[figure] = Math.round(percentile(times, 50) * 100) / 100;
      }
      result.rounds.push(medians);
    }
    for (const figure of figures) result.p95[figure] = round1(percentile(all[figure], 95));
    return result;
  } finally {
    await bench.close();
  }
}
