import { RANK_MESSAGES, webRoutes, type TrackableNiche, type Tracker } from '@fathom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute, type RecordedCall } from '../../../test/fetch-mock';
import { createQueryClient } from '../../../lib/query-client';
import { quotaUsage, rankTracker } from '../../../test/fixtures';
import { renderInRouter } from '../../../test/render';
import { NewRankRadarModal } from './NewRankRadarModal';

const ASIN = 'B0YEY4SBXU';
const niche: TrackableNiche = {
  nicheId: 42,
  nicheLabel: 'garlic press',
  marketplace: 'com',
  newestResearchDate: '2026-02-01T00:00:00Z',
  numVisibleKeywords: 120,
};
const tracker = rankTracker();

/** A dive the server starts and reports done, having built niche 77. */
const sndId = '1b4e28ba-2fa1-4d2e-883f-0016d3cca427';
const diveBuildingNiche77: MockRoute[] = [
  { method: 'POST', path: '/api/orgs/1/dives', body: { sndId } },
  {
    path: `/api/orgs/1/dives/${sndId}`,
    body: {
      sndId,
      status: 'completed',
      step: 'REDIRECTION',
      progress: 100,
      text: 'Done',
      errorMessage: null,
      chained: true,
      progressBarId: 'bar',
      link: '/niche/77',
    },
  },
];

interface Server {
  keywords?: [used: number, limit: number | null];
  diveAsins?: [used: number, limit: number | null];
  holding?: TrackableNiche[];
  trackedBy?: Tracker[];
  extra?: MockRoute[];
}

function server({
  keywords = [0, null],
  diveAsins = [0, 6000],
  holding = [],
  trackedBy = [],
  extra = [],
}: Server = {}) {
  return mockFetch([
    {
      path: '/api/orgs/1/quotas',
      body: [
        quotaUsage('RANK_RADAR_KEYWORDS', ...keywords),
        quotaUsage('DIVED_ASINS', ...diveAsins),
      ],
    },
    // Both the niches holding the ASIN and the list of the Niche select.
    nichesAnswer(holding),
    { path: `/api/orgs/1/krt/niche/asin/${ASIN}`, body: trackedBy },
    ...extra,
  ]);
}

async function open() {
  const onClose = vi.fn();
  // The app's query client: answers stay fresh for 30 s, as they do for a user.
  const { router } = renderInRouter(
    <NewRankRadarModal orgId={1} opened onClose={onClose} />,
    createQueryClient(),
  );
  await screen.findByRole('dialog', { name: 'New Rank Radar' });
  return { onClose, router };
}

const asinInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'ASIN' });
const countInput = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Rank Radar search terms' });
const create = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create' });
const typeAsin = (value: string) => fireEvent.change(asinInput(), { target: { value } });
const nicheBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Niche' });
const isExisting = () =>
  screen.getByRole<HTMLInputElement>('radio', { name: 'Existing niche' }).checked;
const nichesAnswer = (data: TrackableNiche[]): MockRoute => ({
  path: '/api/orgs/1/krt/niches',
  body: { data, hasNext: false, currentPage: 1 },
});
const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

