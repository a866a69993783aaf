import {
  DIVE_MESSAGES,
  DIVE_REDIRECT_PAUSE_MS,
  DIVE_TEXT,
  DiveStatus,
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
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeRealtimeServer } from '../../../test/fake-realtime';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DiveSessionProvider } from '../hooks/dive-session';
import { readActiveDive, writeActiveDive, type ActiveDive } from '../lib/active-dive';
import { DiveProgressHost, linkPath } from './DiveProgressHost';

const sndId = '7a1f8e0e-63c2-4b38-9d1c-7d1b0d0a2f11';
const snd = 'snd-discovery0001';
const dive = 'dive-dive00000001';
const statusPath = `/api/orgs/1/dives/${sndId}`;
const running = DiveStatus.parse({
  sndId,
  status: 'running',
  step: 'SND_COMPETITORS_SELECTION',
  progress: 0,
  text: DIVE_TEXT.starting,
  errorMessage: null,
  chained: true,
  progressBarId: 'discovery0001',
  link: null,
});

/** The signed-in app around a page at `path`, with the dive of the session (if any) running. */
function openApp(path: string, active?: Partial<ActiveDive>) {
  if (active) {
    writeActiveDive({
      orgId: 1,
      sndId,
      progressBarIds: { discovery: 'discovery0001', dive: 'dive00000001' },
      ...active,
    });
  }
  const root = createRootRoute({
    component: () => (
      <DiveSessionProvider>
        <Outlet />
        <DiveProgressHost />
      </DiveSessionProvider>
    ),
  });
  const page = (at: string, title: string) =>
    createRoute({ getParentRoute: () => root, path: at, component: () => <h1>{title}</h1> });
  const router = createRouter({
    routeTree: root.addChildren([
      page(webRoutes.home, 'Niche pipeline'),
      page(webRoutes.diveBox, 'Dive box'),
      page(webRoutes.nicheMkl, 'Main keyword list'),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const progressDialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Smart Niche Dive' }));

describe('linkPath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/niche/9/niche-analysis/mkl', '/niche/9/niche-analysis/mkl'],
    [
      'https://app.example.com/niche/9/niche-analysis/mkl?tab=2#top',
      '/niche/9/niche-analysis/mkl?tab=2#top',
    ],
    ['//elsewhere.example/niche/9', '/niche/9'],
    ['http://', '/'],
  ])('turns %j into the in-app path %j', (link, path) => {
    expect(linkPath(link)).toBe(path);
  });
});

describe('DiveProgressHost', () => {
  it('shows nothing and follows nothing without a dive in progress', async () => {
    const realtime = fakeRealtimeServer();
    const { calls } = mockFetch([]);
    openApp(webRoutes.home);
    expect(await screen.findByRole('heading', { name: 'Niche pipeline' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(realtime.channels()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('shows the progress as events arrive, then opens the niche built', async () => {
    const realtime = fakeRealtimeServer();
    mockFetch([{ path: statusPath, body: running }]);
    const { router } = openApp(webRoutes.home, {});
    const dialog = await progressDialog();
    expect(realtime.channels().sort()).toEqual([dive, snd]);
    const shown = (text: string, percent: number) => {
      expect(dialog.getByText(text)).toBeTruthy();
      const bar = dialog.getByRole('progressbar', { name: 'Niche Dive progress' });
      expect(bar.getAttribute('aria-valuenow')).toBe(String(percent));
    };
    shown(DIVE_TEXT.starting, 0);

    realtime.emit(snd, 'progress', { percentage: 60, text: 'Searching "garlic press"' });
    shown('Searching "garlic press"', 30);
    realtime.emit(snd, 'completed', { success: true });
    shown(DIVE_TEXT.discovered, 50);
    realtime.emit(dive, 'progress', { percentage: 80, text: 'Collecting keywords' });
    shown('Collecting keywords', 90);

    vi.useFakeTimers();
    realtime.emit(dive, 'v2-completed', { success: true, link: '/niche/9/niche-analysis/mkl' });
    shown(DIVE_TEXT.redirecting, 100);
    await act(() => vi.advanceTimersByTimeAsync(DIVE_REDIRECT_PAUSE_MS - 100));
    expect(router.state.location.pathname).toBe(webRoutes.home);
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Main keyword list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/niche/9/niche-analysis/mkl');
    // Pushed: Back returns to the page the dive was followed on.
    expect(router.history.length).toBe(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readActiveDive()).toBeNull();
  });

  it('a weak hero says so and goes back to a new Niche Dive in place of the dive box', async () => {
    const realtime = fakeRealtimeServer();
    mockFetch([{ path: statusPath, body: running }]);
    const { router } = openApp(webRoutes.diveBox, {});
    const dialog = await progressDialog();
    realtime.emit(snd, 'completed', {
      success: false,
      errorCode: 'WEAK_HERO',
      errorMessage: DIVE_TEXT.weakHero,
    });
    const alert = within(dialog.getByRole('alert'));
    expect(alert.getByRole('heading', { name: DIVE_MESSAGES.weakHeroHeading })).toBeTruthy();
    expect(alert.getByText(DIVE_MESSAGES.weakHeroBody)).toBeTruthy();
    // A reload no longer brings the failed dive back.
    await waitFor(() => expect(readActiveDive()).toBeNull());

    fireEvent.click(alert.getByRole('button', { name: DIVE_MESSAGES.weakHeroButton }));
    expect(await screen.findByRole('heading', { name: 'Niche pipeline' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ openSndModal: true });
    expect(router.history.length).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readActiveDive()).toBeNull();
  });

  it('the error screen of a failed dive closes with Escape and stays where the user is', async () => {
    const realtime = fakeRealtimeServer();
    mockFetch([{ path: statusPath, body: running }]);
    const { router } = openApp(webRoutes.home, {});
    const dialog = await progressDialog();
    realtime.emit(snd, 'completed', {
      success: false,
      errorCode: 'WEAK_HERO',
      errorMessage: DIVE_TEXT.weakHero,
    });
    await dialog.findByRole('alert');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(webRoutes.home);
    expect(router.state.location.search).toEqual({});
    expect(readActiveDive()).toBeNull();
  });

  it("a Dive Again stopped by the quota shows the server's reason and goes back to its niche", async () => {
    const realtime = fakeRealtimeServer();
    const mock = mockFetch([{ path: statusPath, body: running }]);
    const { router } = openApp(webRoutes.home, { nicheId: 7 });
    const dialog = await progressDialog();
    await waitFor(() => expect(mock.calls.map((c) => c.path)).toEqual([statusPath]));
    realtime.emit(snd, 'completed', { success: true });
    // The event gives only the code; the stored status has the reason.
    mock.routes.push({
      path: statusPath,
      body: DiveStatus.parse({
        ...running,
        status: 'failed',
        step: 'ERROR',
        progress: 1,
        text: DIVE_TEXT.diveFailed,
        errorMessage: DIVE_MESSAGES.divedAsinsLimit,
      }),
    });
    realtime.emit(dive, 'v2-completed', { success: false, errorCode: 'QUOTA' });
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain(DIVE_MESSAGES.divedAsinsLimit);
    expect(alert.textContent).not.toContain(DIVE_TEXT.diveFailed);

    fireEvent.click(within(alert).getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Main keyword list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/niche/7/niche-analysis/mkl');
    expect(router.state.location.search).toEqual({ showDiveAgainPopup: true });
    expect(router.history.length).toBe(2);
    expect(readActiveDive()).toBeNull();
  });
});
