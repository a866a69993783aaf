import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MARKETPLACES,
  PIPELINE_FIELDS,
  USD_PER_UNIT,
  type PipelineField,
  type PipelineFilter,
  type PipelineSort,
  type PipelineView as ViewSchema,
} from '@fathom/contract';

/** A view as the contract parses it: fields named, defaults filled. */
export type PipelineView = z.output<typeof ViewSchema>;
import { containsPattern } from '../../db/like';
import type { Scope } from '../../lib/scope';
import { diveHistoryColumns, diveHistoryFigure, diveHistoryJoin } from '../niches/dive-history';
import { isOwn, mayManage, mayView } from '../niches/niche-access';

/**
 * The SQL the pipeline's repository composes: the whitelist mapping each field of the contract
 * to an expression over the niches table (aliased `n`), the tag scope and the filters. Nothing
 * a client sends reaches the text of a statement: fields pick a fragment of this file, and every
 * value is a bound parameter.
 */
export const FIELD_SQL: Record<PipelineField, SQL> = {
  label: sql`n.label`,
  heroKeyword: sql`n.hero_keyword`,
  heroAsin: sql`n.hero_asin`,
  marketplace: sql`n.marketplace`,
  notes: sql`n.notes`,
  numCompetitors: sql`n.num_competitors`,
  numKeywords: sql`n.num_keywords`,
  totalSvOfKeywords: sql`n.total_sv_of_keywords`,
  numVisibleKeywords: sql`n.num_visible_keywords`,
  totalSvOfVisibleKeywords: sql`n.total_sv_of_visible_keywords`,
  minRelevancy: sql`n.min_relevancy`,
  minSearchVolume: sql`n.min_search_volume`,
  maxSearchVolume: sql`n.max_search_volume`,
  competitionStrength: sql`n.competition_strength`,
  keywordStrength: sql`n.keyword_strength`,
  medianDaysListed: sql`n.median_days_listed`,
  medianReviewCount: sql`n.median_review_count`,
  numRelevantKeywords: sql`n.num_relevant_keywords`,
  numLaunchKeywords: sql`n.num_launch_keywords`,
  medianPriceCents: sql`n.median_price_cents`,
  medianRating: sql`n.median_rating`,
  medianSales: sql`n.median_sales`,
  medianSalesLower: sql`n.median_sales_lower`,
  medianSalesHigher: sql`n.median_sales_higher`,
  medianRevenueCents: sql`n.median_revenue_cents`,
  medianRevenueLowerCents: sql`n.median_revenue_lower_cents`,
  medianRevenueHigherCents: sql`n.median_revenue_higher_cents`,
  numVeryStrongCompetitors: sql`n.num_very_strong_competitors`,
  percentVeryStrongCompetitors: sql`n.percent_very_strong_competitors`,
  jobCount: diveHistoryFigure('job_count', 'n.id'),
  oldestResearchDate: diveHistoryFigure('oldest', 'n.id'),
  newestResearchDate: diveHistoryFigure('newest', 'n.id'),
  createdAt: sql`n.created_at`,
};

/**
 * Money in US cents at the contract's fixed rates, so niches of different marketplaces sort and
 * filter on one scale (a ¥2,980 price is about $19.67, not above $48). The rates are constants of
 * the contract, written into the statement as numbers.
 */
const usdRate = sql.raw(
  `(case n.marketplace ${MARKETPLACES.map(
    (m) => `when '${m.tld}' then ${USD_PER_UNIT[m.currency]}::numeric`,
  ).join(' ')} end)`,
);
const inUsdCents = (column: SQL) => sql`round((${column}) * ${usdRate})`;

/** A niche's dates are the days of its marketplace, in the marketplace's time zone. */
const marketplaceZone = sql.raw(
  `(case n.marketplace ${MARKETPLACES.map((m) => `when '${m.tld}' then '${m.timeZone}'`).join(' ')} end)`,
);

