import {
  DATE_INPUT,
  NUMERIC_INPUT,
  PIPELINE_FIELDS,
  PIPELINE_FILTERS_MAX,
  PIPELINE_SORTS_MAX,
  conditionsOfType,
  type GridState,
  type PipelineField,
  type PipelineFilter,
  type PipelineSort,
  type PipelineTags,
  type PipelineView,
} from '@fathom/contract';
import type { GridFilterType } from '../../../components/DataGrid';

export const NO_TAGS: Required<PipelineTags> = {
  spaceIds: [],
  labelIds: [],
  assigneeIds: [],
  connectionIds: [],
  noSpace: false,
  noLabel: false,
  noAssignee: false,
  autoDive: false,
};

const isField = (id: string): id is PipelineField => id in PIPELINE_FIELDS;

/** How the grid filters a pipeline field: text, or a number or date without contains. */
export function fieldFilterType(field: PipelineField): GridFilterType {
  const type = PIPELINE_FIELDS[field];
  if (type === 'text') return 'text';
  return type === 'date' ? 'date' : 'number';
}

/** A grid filter as the server takes it, or null while it is incomplete or cannot apply. */
function toFilter(filter: GridState['filters'][number]): PipelineFilter | null {
  if (!isField(filter.id)) return null;
  const condition = filter.condition ?? 'contains';
  const type = PIPELINE_FIELDS[filter.id];
  if (condition === 'empty') return { field: filter.id, condition };
  const value = filter.value.trim();
  if (value === '') return null;
  if (!conditionsOfType(type).includes(condition)) return null;
  if (type === 'date' && !DATE_INPUT.test(value)) return null;
  if (type !== 'text' && type !== 'date' && !NUMERIC_INPUT.test(value)) return null;
  return { field: filter.id, condition, value };
}

/**
 * What the server is asked for: the tag tree's scope, the grid's column filters and its sort
 * (a column's sort cycles ascending, descending, none; none leaves the server's newest first).
 * Columns the server cannot sort or filter (chips, badges, profits) are left out.
 */
export function toPipelineView(
  grid: Pick<GridState, 'filters' | 'sorting'>,
  tags: PipelineTags = NO_TAGS,
): Required<PipelineView> {
  const filters = grid.filters
    .map(toFilter)
    .filter((filter): filter is PipelineFilter => filter !== null)
    .slice(0, PIPELINE_FILTERS_MAX);
  const sort: PipelineSort[] = grid.sorting
    .filter((key) => isField(key.id))
    .map((key) => ({ field: key.id as PipelineField, desc: key.desc }))
    .slice(0, PIPELINE_SORTS_MAX);
  return { tags: { ...NO_TAGS, ...tags }, filters, sort };
}

/** Whether a view narrows the pipeline (a filter or a tag), as opposed to showing every niche. */
export function isNarrowed(view: Required<PipelineView>): boolean {
  const tags = { ...NO_TAGS, ...view.tags };
  return (
    view.filters.length > 0 ||
    tags.spaceIds.length > 0 ||
    tags.labelIds.length > 0 ||
    tags.assigneeIds.length > 0 ||
    tags.connectionIds.length > 0 ||
    tags.noSpace ||
    tags.noLabel ||
    tags.noAssignee ||
    tags.autoDive
  );
}

/** A stored view back into the grid's filters and sort, and the tag tree's scope. */
export function fromPipelineView(view: PipelineView): {
  grid: Pick<GridState, 'filters' | 'sorting'>;
  tags: Required<PipelineTags>;
} {
  return {
    grid: {
      filters: (view.filters ?? []).map((filter) => ({
        id: filter.field,
        condition: filter.condition,
        value: filter.value ?? '',
      })),
      sorting: (view.sort ?? []).map((key) => ({ id: key.field, desc: key.desc })),
    },
    tags: { ...NO_TAGS, ...view.tags },
  };
}
