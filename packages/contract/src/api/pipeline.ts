import { z } from 'zod';
import { MARKETPLACE_TLDS } from '../marketplaces';
import { SHIPPING_METHODS } from './profits';
import { EVALUATION_STATUSES } from '../scorecard/scorecard';
import { shortText, UserId, IdNumber } from './bounds';
import { defineEndpoint } from './endpoint';
import { OrgParams } from './orgs';

/**
 * The niche pipeline (spec: niche-pipeline §2, §3, §5, §7, §9): a server-paged grid of every
 * niche the member may see. The field list is the whitelist of what may be sorted and filtered;
 * the server maps each field to SQL, the web maps each to a column.
 */
export const PIPELINE_PAGE_SIZE = 50;
/** Pages a query may ask for: 2,000 pages of 50 reach the 100,000th niche. */
export const PIPELINE_PAGE_MAX = 2_000;
export const PIPELINE_FILTERS_MAX = 30;
export const PIPELINE_SORTS_MAX = 5;
export const PIPELINE_TAGS_MAX = 200;
export const PIPELINE_FILTER_VALUE_MAX = 255;
/** Rows a grid selection names at most, and niches a bulk action acts on at once. */
export const GRID_SELECTION_IDS_MAX = 10_000;

/**
 * How a field is stored and typed in a filter:
 * - `text`: contains, notContains, equals, notEqual (ignoring case), empty;
 * - `int`, `number`: a number as typed (optional minus and decimals);
 * - `score`: a score from 0 to 1 (relevancy, strengths), typed as shown (0.71), compared as
 *   shown, rounded to 2 decimals;
 * - `percent`: stored as a share (0.4), typed as a percent (40), compared at 4 decimals;
 * - `money`: stored in cents, typed in the marketplace's currency units with two decimals;
 * - `date`: typed yyyy-MM-dd, compared by day.
 */
export type PipelineFieldType = 'text' | 'int' | 'number' | 'score' | 'percent' | 'money' | 'date';

export const PIPELINE_FIELDS = {
  label: 'text',
  heroKeyword: 'text',
  heroAsin: 'text',
  marketplace: 'text',
  notes: 'text',
  numCompetitors: 'int',
  numKeywords: 'int',
  totalSvOfKeywords: 'int',
  numVisibleKeywords: 'int',
  totalSvOfVisibleKeywords: 'int',
  minRelevancy: 'score',
  minSearchVolume: 'int',
  maxSearchVolume: 'int',
  competitionStrength: 'score',
  keywordStrength: 'score',
  medianDaysListed: 'int',
  medianReviewCount: 'int',
  numRelevantKeywords: 'int',
  numLaunchKeywords: 'int',
  medianPriceCents: 'money',
  medianRating: 'number',
  medianSales: 'int',
  medianSalesLower: 'int',
  medianSalesHigher: 'int',
  medianRevenueCents: 'money',
  medianRevenueLowerCents: 'money',
  medianRevenueHigherCents: 'money',
  numVeryStrongCompetitors: 'int',
  percentVeryStrongCompetitors: 'percent',
  jobCount: 'int',
  oldestResearchDate: 'date',
  newestResearchDate: 'date',
  createdAt: 'date',
} as const satisfies Record<string, PipelineFieldType>;

export type PipelineField = keyof typeof PIPELINE_FIELDS;
export const PIPELINE_FIELD_IDS = Object.keys(PIPELINE_FIELDS) as [
  PipelineField,
  ...PipelineField[],
];

/** Filter conditions of the spec (§5); each kind of field takes those of `TEXT_CONDITIONS` or `ORDERED_CONDITIONS`. */
export const FILTER_CONDITIONS = [
  'contains',
  'empty',
  'equals',
  'greaterOrEqual',
  'lessThanOrEqual',
  'notContains',
  'notEqual',
] as const;
export type FilterCondition = (typeof FILTER_CONDITIONS)[number];

/** What text is filtered by: it has no order, so neither greater nor less than. */
export const TEXT_CONDITIONS: readonly FilterCondition[] = [
  'contains',
  'notContains',
  'equals',
  'notEqual',
  'empty',
];
/** What numbers, scores, money, percents and dates are filtered by: no contains. */
export const ORDERED_CONDITIONS: readonly FilterCondition[] = [
  'equals',
  'notEqual',
  'greaterOrEqual',
  'lessThanOrEqual',
  'empty',
];

