import { orgEndpoints, sessionEndpoints } from '@fathom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { ApiError, NETWORK_ERROR_MESSAGE, apiRequest, callApi } from './api-client';

const space = { id: 3, name: 'Kitchen', memberIds: ['u1'], createdAt: '2025-01-02T10:00:00.000Z' };

describe('callApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fills path parameters, sends JSON with the session cookie and returns the parsed body', async () => {
    const { calls } = mockFetch([{ method: 'PATCH', path: '/api/orgs/1/spaces/3', body: space }]);

    const result = await callApi(orgEndpoints.renameSpace, {
      params: { orgId: 1, spaceId: 3 },
      body: { name: 'Kitchen' },
    });

    expect(result).toEqual(space);
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/orgs/1/spaces/3',
        body: { name: 'Kitchen' },
        credentials: 'include',
      },
    ]);
  });

  it("throws an ApiError with the status and the server's message", async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/orgs/1/spaces',
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'A space named Kitchen already exists',
        },
      },
    ]);

    const error = await callApi(orgEndpoints.createSpace, {
      params: { orgId: 1 },
      body: { name: 'Kitchen' },
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      error: 'Conflict',
      message: 'A space named Kitchen already exists',
    });
  });

  it('reports a 401 from /api/me as an ApiError', async () => {
    mockFetch([{ path: '/api/me', status: 401, body: { message: 'Unauthorized' } }]);
    await expect(callApi(sessionEndpoints.me)).rejects.toMatchObject({ status: 401 });
  });

  it('uses a generic message when the error body has none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 502, statusText: 'Bad Gateway' }))),
    );
    await expect(apiRequest('/api/health')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed (502 Bad Gateway)',
    });
  });

  it('turns a network failure into a readable ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/health')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('rejects a response that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch([{ path: '/api/orgs/1/labels', body: [{ id: 'x' }] }]);
    await expect(callApi(orgEndpoints.listLabels, { params: { orgId: 1 } })).rejects.toMatchObject({
      message: 'The server sent an unexpected response.',
    });
  });

  it('adds query values and skips empty ones', async () => {
    const { calls } = mockFetch([{ path: '/api/things', body: {} }]);
    await apiRequest('/api/things', { query: { page: 2, q: undefined, tag: ['a', 'b'] } });
    expect(calls[0]?.path).toBe('/api/things?page=2&tag=a&tag=b');
  });
});
