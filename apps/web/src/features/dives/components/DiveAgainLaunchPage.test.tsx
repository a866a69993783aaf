import {
  DIVE_MESSAGES,
  DIVE_REDIRECT_PAUSE_MS,
  DIVE_TEXT,
  StartDiveBody,
  webRoutes,
} from '@fathom/contract';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeRealtimeServer } from '../../../test/fake-realtime';
import { mockFetch, type MockRoute, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { readPendingTrigger, writePendingTrigger } from '../../../entities/niches/pending-trigger';
import { DiveSessionProvider } from '../hooks/dive-session';
import { readActiveDive } from '../lib/active-dive';
import { DiveAgainLaunchPage } from './DiveAgainLaunchPage';
import { DiveProgressHost } from './DiveProgressHost';

const sndId = '7a1f8e0e-63c2-4b38-9d1c-7d1b0d0a2f11';
const nicheMkl = '/niche/7/niche-analysis/mkl';

/** What the Dive Again modal leaves for a new hero, 20 competitors, one locked, one excluded. */
const leaveTrigger = (ready = true) =>
  writePendingTrigger({
    ready,
    orgId: 1,
    asin: 'B0COMP0003',
    marketplace: 'com',
    competitorsCount: 20,
    nicheId: 7,
    nicheLabel: 'garlic press',
    lockedAsins: ['B0COMP0002'],
    excludedAsins: ['B0COMP0004'],
  });

function server(extra: MockRoute[] = []) {
  return mockFetch([
    { method: 'POST', path: '/api/orgs/1/dives', body: { sndId } },
    {
      path: `/api/orgs/1/dives/${sndId}`,
      body: {
        sndId,
        status: 'running',
        step: 'SND_COMPETITORS_SELECTION',
        progress: 0,
        text: DIVE_TEXT.starting,
        errorMessage: null,
        chained: true,
        progressBarId: 'discovery0001',
        link: null,
      },
    },
    ...extra,
  ]);
}

const starts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/orgs/1/dives');

/** The app's screens around the launch screen, which the niche page's modal opened (a push). */
function openLaunchScreen() {
  const root = createRootRoute({
    component: () => (
      <DiveSessionProvider>
        <Outlet />
        <DiveProgressHost />
      </DiveSessionProvider>
    ),
  });
  const page = (path: string, component: () => ReactNode) =>
    createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([
      page(webRoutes.home, () => <h1>Niche pipeline</h1>),
      page(webRoutes.diveAgain, DiveAgainLaunchPage),
      page(webRoutes.nicheMkl, () => <h1>Main keyword list</h1>),
    ]),
    history: createMemoryHistory({ initialEntries: [nicheMkl, webRoutes.diveAgain] }),
  });
  // Strict Mode as in the app (main.tsx): the launch effect runs twice.
  const view = renderWithProviders(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { ...view, router };
}

const progressDialog = () => screen.findByRole('dialog', { name: 'Smart Niche Dive' });

describe('Dive Again launch screen', () => {
  it('starts the pending Dive Again once, as the trigger says, and forgets the trigger', async () => {
    const { calls } = server();
    const trigger = leaveTrigger();
    const { unmount } = openLaunchScreen();
    const status = await screen.findByRole('status', { name: 'Starting Niche Dive Again' });
    expect(within(status).getByText('garlic press')).toBeTruthy();
    await progressDialog();

    expect(starts(calls)).toHaveLength(1);
    const body = starts(calls)[0]!.body as StartDiveBody;
    expect(body).toEqual({
      asin: 'B0COMP0003',
      marketplace: 'com',
      competitorsCount: 20,
      origin: 'dive-again',
      progressBarId: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      idempotencyKey: trigger.id,
      triggerDive: {
        numberOfCompetitors: 20,
        diveOrigin: 'dive-again',
        progressBarId: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      },
      shouldCreateRankRadar: false,
      nicheId: 7,
      lockedAsins: ['B0COMP0002'],
      excludedAsins: ['B0COMP0004'],
    });
    expect(StartDiveBody.safeParse(body).success).toBe(true);
    expect(body.triggerDive?.progressBarId).not.toBe(body.progressBarId);
    expect(readPendingTrigger()).toBeNull();
    expect(readActiveDive()).toMatchObject({ orgId: 1, sndId, nicheId: 7 });

    // A reload: the progress modal comes back from the session, the launch screen starts nothing.
    unmount();
    const { router } = openLaunchScreen();
    await progressDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe(webRoutes.home));
    expect(starts(calls)).toHaveLength(1);
  });

  it('shows the progress as the events arrive and replaces itself with the niche built', async () => {
    const realtime = fakeRealtimeServer();
    const { calls } = server();
    leaveTrigger();
    const { router } = openLaunchScreen();
    const dialog = within(await progressDialog());
    const body = starts(calls)[0]!.body as StartDiveBody;
    const snd = `snd-${body.progressBarId}`;
    const dive = `dive-${body.triggerDive!.progressBarId}`;
    await waitFor(() => expect(realtime.channels().sort()).toEqual([dive, snd]));
    const shown = (text: string, percent: number) => {
      expect(dialog.getByText(text)).toBeTruthy();
      const bar = dialog.getByRole('progressbar');
      expect(bar.getAttribute('aria-valuenow')).toBe(String(percent));
    };

    realtime.emit(snd, 'progress', { percentage: 40, text: 'Searching "garlic press"' });
    shown('Searching "garlic press"', 20);
    realtime.emit(snd, 'completed', { success: true });
    shown(DIVE_TEXT.discovered, 50);
    realtime.emit(dive, 'progress', { percentage: 50, text: 'Collecting keywords' });
    shown('Collecting keywords', 75);

    vi.useFakeTimers();
    realtime.emit(dive, 'v2-completed', { success: true, link: nicheMkl });
    shown(DIVE_TEXT.redirecting, 100);
    await act(() => vi.advanceTimersByTimeAsync(DIVE_REDIRECT_PAUSE_MS));
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Main keyword list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(nicheMkl);
    // The launch screen's entry was replaced: Back leads to where the Dive Again was opened.
    expect(router.history.length).toBe(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readActiveDive()).toBeNull();
    expect(starts(calls)).toHaveLength(1);
  });

  it('a start the server refuses shows its reason, goes back to the niche and charges nothing more', async () => {
    const { calls } = server([
      {
        method: 'POST',
        path: '/api/orgs/1/dives',
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: DIVE_MESSAGES.divedAsinsLimit },
      },
    ]);
    leaveTrigger();
    const { router } = openLaunchScreen();
    expect((await screen.findByRole('alert')).textContent).toBe(DIVE_MESSAGES.divedAsinsLimit);
    expect(await screen.findByRole('heading', { name: 'Main keyword list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(nicheMkl);
    expect(router.history.length).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readActiveDive()).toBeNull();
    expect(readPendingTrigger()).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/orgs/1/dives']);
  });

  it.each([
    ['no pending trigger', () => undefined],
    ['a trigger not ready', () => leaveTrigger(false)],
  ])('with %s it shows nothing, goes home and starts nothing', async (_, leave) => {
    const { calls } = server();
    leave();
    const { router } = openLaunchScreen();
    expect(await screen.findByRole('heading', { name: 'Niche pipeline' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webRoutes.home);
    expect(router.history.length).toBe(2);
    expect(screen.queryByRole('status', { name: 'Starting Niche Dive Again' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
