import { diveEndpoints, orgEndpoints } from '@fathom/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { createTestQueryClient } from '../test/render';
import { useEndpointMutation, useEndpointQuery } from './endpoint-query';
import { pathKey } from './query-keys';

const space = { id: 3, name: 'Kitchen', memberIds: [], createdAt: '2025-01-02T10:00:00.000Z' };

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('endpoint queries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a niche list by its path and refreshes every query of one niche with one prefix', async () => {
    const { calls } = mockFetch([
      { path: '/api/niches/7/keywords', body: [] },
      { path: '/api/niches/8/keywords', body: [] },
      { path: '/api/niches/7/exclusions', body: [] },
    ]);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => [
        useEndpointQuery(diveEndpoints.keywords, {
          params: { nicheId: 7 },
          query: { list: 'mkl' },
        }),
        useEndpointQuery(diveEndpoints.keywords, {
          params: { nicheId: 8 },
          query: { list: 'mkl' },
        }),
        useEndpointQuery(diveEndpoints.exclusions, { params: { nicheId: 7 } }),
      ],
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/niches/7/exclusions',
      '/api/niches/7/keywords?list=mkl',
      '/api/niches/8/keywords?list=mkl',
    ]);

    calls.length = 0;
    await act(() =>
      queryClient.invalidateQueries({ queryKey: pathKey('/api/niches/:nicheId', { nicheId: 7 }) }),
    );
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/niches/7/exclusions',
      '/api/niches/7/keywords?list=mkl',
    ]);
  });

  it('sends a mutation built from its variables and answers the parsed response', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: '/api/orgs/1/spaces', body: space }]);
    const { wrapper } = setup();
    const { result } = renderHook(
      () =>
        useEndpointMutation(orgEndpoints.createSpace, {
          request: (name: string) => ({ params: { orgId: 1 }, body: { name } }),
        }),
      { wrapper },
    );
    await expect(act(() => result.current.mutateAsync('Kitchen'))).resolves.toEqual(space);
    await waitFor(() => expect(result.current.data).toEqual(space));
    expect(calls).toMatchObject([
      { method: 'POST', path: '/api/orgs/1/spaces', body: { name: 'Kitchen' } },
    ]);
  });
});
