import {
  CAMPAIGN_LIST_ERROR,
  emptySqpData,
  type AdDataResponse,
  type HeatmapKeyword,
} from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { adData, heatmapTerm, twoDayHeatmap, variationsTracker } from '../test/heatmap-fixtures';
import { TermDrawer } from './TermDrawer';

const tracker = variationsTracker(2);

const advertised = heatmapTerm(3, 'linen shirt', 80);
const quiet = heatmapTerm(4, 'cotton shirt', null);
const heatmap = twoDayHeatmap([advertised, quiet], emptySqpData('NOT_PUBLISHED'));

const campaign = {
  marketplace: 'com',
  impressions: 1000,
  clicks: 50,
  spend: 40,
  sales: 100,
  orders: 5,
};
const answer = (campaigns: AdDataResponse['keywords'][number]['campaigns']): AdDataResponse => ({
  from: '2026-02-09',
  to: '2026-02-10',
  keywords: [{ keywordId: 3, keyword: 'linen shirt', adData, campaigns }],
  aggregate: adData,
  totalAdDataKeywordCount: campaigns.length ? 1 : 0,
});
const AD_DATA = '/api/orgs/1/krt/5/krt-keyword/ad-data/krtKeywords';
const highlightsRoute = {
  path: '/api/orgs/1/krt/5/highlights',
  body: { highlights: [], firstDay: '2026-02-01' },
};
const prerequisite = (requireAmazonConnection: 'YES' | 'NO') => ({
  path: '/api/orgs/1/krt/5/ppc-prerequisite',
  body: {
    requireAmazonConnection,
    lastUpdated: '2026-01-01T00:00:00Z',
    marketplaceSupported: true,
  },
});
const sqpStatus = (status: string, marketplaceSupported = true) => ({
  path: '/api/orgs/1/krt/5/sqp-coverage',
  body: { status, weeks: [], marketplaceSupported },
});

const tab = (name: string) => screen.getByRole<HTMLButtonElement>('tab', { name });
const show = (keyword: HeatmapKeyword, product = tracker, onClose = () => {}, map = heatmap) =>
  renderWithProviders(
    <TermDrawer
      orgId={1}
      tracker={product}
      heatmap={map}
      keyword={keyword}
      location="/rank-radar/heatmap?krtId=5"
      onClose={onClose}
    />,
  );

