import { z } from 'zod';
import { INT32_MAX, userText } from './bounds';
import { defineEndpoint, IdParam, Ok } from './endpoint';
import { KrtParams } from './rank-radar';

/** Rank Radar highlights: colour tags on search terms over dates, and notes (spec §3 "Highlight", §4, §5, §7). */
const Day = z.iso.date('must be a date, yyyy-MM-dd');

/** The 12 palette colours a tag may take, plus none. */
export const HIGHLIGHT_PALETTE = [
  '#E53935',
  '#FB8C00',
  '#FDD835',
  '#7CB342',
  '#43A047',
  '#00ACC1',
  '#1E88E5',
  '#3949AB',
  '#8E24AA',
  '#D81B60',
  '#6D4C41',
  '#546E7A',
] as const;
export const HIGHLIGHT_NO_COLOR = 'none';
/** What each colour is called on screen, so no one has to read a hex code. */
export const HIGHLIGHT_COLOR_NAMES: Record<(typeof HIGHLIGHT_PALETTE)[number], string> = {
  '#E53935': 'Red',
  '#FB8C00': 'Orange',
  '#FDD835': 'Yellow',
  '#7CB342': 'Light green',
  '#43A047': 'Green',
  '#00ACC1': 'Cyan',
  '#1E88E5': 'Blue',
  '#3949AB': 'Indigo',
  '#8E24AA': 'Purple',
  '#D81B60': 'Pink',
  '#6D4C41': 'Brown',
  '#546E7A': 'Blue grey',
};
export const HIGHLIGHT_COLORS = [...HIGHLIGHT_PALETTE, HIGHLIGHT_NO_COLOR] as const;
export const HIGHLIGHT_TYPES = ['tag', 'note'] as const;
export const HIGHLIGHT_TITLE_MAX = 100;
export const HIGHLIGHT_DESCRIPTION_MAX = 2000;
/** Lines the description box shows: at least 3, growing to 5. */
export const HIGHLIGHT_DESCRIPTION_ROWS = { min: 3, max: 5 } as const;
/** A tag's tooltip shows at most this many characters of its description. */
export const HIGHLIGHT_TOOLTIP_MAX = 250;
/** Search terms one request may attach or detach. */
export const HIGHLIGHT_KEYWORDS_MAX = 1000;

/** A new tag's colour: a random palette colour no tag uses, otherwise one of the least used. */
export function newTagColor(
  used: readonly { color: string }[],
  random: () => number = Math.random,
): string {
  const uses = HIGHLIGHT_PALETTE.map((c) => used.filter((u) => u.color === c).length);
  const least = Math.min(...uses);
  const choices = HIGHLIGHT_PALETTE.filter((_, i) => uses[i] === least);
  return choices[Math.floor(random() * choices.length)]!;
}

/** A tag's tooltip text: its description cut at HIGHLIGHT_TOOLTIP_MAX characters. */
export const highlightTooltip = (text: string) =>
  text.length > HIGHLIGHT_TOOLTIP_MAX ? `${text.slice(0, HIGHLIGHT_TOOLTIP_MAX)}…` : text;

export const HighlightParams = KrtParams.extend({ hid: IdParam });

export const Highlight = z.object({
  id: z.number().int(),
  type: z.enum(HIGHLIGHT_TYPES),
  title: z.string(),
  description: z.string(),
  color: z.enum(HIGHLIGHT_COLORS),
  startAt: z.string(),
  endAt: z.string(),
  keywordIds: z.array(z.number().int()),
});
export type Highlight = z.infer<typeof Highlight>;

export const HighlightDetail = Highlight.extend({
  keywords: z.array(
    z.object({
      id: z.number().int(),
      keyword: z.string(),
      searchVolume: z.number().int().nullable(),
      svShare: z.number().nullable(),
    }),
  ),
});
export type HighlightDetail = z.infer<typeof HighlightDetail>;

