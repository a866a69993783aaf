import type { DeepDiveCompetitor } from '@fathom/contract';

/** The deep dive's sortable columns. */
export type DeepDiveSortKey =
  | 'position'
  | 'priceCents'
  | 'rating'
  | 'reviewCount'
  | 'firstListedDate'
  | 'bsr'
  | 'monthlySales'
  | 'monthlyRevenueCents'
  | 'svShareTop10'
  | 'svShareTop50';

export interface DeepDiveSort {
  key: DeepDiveSortKey;
  direction: 'ascending' | 'descending';
}

/** The direction a column starts in: ranks and dates from the best, figures from the largest. */
export function firstDirection(key: DeepDiveSortKey): DeepDiveSort['direction'] {
  return key === 'position' || key === 'bsr' || key === 'firstListedDate'
    ? 'ascending'
    : 'descending';
}

/** The next sort when a column's header is clicked: first direction, the other, then none. */
export function nextSort(current: DeepDiveSort, key: DeepDiveSortKey): DeepDiveSort {
  const first = firstDirection(key);
  if (current.key !== key) return { key, direction: first };
  if (current.direction === first)
    return { key, direction: first === 'ascending' ? 'descending' : 'ascending' };
  return { key: 'position', direction: 'ascending' };
}

/** Competitors in the sort's order; a competitor without a BSR is last either way. */
export function sortCompetitors(
  competitors: DeepDiveCompetitor[],
  sort: DeepDiveSort,
): DeepDiveCompetitor[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...competitors].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (x === null || y === null) return x === y ? a.position - b.position : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
    return order * sign || a.position - b.position;
  });
}