/** What a typed value is compared with, and the column brought to the same terms. */
function comparable(field: PipelineField, value: string): { column: SQL; value: SQL } {
  const column = FIELD_SQL[field];
  switch (PIPELINE_FIELDS[field]) {
    case 'score':
      // Typed as shown (0.71), compared as shown: rounded to 2 decimals.
      return {
        column: sql`round((${column})::numeric, 2)`,
        value: sql`${value}::numeric`,
      };
    case 'percent':
      // Typed as a percent (40 means 0.40), compared at 4 decimals.
      return {
        column: sql`round((${column})::numeric, 4)`,
        value: sql`round(${value}::numeric / 100, 4)`,
      };
    case 'money':
      // Typed in US dollars, stored in cents of the marketplace: compared in whole US cents.
      return { column: inUsdCents(column), value: sql`round(${value}::numeric * 100)` };
    case 'date':
      return {
        column: sql`((${column}) at time zone ${marketplaceZone})::date`,
        value: sql`${value}::date`,
      };
    case 'int':
    case 'number':
    case 'text':
      // float8 compares far faster than numeric, and holds every int4 exactly.
      return { column: sql`(${column})::float8`, value: sql`${value}::float8` };
  }
}

/** One filter as a condition; values as typed (the contract checked their form). */
export function filterSql(filter: PipelineFilter): SQL {
  const column = FIELD_SQL[filter.field];
  const isText = PIPELINE_FIELDS[filter.field] === 'text';
  if (filter.condition === 'empty')
    return isText ? sql`(${column} is null or ${column} = '')` : sql`(${column}) is null`;
  const value = (filter.value ?? '').trim();
  if (isText) {
    switch (filter.condition) {
      case 'contains':
        return sql`${column} ilike ${containsPattern(value)} escape '\\'`;
      case 'notContains':
        return sql`(${column} is null or ${column} not ilike ${containsPattern(value)} escape '\\')`;
      case 'equals':
        return sql`lower(${column}) = lower(${value})`;
      case 'notEqual':
        return sql`(${column} is null or lower(${column}) <> lower(${value}))`;
      case 'greaterOrEqual':
      case 'lessThanOrEqual':
        throw new Error(`${filter.field} cannot be filtered by ${filter.condition}`);
    }
  }
  const c = comparable(filter.field, value);
  switch (filter.condition) {
    case 'equals':
      return sql`${c.column} = ${c.value}`;
    case 'notEqual':
      return sql`(${c.column} is null or ${c.column} <> ${c.value})`;
    case 'greaterOrEqual':
      return sql`${c.column} >= ${c.value}`;
    case 'lessThanOrEqual':
      return sql`${c.column} <= ${c.value}`;
    case 'contains':
    case 'notContains':
      throw new Error(`${filter.field} cannot be filtered by ${filter.condition}`);
  }
}

type Tags = PipelineView['tags'];

/**
 * Within a kind the checked tags are OR'd (a niche in any checked space, or in none when "No
 * space" is checked); across kinds AND'd; AutoDive keeps niches with a schedule. A kind with
 * nothing checked does not narrow. Each kind is one test of the niche's own id array. These
 * narrow the organization's own niches; checked shared nodes add the niches their organizations
 * share (`mayView` has already kept only niches shared with this one).
 */
export function tagScopeSql(tags: Tags, organizationId: number): SQL[] {
  const own = ownTagsSql(tags);
  if (tags.connectionIds.length === 0)
    return own.length ? [sql`n.organization_id = ${organizationId}`, ...own] : [];
  const shared = sql`n.organization_id = any(array[${sql.join(
    tags.connectionIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[])`;
  if (own.length === 0) return [shared];
  return [
    sql`((n.organization_id = ${organizationId} and ${sql.join(own, sql` and `)}) or ${shared})`,
  ];
}

function ownTagsSql(tags: Tags): SQL[] {
  const kinds: SQL[] = [];
  const kind = (column: string, ids: SQL | null, none: boolean) => {
    const any: SQL[] = [];
    const c = sql.raw(`n.${column}`);
    if (ids) any.push(sql`${c} && ${ids}`);
    if (none) any.push(sql`${c} = '{}'`);
    if (any.length) kinds.push(sql`(${sql.join(any, sql` or `)})`);
  };
  const list = (ids: readonly (number | string)[], type: 'int' | 'text') =>
    ids.length
      ? sql`array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::${sql.raw(type)}[]`
      : null;
  kind('space_ids', list(tags.spaceIds, 'int'), tags.noSpace);
  kind('label_ids', list(tags.labelIds, 'int'), tags.noLabel);
  kind('assignee_ids', list(tags.assigneeIds, 'text'), tags.noAssignee);
  if (tags.autoDive)
    kinds.push(sql`exists (select 1 from dive_schedules s where s.niche_id = n.id)`);
  return kinds;
}

