import { diveEndpoints, type MarketplaceTld, type NicheChoice } from '@fathom/contract';
import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import { endpointKey } from '../../lib/query-keys';

/** How long typing pauses before the niches are searched. */
const SEARCH_DEBOUNCE_MS = 300;

/** The server searched already: every option it sent is shown. */
const shownAsSent: OptionsFilter = ({ options }) => options;

interface NicheChoicesOptions {
  /** Only niches of this marketplace. */
  marketplace?: MarketplaceTld | undefined;
  /** Only niches the user may change. */
  manageable?: boolean;
  /** The chosen niche's label as the picker shows it: showing it is not a search. */
  shownLabel?: string | undefined;
  enabled?: boolean;
}

/**
 * The niches a searchable picker offers, read from the server a page at a time: what is typed
 * searches the labels, and reaching the bottom of the list loads the next page.
 */
export function useNicheChoices(orgId: number, options: NicheChoicesOptions = {}) {
  const { marketplace, manageable = false, shownLabel, enabled = true } = options;
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed === shownLabel ? '' : typed.trim(), SEARCH_DEBOUNCE_MS);
  const query = { search, marketplace, manageable: manageable ? 'true' : 'false' } as const;
  const pages = useInfiniteQuery({
    queryKey: endpointKey(diveEndpoints.nicheChoices, { params: { orgId }, query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(diveEndpoints.nicheChoices, {
        params: { orgId },
        query: { ...query, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.currentPage + 1 : undefined),
    enabled,
  });
  const choices: NicheChoice[] = pages.data?.pages.flatMap((page) => page.data) ?? [];
  return {
    choices,
    loading: pages.isPending && enabled,
    failed: pages.isError,
    /** For a searchable Select: what is typed, and the list's end loading more. */
    selectProps: {
      searchValue: typed,
      onSearchChange: setTyped,
      filter: shownAsSent,
      scrollAreaProps: {
        onBottomReached: () => {
          if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
        },
      },
    },
  };
}