/** The conditions a field of this type may be filtered by. */
export const conditionsOfType = (type: PipelineFieldType): readonly FilterCondition[] =>
  type === 'text' ? TEXT_CONDITIONS : ORDERED_CONDITIONS;

/** Numeric input pattern of the spec: optional minus and decimals. */
export const NUMERIC_INPUT = /^-?\d+(\.\d+)?$/;
export const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;

const fieldMessage = `must be one of the pipeline's fields: ${PIPELINE_FIELD_IDS.join(', ')}`;
const PipelineFieldId = z
  .string()
  .max(64, fieldMessage)
  .refine((f): f is PipelineField => Object.hasOwn(PIPELINE_FIELDS, f), {
    error: (issue) => `Unknown field '${String(issue.input)}': ${fieldMessage}`,
  });

export const PipelineFilter = z
  .object({
    field: PipelineFieldId,
    condition: z.enum(FILTER_CONDITIONS),
    /** As typed in the grid; not needed for `empty`. */
    value: shortText(PIPELINE_FILTER_VALUE_MAX).optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (!Object.hasOwn(PIPELINE_FIELDS, f.field)) return;
    const type = PIPELINE_FIELDS[f.field];
    if (f.condition === 'empty') return;
    if (f.value === undefined || f.value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: `A value is needed to filter ${f.field}` });
      return;
    }
    if (!conditionsOfType(type).includes(f.condition)) {
      ctx.addIssue({ code: 'custom', message: `${f.field} cannot be filtered by ${f.condition}` });
    } else if (type === 'date' && !DATE_INPUT.test(f.value.trim())) {
      ctx.addIssue({ code: 'custom', message: `${f.field} needs a date as yyyy-MM-dd` });
    } else if (type !== 'text' && type !== 'date' && !NUMERIC_INPUT.test(f.value.trim())) {
      ctx.addIssue({ code: 'custom', message: `${f.field} needs a number` });
    }
  });
export type PipelineFilter = z.infer<typeof PipelineFilter>;

export const PipelineSort = z.object({ field: PipelineFieldId, desc: z.boolean() }).strict();
export type PipelineSort = z.infer<typeof PipelineSort>;

const idList = (what: string) =>
  z.array(IdNumber).max(PIPELINE_TAGS_MAX, `At most ${PIPELINE_TAGS_MAX} ${what}`).default([]);

/**
 * The tag tree's scope (spec §2 "Niche pipeline page", §3 "Tag"): checked spaces, labels and
 * assignees narrow the grid to niches carrying any of them; the virtual tags add niches in no
 * space, with no label, with no assignee, or with a Scheduled AutoDive. Those narrow the
 * organization's own niches; `connectionIds` (the tree's shared nodes: organizations sharing
 * niches with this one) adds the niches each of them shares. With only shared nodes checked the
 * grid holds their niches alone; with nothing checked, every niche.
 */
export const PipelineTags = z
  .object({
    spaceIds: idList('spaces'),
    labelIds: idList('labels'),
    assigneeIds: z
      .array(UserId)
      .max(PIPELINE_TAGS_MAX, `At most ${PIPELINE_TAGS_MAX} assignees`)
      .default([]),
    connectionIds: idList('shared organizations'),
    noSpace: z.boolean().default(false),
    noLabel: z.boolean().default(false),
    noAssignee: z.boolean().default(false),
    autoDive: z.boolean().default(false),
  })
  .strict();
export type PipelineTags = z.input<typeof PipelineTags>;

/** What the grid shows: tags, filters and sort; a saved filter stores exactly this. */
export const PipelineView = z
  .object({
    tags: PipelineTags.default({
      spaceIds: [],
      labelIds: [],
      assigneeIds: [],
      connectionIds: [],
      noSpace: false,
      noLabel: false,
      noAssignee: false,
      autoDive: false,
    }),
    filters: z
      .array(PipelineFilter)
      .max(PIPELINE_FILTERS_MAX, `At most ${PIPELINE_FILTERS_MAX} filters`)
      .default([]),
    /** Sort keys, the first the strongest; none: newest first. */
    sort: z
      .array(PipelineSort)
      .max(PIPELINE_SORTS_MAX, `At most ${PIPELINE_SORTS_MAX} sort keys`)
      .default([]),
  })
  .strict();