describe('NewRankRadarModal', () => {
  it('rejects an invalid ASIN, then asks the server about a valid one, upper-cased', async () => {
    const { calls } = server();
    await open();
    typeAsin('B0123');
    expect(screen.getByText('Enter an ASIN: B and 9 letters or digits, or 10 digits')).toBeTruthy();
    expect(create().disabled).toBe(true);

    typeAsin(` ${ASIN.toLowerCase()} `);
    expect(screen.queryByText(/Enter an ASIN/)).toBeNull();
    await waitFor(() => expect(create().disabled).toBe(false));
    expect(calls.some((c) => c.path === `/api/orgs/1/krt/niche/asin/${ASIN}?marketplace=com`)).toBe(
      true,
    );
    // Unlimited quota, new niche: the most a tracker may take.
    expect(countInput().value).toBe('500');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'New niche' }).checked).toBe(true);
    // The invalid ASIN was never sent.
    expect(calls.some((c) => c.path.includes('B0123'))).toBe(false);
  });

  it('switches to the niche holding the ASIN and tracks it there once, then opens the heatmap', async () => {
    const { calls } = server({
      holding: [niche],
      trackedBy: [{ ...tracker, id: 3 }],
      extra: [{ method: 'POST', path: '/api/orgs/1/krt', body: tracker }],
    });
    const { onClose, router } = await open();
    typeAsin(ASIN);
    expect(await screen.findByText(RANK_MESSAGES.alreadyTracked)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Existing niche' }).checked).toBe(
        true,
      ),
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Niche' }).value).toBe(
      'garlic press',
    );
    // The niche's 120 visible search terms are the most it can give.
    expect(countInput().value).toBe('120');

    fireEvent.click(create());
    fireEvent.click(create());
    expect(await screen.findByText('Tracking Basilpro Garlic Press')).toBeTruthy();
    expect(posts(calls, '/api/orgs/1/krt').map((c) => c.body)).toEqual([
      {
        asin: ASIN,
        marketplace: 'com',
        nicheId: 42,
        shouldTrackParentAndVariations: true,
        userSelectedNumberOfRankRadarKeywords: 120,
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(webRoutes.rankRadarHeatmap));
    expect(router.state.location.search).toMatchObject({ krtId: 9, view: 'overview' });
  });

  it('forgets the niche found for a previous ASIN when the ASIN changes', async () => {
    const { routes } = server({ holding: [niche] });
    await open();
    typeAsin(ASIN);
    await waitFor(() => expect(isExisting()).toBe(true));
    expect(nicheBox().value).toBe('garlic press');
    // No niche of the organization holds the next product.
    routes.push(nichesAnswer([]));
    typeAsin('B0NOTINANY');
    await waitFor(() => expect(isExisting()).toBe(false));
    expect(screen.queryByRole('combobox', { name: 'Niche' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Existing niche' }));
    expect(nicheBox().value).toBe('');
    expect(create().disabled).toBe(true);
  });

  it('lets shortcuts through the count box, refuses letters, and clamps a count above the maximum', async () => {
    server({ keywords: [193, 500] });
    await open();
    typeAsin(ASIN);
    await waitFor(() => expect(countInput().value).toBe('307'));
    const key = (init: { key: string; ctrlKey?: boolean; metaKey?: boolean }) =>
      fireEvent.keyDown(countInput(), init);
    expect(key({ key: 'a', ctrlKey: true })).toBe(true);
    expect(key({ key: 'v', metaKey: true })).toBe(true);
    expect(key({ key: 'x' })).toBe(false);
    expect(key({ key: '7' })).toBe(true);
    // Cleared, then 9, 9, 9 typed: above the maximum, the count becomes the maximum.
    for (const value of ['', '9', '99', '999'])
      fireEvent.change(countInput(), { target: { value } });
    await waitFor(() => expect(countInput().value).toBe('307'));
  });

  it('says when the search-term quota is used up, and keeps Create disabled', async () => {
    server({ keywords: [1000, 1000] });
    await open();
    typeAsin(ASIN);
    expect(await screen.findByText(RANK_MESSAGES.limitReached)).toBeTruthy();
    expect(screen.getByText(RANK_MESSAGES.keywordLimit)).toBeTruthy();
    expect(countInput().value).toBe('0');
    expect(create().disabled).toBe(true);
  });

  it('near the quota limit offers what is left, warns, and still allows Create', async () => {
    server({ keywords: [950, 1000] });
    await open();
    typeAsin(ASIN);
    expect(await screen.findByText(RANK_MESSAGES.almostAtLimit)).toBeTruthy();
    expect(countInput().value).toBe('50');
    expect(screen.queryByText(RANK_MESSAGES.limitReached)).toBeNull();
    expect(screen.queryByText(/Exceeds limit by/)).toBeNull();
    expect(create().disabled).toBe(false);
  });

  it('without Dive ASINs a new niche is refused and an existing one is suggested', async () => {
    server({ diveAsins: [6000, 6000] });
    await open();
    typeAsin(ASIN);
    expect(await screen.findByText(RANK_MESSAGES.diveAsinLimit)).toBeTruthy();
    expect(create().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Existing niche' }));
    expect(screen.queryByText(RANK_MESSAGES.diveAsinLimit)).toBeNull();
    // No niche chosen yet.
    expect(create().disabled).toBe(true);
  });

  it('builds a new niche with a dive, tracks in it, and on a failed track says so and starts over', async () => {
    const { calls } = server({
      extra: [
        ...diveBuildingNiche77,
        { method: 'POST', path: '/api/orgs/1/krt', status: 500, body: { message: 'Boom' } },
      ],
    });
    const { onClose, router } = await open();
    typeAsin(ASIN);
    await waitFor(() => expect(create().disabled).toBe(false));
    fireEvent.click(create());
    expect(await screen.findByText(RANK_MESSAGES.trackFailed)).toBeTruthy();
    expect(posts(calls, '/api/orgs/1/dives')[0]?.body).toMatchObject({
      asin: ASIN,
      marketplace: 'com',
      competitorsCount: 15,
      triggerDive: { numberOfCompetitors: 15 },
      shouldCreateRankRadar: false,
    });
    expect(posts(calls, '/api/orgs/1/krt').map((c) => c.body)).toEqual([
      expect.objectContaining({ nicheId: 77, userSelectedNumberOfRankRadarKeywords: 500 }),
    ]);
    await waitFor(() => expect(asinInput().value).toBe(''));
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('drops a niche of one marketplace when the user switches to another', async () => {
    const { routes } = server({ holding: [niche] });
    await open();
    typeAsin(ASIN);
    await waitFor(() => expect(nicheBox().value).toBe('garlic press'));
    // amazon.de holds no niche with this ASIN.
    routes.push(nichesAnswer([]));
    fireEvent.click(screen.getByRole('combobox', { name: 'Marketplace' }));
    fireEvent.click(await screen.findByRole('option', { name: /amazon\.de/ }));
    await waitFor(() => expect(nicheBox().value).toBe(''));
    expect(isExisting()).toBe(true);
    expect(create().disabled).toBe(true);
  });

  it('offers no more competitors than the Dive ASINs left', async () => {
    const { calls } = server({ diveAsins: [5990, 6000] });
    await open();
    typeAsin(ASIN);
    const competitors = screen.getByRole<HTMLInputElement>('combobox', { name: 'Competitors' });
    await waitFor(() => expect(competitors.value).toBe('10'));
    fireEvent.click(competitors);
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['5', '10']);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('after a niche was built but tracking failed, a retry tracks in that niche without a new dive', async () => {
    const { calls, routes } = server({
      extra: [
        ...diveBuildingNiche77,
        {
          method: 'POST',
          path: '/api/orgs/1/krt',
          status: 422,
          body: { message: 'This niche has no search terms to track' },
        },
      ],
    });
    await open();
    typeAsin(ASIN);
    await waitFor(() => expect(create().disabled).toBe(false));
    fireEvent.click(create());
    // The spec's words, and the server's reason beneath them.
    expect(await screen.findByText(RANK_MESSAGES.trackFailed)).toBeTruthy();
    expect(screen.getByText('This niche has no search terms to track')).toBeTruthy();
    await waitFor(() => expect(asinInput().value).toBe(''));

    // The dive built niche 77, which now holds the ASIN.
    routes.push(nichesAnswer([{ ...niche, nicheId: 77, nicheLabel: 'garlic press 2' }]));
    routes.push({ method: 'POST', path: '/api/orgs/1/krt', body: { ...tracker, nicheId: 77 } });
    typeAsin(ASIN);
    await waitFor(() => expect(nicheBox().value).toBe('garlic press 2'));
    fireEvent.click(create());
    expect(await screen.findByText('Tracking Basilpro Garlic Press')).toBeTruthy();
    expect(posts(calls, '/api/orgs/1/dives')).toHaveLength(1);
    expect(
      posts(calls, '/api/orgs/1/krt').map((c) => (c.body as { nicheId: number }).nicheId),
    ).toEqual([77, 77]);
  });
});