describe('search term drawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens on the term's rank history and disables the tabs without data", async () => {
    mockFetch([highlightsRoute, prerequisite('YES'), sqpStatus('NO_CONNECTION')]);
    show(quiet, { ...tracker, asins: ['B0CHILD001'] });
    expect(tab('Rank history').getAttribute('aria-selected')).toBe('true');
    const history = await screen.findByRole('table', { name: 'Rank history of cotton shirt' });
    const rows = within(history).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DayOrganic rankImpression rank',
      '2026-02-1043',
      '2026-02-0943',
    ]);
    expect(tab('PPC Data').disabled).toBe(true);
    expect(tab('SQP Data').disabled).toBe(true);
    expect(tab('Top Variation').disabled).toBe(true);
    expect(tab('PPC Data').title).toBe('PPC Data is disabled when no PPC data is available');
    expect(tab('Top Variation').title).toBe(
      'Top Variation is disabled when the product has fewer than 2 ASINs',
    );
    // Why the data tabs are off shows under them, with the way to connect.
    const ppc = await screen.findByRole('status', { name: 'PPC Data Not Available' });
    expect(within(ppc).getByText(/^Amazon connection not available/)).toBeTruthy();
    const sqp = await screen.findByRole('status', { name: 'SQP Data Not Available' });
    expect(
      within(sqp).getByRole('link', { name: 'Set up the Amazon connection' }).getAttribute('href'),
    ).toBe('/settings/amazon-connections');
    expect(screen.getByRole('link', { name: 'Amazon connections' }).getAttribute('href')).toBe(
      '/settings/amazon-connections',
    );
  });

  it('points to the Amazon connections while PPC data is only awaited', async () => {
    mockFetch([highlightsRoute, prerequisite('NO'), sqpStatus('OK')]);
    show(quiet);
    const ppc = await screen.findByRole('status', { name: 'PPC Data Not Available' });
    expect(within(ppc).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Amazon connections' }).getAttribute('href')).toBe(
      '/settings/amazon-connections',
    );
  });

  it('reads each data tab its own marketplace support', async () => {
    mockFetch([highlightsRoute, prerequisite('YES'), sqpStatus('NO_CONNECTION', false)]);
    show(quiet);
    const ppc = await screen.findByRole('status', { name: 'PPC Data Not Available' });
    expect(within(ppc).getByText(/^Amazon connection not available/)).toBeTruthy();
    const sqp = await screen.findByRole('status', { name: 'SQP Data Not Available' });
    expect(within(sqp).getByText('Marketplace not supported')).toBeTruthy();
    expect(within(sqp).queryByRole('link')).toBeNull();
  });

  it("reads the term's SQP weeks in the SQP Data tab when the window has SQP data", async () => {
    const sqpData = { ...emptySqpData('COMPLETED'), searchQueryVolume: 1200 };
    const reported = { ...advertised, sqpData };
    const { calls } = mockFetch([
      highlightsRoute,
      {
        method: 'POST',
        path: '/api/orgs/1/krt/5/krt-keyword/sqp-data/krtKeywords',
        body: {
          from: '2026-02-09',
          to: '2026-02-10',
          weeks: [],
          keywords: [
            {
              keywordId: 3,
              keyword: 'linen shirt',
              sqpData,
              rows: [
                { ...sqpData, asin: 'B0CHILD001', startDate: '2026-02-01', endDate: '2026-02-07' },
              ],
            },
          ],
          aggregate: sqpData,
        },
      },
    ]);
    show(reported, tracker, () => {}, {
      ...heatmap,
      keywords: [reported, quiet],
      coverage: { ...heatmap.coverage, hasNoSqpDataForAllKeywords: false },
    });
    expect(tab('SQP Data').disabled).toBe(false);
    fireEvent.click(tab('SQP Data'));
    const table = await screen.findByRole('table', { name: 'SQP data of linen shirt' });
    expect(within(table).getByText('B0CHILD001')).toBeTruthy();
    expect(
      screen.getByText(/It is normal for some search terms to be missing from SQP reports/),
    ).toBeTruthy();
    expect(calls.find((c) => c.path.includes('sqp-data'))?.body).toMatchObject({
      keywordIds: [3],
    });
  });

  it('lists the campaigns of the term and opens a campaign with its campaign manager link', async () => {
    const { calls } = mockFetch([
      highlightsRoute,
      {
        method: 'POST',
        path: AD_DATA,
        body: answer([
          { ...campaign, campaignName: 'Shirt - Exact', matchTypes: ['EXACT'] },
          { ...campaign, campaignName: 'Shirt - Auto', matchTypes: ['AUTO'] },
        ]),
      },
    ]);
    const closeTerm = vi.fn();
    show(advertised, tracker, closeTerm);
    expect(tab('PPC Data').disabled).toBe(false);
    expect(tab('Top Variation').disabled).toBe(false);
    fireEvent.click(tab('PPC Data'));
    const table = await screen.findByRole('table', { name: 'PPC campaigns of linen shirt' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Shirt - Exact',
      'Shirt - Auto',
    ]);
    expect(screen.getByText('40.00%')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      keywordIds: [3],
      from: '2026-02-09',
      to: '2026-02-10',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Shirt - Auto' }));
    const link = await screen.findByRole('link', { name: 'Open in the campaign manager' });
    expect(link.getAttribute('href')).toBe('https://advertising.amazon.com/campaign-manager');
    // The campaign's money in the marketplace's currency, as in the table.
    expect(screen.getByText('Spend $40.00, sales $100.00')).toBeTruthy();
    // Escape closes the campaign drawer alone: the term's drawer stays open under it.
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open in the campaign manager' })).toBeNull(),
    );
    expect(closeTerm).not.toHaveBeenCalled();
  });

  it('says the campaign list failed, and that there is no PPC data for the dates', async () => {
    mockFetch([highlightsRoute, { method: 'POST', path: AD_DATA, status: 500, body: {} }]);
    const { unmount } = show(advertised);
    fireEvent.click(tab('PPC Data'));
    expect(await screen.findByText(CAMPAIGN_LIST_ERROR)).toBeTruthy();
    unmount();
    mockFetch([
      highlightsRoute,
      { method: 'POST', path: AD_DATA, body: answer([]) },
      prerequisite('NO'),
    ]);
    show(advertised);
    fireEvent.click(tab('PPC Data'));
    const panel = screen.getByRole('tabpanel');
    expect(
      await within(panel).findByRole('heading', { name: 'PPC Data Not Available' }),
    ).toBeTruthy();
    expect(within(panel).getByText('No data for the selected dates.')).toBeTruthy();
  });

  it('closes when the route changes', () => {
    mockFetch([highlightsRoute]);
    const onClose = vi.fn();
    function Routed() {
      const [location, setLocation] = useState('/rank-radar/heatmap?krtId=5');
      return (
        <>
          <button
            type="button"
            onClick={() => setLocation('/rank-radar/heatmap?krtId=5&view=pool')}
          >
            Go to the pool
          </button>
          <TermDrawer
            orgId={1}
            tracker={tracker}
            heatmap={heatmap}
            keyword={advertised}
            location={location}
            onClose={onClose}
          />
        </>
      );
    }
    renderWithProviders(<Routed />);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the pool', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