export type PipelineView = z.input<typeof PipelineView>;

export const PipelineQuery = PipelineView.extend({
  /** 1-based page of PIPELINE_PAGE_SIZE rows. */
  page: z
    .number()
    .int()
    .min(1, 'page must be 1 or more')
    .max(PIPELINE_PAGE_MAX, `page must be at most ${PIPELINE_PAGE_MAX}`)
    .default(1),
}).strict();
export type PipelineQuery = z.input<typeof PipelineQuery>;

const nicheIds = z
  .array(IdNumber)
  .min(1, 'Choose at least one niche')
  .max(GRID_SELECTION_IDS_MAX, `At most ${GRID_SELECTION_IDS_MAX} niches at once`);

/**
 * Niches a bulk action names: ids picked one by one, or every niche matching a pipeline view
 * except some (the header checkbox), resolved by the server.
 */
export const NicheSelection = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('ids'), ids: nicheIds }).strict(),
  z
    .object({
      mode: z.literal('allExcept'),
      view: PipelineView,
      except: z.array(IdNumber).max(GRID_SELECTION_IDS_MAX),
    })
    .strict(),
]);
export type NicheSelection = z.input<typeof NicheSelection>;

const TagRef = z.object({ id: z.number().int(), name: z.string() });
const AssigneeRef = z.object({ id: z.string(), name: z.string() });