/** Niches of the view the scope may see: access, tags and filters, all AND'd. */
export function matchingSql(scope: Scope, view: PipelineView): SQL {
  const conditions = [
    mayView(scope, 'n'),
    ...tagScopeSql(view.tags, scope.organizationId),
    ...view.filters.map(filterSql),
  ];
  return sql.join(conditions, sql` and `);
}

/** The view's sort keys, nulls last, then newest first: every order is total. */
export function orderSql(sort: readonly PipelineSort[]): SQL {
  const keys = sort.map((s) => {
    const column = FIELD_SQL[s.field];
    const type = PIPELINE_FIELDS[s.field];
    const key =
      type === 'text' ? sql`lower(${column})` : type === 'money' ? inUsdCents(column) : column;
    return s.desc ? sql`${key} desc nulls last` : sql`${key} asc nulls last`;
  });
  return sql.join([...keys, sql`n.created_at desc`, sql`n.id desc`], sql`, `);
}

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A row's tags and schedule, read for each of a few rows (a page) by index. */
const TAGS_BY_ROW = {
  spaces: sql`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name)
    order by s.name, s.id) from niche_spaces x join spaces s on s.id = x.space_id
    where x.niche_id = n.id), '[]')`,
  labels: sql`coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name)
    order by l.name, l.id) from niche_labels x join labels l on l.id = x.label_id
    where x.niche_id = n.id), '[]')`,
  assignees: sql`coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name)
    order by u.name, u.id) from niche_assignees x join users u on u.id = x.user_id
    where x.niche_id = n.id), '[]')`,
  schedule: sql`(select d.interval from dive_schedules d where d.niche_id = n.id)`,
};

/** The same, from the joins of `allRowsJoins`. */
const TAGS_JOINED = {
  spaces: sql`coalesce(sp.tags, '[]')`,
  labels: sql`coalesce(lb.tags, '[]')`,
  assignees: sql`coalesce(asg.tags, '[]')`,
  schedule: sql`d.interval`,
};

/**
 * A niche (`n`) as the API's PipelineRow (two objects joined: a function takes at most 100
 * arguments), built by the database: for a page, each row's tags read
 * by index; with `joined`, from `allRowsJoins` (a whole organization's, for the export).
 */
