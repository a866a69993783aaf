import type { RowData } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import type { GridRow } from './grid-export';

/**
 * Rows grouped under heading rows (a keyword group, a root): each group's heading spans the
 * columns and collapses or expands the rows under it. The grid becomes a treegrid (WAI-ARIA
 * treegrid pattern): a heading row has `aria-level` 1 and `aria-expanded`, its rows level 2.
 */
export interface GridGrouping<TData extends RowData> {
  /** The key of the group a row belongs to. */
  groupOf: (row: TData) => string;
  /** What a group's heading says; by default its key. The grid adds the count of its rows. */
  label?: (key: string, rows: TData[]) => ReactNode;
  /** Groups start collapsed; by default they start expanded. */
  collapsed?: boolean;
}

export interface GridGroupItem<TData extends RowData> {
  kind: 'group';
  key: string;
  rows: GridRow<TData>[];
  expanded: boolean;
}

export interface GridRowItem<TData extends RowData> {
  kind: 'row';
  row: GridRow<TData>;
}

/** One line of the grid's body: a group's heading or a row. */
export type GridDisplayItem<TData extends RowData> = GridGroupItem<TData> | GridRowItem<TData>;

/**
 * The body's lines: each group's heading, in the order its first row comes, then its rows (in
 * the grid's order) unless the group is collapsed.
 */
export function groupItems<TData extends RowData>(
  rows: GridRow<TData>[],
  groupOf: (row: TData) => string,
  isExpanded: (key: string) => boolean,
): GridDisplayItem<TData>[] {
  const groups = new Map<string, GridRow<TData>[]>();
  for (const row of rows) {
    const key = groupOf(row.original);
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  const items: GridDisplayItem<TData>[] = [];
  for (const [key, members] of groups) {
    const expanded = isExpanded(key);
    items.push({ kind: 'group', key, rows: members, expanded });
    if (expanded) for (const row of members) items.push({ kind: 'row', row });
  }
  return items;
}

/**
 * The grid's lines with their groups: without a grouping, one line per row. `toggle` collapses
 * or expands a group (`expanded` forces a state).
 */
export function useGridGroups<TData extends RowData>(
  rows: GridRow<TData>[],
  grouping: GridGrouping<TData> | undefined,
) {
  // The groups whose state differs from the grouping's default.
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(() => new Set());
  if (!grouping) return { items: null, toggle: () => undefined };
  const startExpanded = grouping.collapsed !== true;
  const isExpanded = (key: string) => flipped.has(key) !== startExpanded;
  const toggle = (key: string, expanded?: boolean) => {
    if (expanded !== undefined && expanded === isExpanded(key)) return;
    setFlipped((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  return { items: groupItems(rows, grouping.groupOf, isExpanded), toggle };
}