/** One niche of the pipeline (spec §3 "Niche row"): money in cents, shares 0 to 1, ISO dates. */
export const PipelineRow = z.object({
  id: z.number().int(),
  label: z.string(),
  heroAsin: z.string(),
  heroKeyword: z.string().nullable(),
  marketplace: z.enum(MARKETPLACE_TLDS),
  organizationId: z.number().int(),
  notes: z.string(),
  numCompetitors: z.number().int(),
  numKeywords: z.number().int(),
  totalSvOfKeywords: z.number().int(),
  numVisibleKeywords: z.number().int(),
  totalSvOfVisibleKeywords: z.number().int(),
  minRelevancy: z.number().nullable(),
  minSearchVolume: z.number().int().nullable(),
  maxSearchVolume: z.number().int().nullable(),
  competitionStrength: z.number().nullable(),
  keywordStrength: z.number().nullable(),
  medianDaysListed: z.number().int().nullable(),
  medianReviewCount: z.number().int().nullable(),
  numRelevantKeywords: z.number().int(),
  numLaunchKeywords: z.number().int(),
  medianPriceCents: z.number().int().nullable(),
  medianRating: z.number().nullable(),
  medianSales: z.number().int().nullable(),
  medianSalesLower: z.number().int().nullable(),
  medianSalesHigher: z.number().int().nullable(),
  medianRevenueCents: z.number().int().nullable(),
  medianRevenueLowerCents: z.number().int().nullable(),
  medianRevenueHigherCents: z.number().int().nullable(),
  numVeryStrongCompetitors: z.number().int().nullable(),
  percentVeryStrongCompetitors: z.number().nullable(),
  jobCount: z.number().int(),
  oldestResearchDate: z.string().nullable(),
  newestResearchDate: z.string().nullable(),
  createdAt: z.string(),
  spaces: z.array(TagRef),
  labels: z.array(TagRef),
  assignees: z.array(AssigneeRef),
  /** The niche's Scheduled AutoDive interval; null when none (shown only to who may manage). */
  schedule: z.enum(['Weekly', 'Biweekly', 'Monthly']).nullable(),
  hasRankIssue: z.boolean(),
  /** The product scorecard's evaluation (spec §3, §4): status, score, important questions unanswered. */
  evaluationStatus: z.enum(EVALUATION_STATUSES),
  evaluationScore: z.number().int().nullable(),
  evaluationQuestionsNeedAnswer: z.array(z.string()),
  /** PROFITS' results (spec §3): null until saved; figures per year null without a sales velocity. */
  shippingMethod: z.enum(SHIPPING_METHODS).nullable(),
  turnsPerYear: z.number().nullable(),
  landedCostPerProduct: z.number().int().nullable(),
  netRevenuePerProduct: z.number().int().nullable(),
  netRevenuePercentPerOrder: z.number().nullable(),
  breakevenSellingPrice: z.number().int().nullable(),
  roiPercentPerOrder: z.number().nullable(),
  netRevenuePerProductPerYear: z.number().int().nullable(),
  roiPercentPerYear: z.number().nullable(),
  budgetRequiredToLaunch: z.number().int().nullable(),
  /** The caller may change the niche; otherwise the row is 'Read Only'. */
  canManage: z.boolean(),
  /**
   * The organization that shares the niche with the caller's, when it is not the caller's own
   * (then spaces, labels and assignees, which are that organization's, are empty).
   */
  sharedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type PipelineRow = z.infer<typeof PipelineRow>;

export const PipelinePage = z.object({ data: z.array(PipelineRow), total: z.number().int() });
export type PipelinePage = z.infer<typeof PipelinePage>;

export const PIPELINE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * A node of the tag tree (spec §3 "Tag"). The tree is one root, the organization (`type`
 * 'organization', `id` its id, `key` 'organization-{id}', `count` every niche the member may
 * see), whose children are flat, in this order: the spaces the member may see by name (team
 * managers and owners: all; others: the granted ones), then 'No space'; the labels by name, then
 * 'No label'; the assignees of niches the member may see by name (`id` the user id), then 'No
 * assignee'; 'AutoDive'; then one 'shared' node per organization sharing niches with this one, by
 * name (`id` that organization's id, `organizationId` too). Virtual tags have `type` 'virtual' and their name as `id`
 * (`VIRTUAL_TAGS`); keys are '{type}-{id}'. Each node counts the niches the member may see under
 * it; a space or label without any shows 0. Children of the root have no children.
 */
export const TAG_TYPES = [
  'organization',
  'space',
  'label',
  'assignee',
  'shared',
  'virtual',
] as const;
export const VIRTUAL_TAGS = ['noSpace', 'noLabel', 'noAssignee', 'autoDive'] as const;
export interface PipelineTag {
  key: string;
  /** Space or label id, assignee user id, virtual tag name; the organization's id at the root. */
  id: number | string;
  title: string;
  type: (typeof TAG_TYPES)[number];
  organizationId: number;
  /** Niches the member may see under the tag. */
  count: number;
  children: PipelineTag[];
}
export const PipelineTag: z.ZodType<PipelineTag> = z
  .lazy(() =>
    z.object({
      key: z.string(),
      id: z.union([z.number().int(), z.string()]),
      title: z.string(),
      type: z.enum(TAG_TYPES),
      organizationId: z.number().int(),
      count: z.number().int(),
      children: z.array(PipelineTag),
    }),
  )
  .meta({ id: 'PipelineTag' });

export const pipelineEndpoints = {
  pipeline: defineEndpoint({
    action: 'organization.view',
    method: 'POST',
    path: '/api/orgs/:orgId/pipeline',
    summary:
      'A page of 50 of the niches the caller may see, scoped by tags, filtered and sorted, with the total matching',
    params: OrgParams,
    body: PipelineQuery,
    response: PipelinePage,
  }),
  pipelineTags: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/pipeline/tags',
    summary:
      'The tag tree: the organization, its spaces, labels, assignees and virtual tags, with niche counts',
    params: OrgParams,
    response: z.array(PipelineTag),
  }),
  pipelineIds: defineEndpoint({
    action: 'organization.view',
    method: 'POST',
    path: '/api/orgs/:orgId/pipeline/ids',
    summary:
      'Ids of the niches matching the view in its order (at most 10,000): what the header checkbox selects',
    params: OrgParams,
    body: PipelineView,
    response: z.array(z.number().int()),
  }),
  pipelineAsins: defineEndpoint({
    action: 'organization.view',
    method: 'POST',
    path: '/api/orgs/:orgId/pipeline/asins',
    summary:
      "Hero ASINs of the selected niches the caller may see, in the selection's order (at most 10,000): what Copy ASINs copies",
    params: OrgParams,
    body: z.object({ selection: NicheSelection }).strict(),
    response: z.array(z.string()),
  }),
  exportPipeline: defineEndpoint({
    action: 'organization.view',
    method: 'POST',
    path: '/api/orgs/:orgId/pipeline/export',
    summary:
      'Every niche matching the view (all pages), streamed as CSV or an Excel workbook with typed cells',
    params: OrgParams,
    query: z.object({ format: z.enum(PIPELINE_EXPORT_FORMATS) }),
    body: PipelineView,
    response: z.string(),
  }),
};
