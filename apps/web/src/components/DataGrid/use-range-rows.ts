import type { GridState } from '@fathom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Rows the grid does not hold: how many match the state, and a range of them (start inclusive,
 * end exclusive) in the state's sort and filters. Keep one source object while its rows stay the
 * same (useMemo): a new source, like a new sort or filter, drops the rows loaded so far.
 */
export interface GridDataSource<TData> {
  rowCount: number;
  loadRange: (start: number, end: number, state: GridState) => Promise<TData[]>;
}

/** Rows are loaded in blocks of a pipeline page (spec: page size 50). */
export const BLOCK_SIZE = 50;

interface Loaded<TData> {
  /** The source and sort and filters these rows belong to. */
  source: GridDataSource<TData> | undefined;
  queryKey: string;
  rows: Map<number, TData>;
  /** First indexes of the blocks asked for. */
  blocks: Set<number>;
  error: unknown;
}

/**
 * The rows of a server data source loaded so far, by index. `ensure` loads the blocks of a range
 * of indexes that were not asked for yet; a new source or a new sort or filter starts over, and
 * answers to the old ones are dropped.
 */
export function useRangeRows<TData>(source: GridDataSource<TData> | undefined, state: GridState) {
  const queryKey = JSON.stringify([state.sorting, state.search, state.filters]);
  const [loaded, setLoaded] = useState<Loaded<TData>>(() => fresh(source, queryKey));
  const current =
    loaded.source === source && loaded.queryKey === queryKey ? loaded : fresh(source, queryKey);
  if (current !== loaded) setLoaded(current);
  const latestState = useRef(state);
  useEffect(() => {
    latestState.current = state;
  });

  const ensure = useCallback(
    (start: number, end: number) => {
      if (!current.source || current.error) return;
      const { source: from, blocks } = current;
      const last = Math.min(end, from.rowCount);
      for (let block = start - (start % BLOCK_SIZE); block < last; block += BLOCK_SIZE) {
        if (blocks.has(block)) continue;
        blocks.add(block);
        const settle = (change: (previous: Loaded<TData>) => Partial<Loaded<TData>>) =>
          setLoaded((previous) =>
            previous.blocks === blocks ? { ...previous, ...change(previous) } : previous,
          );
        from
          .loadRange(block, Math.min(block + BLOCK_SIZE, from.rowCount), latestState.current)
          .then(
            (rows) =>
              settle((previous) => {
                const next = new Map(previous.rows);
                rows.forEach((row, offset) => next.set(block + offset, row));
                return { rows: next };
              }),
            (error: unknown) => settle(() => ({ error })),
          );
      }
    },
    [current],
  );

  return { rows: current.rows, error: current.error, ensure };
}

function fresh<TData>(source: GridDataSource<TData> | undefined, queryKey: string): Loaded<TData> {
  return { source, queryKey, rows: new Map(), blocks: new Set(), error: null };
}