export function rowJsonSql(scope: Scope, joined = false): SQL {
  const canManage = sql`coalesce(${mayManage(scope, 'n')}, false)`;
  const tags = joined ? TAGS_JOINED : TAGS_BY_ROW;
  // A shared niche's spaces, labels and assignees are its organization's: not shown here.
  const own = (tag: SQL) => sql`case when ${isOwn(scope, 'n')} then ${tag} else '[]' end`;
  return sql`json_build_object(
    'id', n.id,
    'label', n.label,
    'heroAsin', n.hero_asin,
    'heroKeyword', n.hero_keyword,
    'marketplace', n.marketplace,
    'organizationId', n.organization_id,
    'notes', n.notes,
    'numCompetitors', n.num_competitors,
    'numKeywords', n.num_keywords,
    'totalSvOfKeywords', n.total_sv_of_keywords,
    'numVisibleKeywords', n.num_visible_keywords,
    'totalSvOfVisibleKeywords', n.total_sv_of_visible_keywords,
    'minRelevancy', n.min_relevancy,
    'minSearchVolume', n.min_search_volume,
    'maxSearchVolume', n.max_search_volume,
    'competitionStrength', n.competition_strength,
    'keywordStrength', n.keyword_strength,
    'medianDaysListed', n.median_days_listed,
    'medianReviewCount', n.median_review_count,
    'numRelevantKeywords', n.num_relevant_keywords,
    'numLaunchKeywords', n.num_launch_keywords,
    'medianPriceCents', n.median_price_cents,
    'medianRating', n.median_rating,
    'medianSales', n.median_sales,
    'medianSalesLower', n.median_sales_lower,
    'medianSalesHigher', n.median_sales_higher,
    'medianRevenueCents', n.median_revenue_cents,
    'medianRevenueLowerCents', n.median_revenue_lower_cents,
    'medianRevenueHigherCents', n.median_revenue_higher_cents,
    'numVeryStrongCompetitors', n.num_very_strong_competitors,
    'percentVeryStrongCompetitors', n.percent_very_strong_competitors,
    'jobCount', coalesce(h.job_count, 0),
    'oldestResearchDate', ${iso(sql`h.oldest`)},
    'newestResearchDate', ${iso(sql`h.newest`)},
    'createdAt', ${iso(sql`n.created_at`)},
    'spaces', ${own(tags.spaces)},
    'labels', ${own(tags.labels)},
    'assignees', ${own(tags.assignees)},
    'schedule', case when ${canManage} then ${tags.schedule} end,
    'hasRankIssue', n.has_rank_issue,
    'canManage', ${canManage},
    'sharedBy', case when not ${isOwn(scope, 'n')} then (select json_build_object('id', o.id,
      'name', o.name) from organizations o where o.id = n.organization_id) end
  )::jsonb || json_build_object(
    'evaluationStatus', coalesce(ev.status, 'INCOMPLETE'),
    'evaluationScore', ev.score,
    'evaluationQuestionsNeedAnswer', coalesce(to_json(ev.need_answer), '[]'),
    'shippingMethod', pf.shipping_method,
    'turnsPerYear', pf.turns_per_year,
    'landedCostPerProduct', pf.landed_cost_cents,
    'netRevenuePerProduct', pf.net_revenue_cents,
    'netRevenuePercentPerOrder', pf.net_revenue_share,
    'breakevenSellingPrice', pf.breakeven_price_cents,
    'roiPercentPerOrder', pf.roi_per_order,
    'netRevenuePerProductPerYear', pf.net_revenue_per_year_cents,
    'roiPercentPerYear', pf.roi_per_year,
    'budgetRequiredToLaunch', pf.budget_to_launch_cents
  )::jsonb`;
}

/** The product scorecard's evaluation (`ev`) and PROFITS' results (`pf`) a row shows. */
const EVALUATION_JOINS = `left join niche_evaluations ev on ev.niche_id = n.id
    left join niche_profits pf on pf.niche_id = n.id`;

/** The dive history a row shows, joined laterally as `h`, with its evaluation and profits. */
export const HISTORY_JOIN = sql`${diveHistoryJoin} ${sql.raw(EVALUATION_JOINS)}`;

/**
 * What the rows of a whole organization show, each gathered once and joined by niche (as `sp`,
 * `lb`, `asg`, `d`, `h`, `ev` and `pf`): for the export, where one lookup per row and per kind would cost
 * more than reading each table once.
 */
export function allRowsJoins(organizationId: number): SQL {
  const tagsOf = (table: string, column: string, named: string, alias: string) =>
    sql.raw(`
    left join (select x.niche_id, json_agg(json_build_object('id', t.id, 'name', t.name)
      order by t.name, t.id) as tags
    from ${table} x join ${named} t on t.id = x.${column}
    join niches o on o.id = x.niche_id where o.organization_id = ${Number(organizationId)}
    group by x.niche_id) ${alias} on ${alias}.niche_id = n.id`);
  return sql.join(
    [
      tagsOf('niche_spaces', 'space_id', 'spaces', 'sp'),
      tagsOf('niche_labels', 'label_id', 'labels', 'lb'),
      tagsOf('niche_assignees', 'user_id', 'users', 'asg'),
      sql`left join dive_schedules d on d.niche_id = n.id
    left join (select r.niche_id, ${diveHistoryColumns}
    from researches r join niches o on o.id = r.niche_id
    where o.organization_id = ${organizationId} group by r.niche_id) h on h.niche_id = n.id
    ${sql.raw(EVALUATION_JOINS)}`,
    ],
    sql` `,
  );
}
