import { sql, type SQL } from 'drizzle-orm';

/**
 * A niche's dive history, over its researches (`researches r`): how many dives it had, and when the
 * first and the latest were made. Every query that shows these figures reads them from here.
 */
const DIVE_HISTORY = {
  job_count: 'count(*)::int',
  oldest: 'min(r.created_at)',
  newest: 'max(r.created_at)',
} as const;

/** The figures as the columns `job_count`, `oldest` and `newest` of a select over `researches r`. */
export const diveHistoryColumns = sql.raw(
  Object.entries(DIVE_HISTORY)
    .map(([name, figure]) => `${figure} as ${name}`)
    .join(', '),
);

/** One figure of the niche whose id is the SQL `nicheId`, as a subquery. */
export const diveHistoryFigure = (figure: keyof typeof DIVE_HISTORY, nicheId: string): SQL =>
  sql.raw(`(select ${DIVE_HISTORY[figure]} from researches r where r.niche_id = ${nicheId})`);

/** The figures of the niche aliased `n`, joined laterally as `h`. */
export const diveHistoryJoin = sql`cross join lateral (
  select ${diveHistoryColumns} from researches r where r.niche_id = n.id
) h`;
