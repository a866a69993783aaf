import {
  PIPELINE_PAGE_SIZE,
  pipelineEndpoints,
  type GridSelection,
  type PipelineRow,
  type PipelineView,
} from '@fathom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { GridDataSource } from '../../../components/DataGrid';
import { callApi, isApiError } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/query-keys';
import { PIPELINE_TEXT } from '../lib/pipeline-text';

/** The pipeline's rows for a view: page 1 gives the count, the grid asks for the rest by page. */
export function usePipelineRows(orgId: number, view: Required<PipelineView>) {
  const queryClient = useQueryClient();
  const baseKey = useMemo(
    () => [...endpointKey(pipelineEndpoints.pipeline, { params: { orgId } }), view],
    [orgId, view],
  );
  const pageQuery = useCallback(
    (page: number) => ({
      queryKey: [...baseKey, page],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(pipelineEndpoints.pipeline, {
          params: { orgId },
          body: { ...view, page },
          signal,
        }),
    }),
    [baseKey, orgId, view],
  );
  const first = useQuery(pageQuery(1));
  /** Every row seen, by id: what a selection of loaded rows stands for. */
  const known = useRef(new Map<string, PipelineRow>());
  const remember = (rows: PipelineRow[]) =>
    rows.forEach((row) => known.current.set(String(row.id), row));

  const loadPage = useCallback(
    async (page: number): Promise<PipelineRow[]> => {
      const answer = await queryClient.fetchQuery(pageQuery(page));
      answer.data.forEach((row) => known.current.set(String(row.id), row));
      return answer.data;
    },
    [queryClient, pageQuery],
  );

  const firstPage = first.data;
  const source = useMemo((): GridDataSource<PipelineRow> | undefined => {
    if (!firstPage) return undefined;
    firstPage.data.forEach((row) => known.current.set(String(row.id), row));
    return {
      rowCount: firstPage.total,
      loadRange: async (start) => {
        const page = Math.floor(start / PIPELINE_PAGE_SIZE) + 1;
        if (page === 1) return firstPage.data;
        try {
          return await loadPage(page);
        } catch {
          throw new Error(PIPELINE_TEXT.loadFailed);
        }
      },
    };
  }, [firstPage, loadPage]);

  /**
   * The ids a selection names in the grid's order, at most `limit`: ticked ids as they are; for
   * a header selection (every match but some), the view's ids in one request.
   */
  const selectedIds = useCallback(
    async (selection: GridSelection, limit: number): Promise<number[]> => {
      if (selection.mode === 'ids') return selection.ids.map(Number).slice(0, limit);
      const ids = await callApi(pipelineEndpoints.pipelineIds, { params: { orgId }, body: view });
      const except = new Set(selection.except);
      return ids.filter((id) => !except.has(String(id))).slice(0, limit);
    },
    [orgId, view],
  );

  /** Up to `count` rows in display order, starting at the row with this id. */
  const rowsFrom = useCallback(
    async (id: number, count: number): Promise<PipelineRow[]> => {
      const ids = await callApi(pipelineEndpoints.pipelineIds, { params: { orgId }, body: view });
      const start = ids.indexOf(id);
      if (start < 0) return [];
      const wanted = ids.slice(start, start + count);
      const pages = new Set(
        wanted
          .filter((wantedId) => !known.current.has(String(wantedId)))
          .map((wantedId) => Math.floor(ids.indexOf(wantedId) / PIPELINE_PAGE_SIZE) + 1),
      );
      await Promise.all([...pages].map(loadPage));
      return wanted
        .map((wantedId) => known.current.get(String(wantedId)))
        .filter((row): row is PipelineRow => row !== undefined);
    },
    [orgId, view, loadPage],
  );

  return {
    source,
    total: firstPage?.total,
    loading: first.isPending,
    failed: first.isError,
    /** Why the server refused the view (a 4xx with its reason), as opposed to failing. */
    refusal:
      isApiError(first.error) && first.error.status >= 400 && first.error.status < 500
        ? first.error.message
        : null,
    retry: () => void queryClient.resetQueries({ queryKey: baseKey }),
    known: known.current,
    remember,
    selectedIds,
    rowsFrom,
  };
}