const title = userText(HIGHLIGHT_TITLE_MAX, {
  trim: true,
  tooLong: `At most ${HIGHLIGHT_TITLE_MAX} characters`,
});
const description = userText(HIGHLIGHT_DESCRIPTION_MAX, {
  trim: true,
  multiline: true,
  tooLong: `At most ${HIGHLIGHT_DESCRIPTION_MAX} characters`,
});
const keywordIds = z
  .array(
    z
      .number()
      .int()
      .min(-INT32_MAX, 'must be a search term id')
      .max(INT32_MAX, 'must be a search term id')
      .refine((n) => n !== 0, 'must not be 0'),
  )
  .max(HIGHLIGHT_KEYWORDS_MAX, `At most ${HIGHLIGHT_KEYWORDS_MAX} search terms at once`);

const startNotAfterEnd = (b: { startAt?: string | undefined; endAt?: string | undefined }) =>
  !b.startAt || !b.endAt || b.startAt <= b.endAt;
const START_AFTER_END = { message: 'The start date cannot be after the end date', path: ['endAt'] };

export const CreateHighlightBody = z
  .object({
    type: z.enum(HIGHLIGHT_TYPES).default('tag'),
    title: title.default(''),
    description: description.default(''),
    color: z.enum(HIGHLIGHT_COLORS, { message: 'Color is required' }).optional(),
    startAt: Day,
    endAt: Day.optional(),
    keywordIds: keywordIds.default([]),
  })
  .strict()
  .refine((b) => b.type !== 'tag' || b.title.length > 0, {
    message: 'Tag is required',
    path: ['title'],
  })
  .refine((b) => b.type !== 'tag' || b.color !== undefined, {
    message: 'Color is required',
    path: ['color'],
  })
  .refine((b) => b.type !== 'note' || b.description.length > 0, {
    message: 'A note needs a description',
    path: ['description'],
  })
  .refine((b) => b.keywordIds.every((id) => id > 0), {
    message: 'Search term ids must be positive',
    path: ['keywordIds'],
  })
  .refine(startNotAfterEnd, START_AFTER_END);

export const UpdateHighlightBody = z
  .object({
    title: title.min(1, 'Tag is required').optional(),
    description: description.optional(),
    color: z.enum(HIGHLIGHT_COLORS).optional(),
    startAt: Day.optional(),
    endAt: Day.optional(),
    /** Ids to attach; an id with a minus sign detaches that search term. */
    keywordIds: keywordIds.optional(),
  })
  .strict()
  .refine(startNotAfterEnd, START_AFTER_END);

export const rankRadarHighlightEndpoints = {
  highlights: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/highlights',
    summary: "A tracker's tags and notes that overlap the dates",
    params: KrtParams,
    query: z.object({
      startDate: Day.optional(),
      endDate: Day.optional(),
      type: z.enum(HIGHLIGHT_TYPES).optional(),
    }),
    response: z.object({
      highlights: z.array(Highlight),
      /** The tracker's first day: no highlight may start before it. */
      firstDay: z.string(),
    }),
  }),
  createHighlight: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/:krtId/highlights',
    summary: 'Create a tag on search terms over dates, or a note on a date',
    params: KrtParams,
    body: CreateHighlightBody,
    response: Highlight,
  }),
  highlight: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/highlights/:hid',
    summary: 'One tag or note with its search terms',
    params: HighlightParams,
    response: HighlightDetail,
  }),
  updateHighlight: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'PATCH',
    path: '/api/orgs/:orgId/krt/:krtId/highlights/:hid',
    summary: 'Edit a tag or note; attach search terms, or detach them with negative ids',
    params: HighlightParams,
    body: UpdateHighlightBody,
    response: Highlight,
  }),
  deleteHighlight: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/krt/:krtId/highlights/:hid',
    summary: 'Delete a tag or note',
    params: HighlightParams,
    response: Ok,
  }),
};
