import { channels } from '@fathom/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { fakeRealtimeServer } from '../../../test/fake-realtime';
import { createTestQueryClient } from '../../../test/render';
import { useOrganizationEvents } from './use-organization-events';

let server: ReturnType<typeof fakeRealtimeServer>;

function setup() {
  const queryClient = createTestQueryClient();
  const seed = (key: readonly unknown[]) => queryClient.setQueryData(key, { seeded: true });
  seed(queryKeys.niches.detail(7));
  seed(queryKeys.niches.competitors(7));
  seed(queryKeys.niches.keywords(7, 'mkl'));
  seed(queryKeys.niches.detail(8));
  seed(queryKeys.orgs.niches(3));
  seed(queryKeys.orgs.detail(3));
  seed(queryKeys.session.me());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useOrganizationEvents(3), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  const channel = channels.organization.name({ orgId: 3 });
  const emit = (event: string, data: unknown) => server.emit(channel, event, data);
  const deny = () => server.deny(channel, 'gone');
  return { stale, emit, deny, queryClient };
}

describe('useOrganizationEvents', () => {
  beforeEach(() => {
    server = fakeRealtimeServer();
  });

  it('a niche-changed event refreshes that niche and the pipeline, not other niches', () => {
    const { stale, emit } = setup();
    expect(server.channels()).toEqual(['org-3']);
    emit('niche-changed', { nicheId: 7 });
    expect(stale(queryKeys.niches.detail(7))).toBe(true);
    expect(stale(queryKeys.niches.competitors(7))).toBe(true);
    expect(stale(queryKeys.niches.keywords(7, 'mkl'))).toBe(true);
    expect(stale(queryKeys.orgs.niches(3))).toBe(true);
    expect(stale(queryKeys.niches.detail(8))).toBe(false);
  });

  it('a spaces-changed or labels-changed event refreshes the organization', () => {
    for (const event of ['spaces-changed', 'labels-changed']) {
      const { stale, emit } = setup();
      emit(event, {});
      expect(stale(queryKeys.orgs.detail(3))).toBe(true);
      expect(stale(queryKeys.niches.detail(7))).toBe(false);
    }
  });

  it('ignores a niche-changed event without a niche id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { stale, emit } = setup();
    emit('niche-changed', { nicheId: 'seven' });
    expect(stale(queryKeys.niches.detail(7))).toBe(false);
    vi.mocked(console.error).mockRestore();
  });

  it("a members-changed event refreshes the user's organizations and roles", () => {
    const { stale, emit } = setup();
    emit('members-changed', {});
    expect(stale(queryKeys.session.me())).toBe(true);
    expect(stale(queryKeys.orgs.detail(3))).toBe(true);
    expect(stale(queryKeys.niches.detail(7))).toBe(false);
  });

  it('a stopped channel drops the organization and reloads the user', () => {
    const { stale, deny, queryClient } = setup();
    deny();
    expect(queryClient.getQueryData(queryKeys.orgs.detail(3))).toBeUndefined();
    expect(stale(queryKeys.session.me())).toBe(true);
  });
});
