import type { SqpData, SqpDataResponse, SqpWeeklyRow } from '@fathom/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SqpDataTab } from './SqpDataTab';

const PATH = '/api/orgs/1/krt/5/krt-keyword/sqp-data/krtKeywords';
const empty: SqpData = {
  searchQueryScore: null,
  searchQueryVolume: null,
  numberOfDaysWithData: null,
  impressions: null,
  clicks: null,
  cartAdds: null,
  purchases: null,
  clicksClickRate: null,
  cartAddsCartAddRate: null,
  purchasesPurchaseRate: null,
  ctrTotal: null,
  ctrAsin: null,
  cvrTotal: null,
  cvrAsin: null,
  sqpStatus: 'NOT_MENTIONED',
};
const week = (asin: string, endDate: string, startDate: string) => ({ asin, startDate, endDate });
const completed: SqpWeeklyRow = {
  ...empty,
  ...week('B0CHILD001', '2026-02-07', '2026-02-01'),
  sqpStatus: 'COMPLETED',
  searchQueryScore: 2,
  searchQueryVolume: 1200,
  numberOfDaysWithData: 7,
  impressions: { totalCount: 30000, asinCount: 900, asinShare: 3 },
  clicks: { totalCount: 800, asinCount: 40, asinShare: 5 },
  cartAdds: { totalCount: 200, asinCount: 10, asinShare: 5 },
  purchases: { totalCount: 100, asinCount: 4, asinShare: 4 },
  ctrTotal: 2.67,
  ctrAsin: 4.44,
  cvrTotal: 12.5,
  cvrAsin: 10,
};
const answer = (rows: SqpWeeklyRow[]): SqpDataResponse => ({
  from: '2026-01-01',
  to: '2026-02-20',
  weeks: [],
  keywords: [{ keywordId: 3, keyword: 'linen shirt', sqpData: empty, rows }],
  aggregate: empty,
});

describe('SqpDataTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each ASIN and week with its status label and row colour', async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: PATH,
        body: answer([
          completed,
          { ...empty, ...week('B0CHILD002', '2026-02-07', '2026-02-01') },
          { ...empty, ...week('B0CHILD001', '2026-02-14', '2026-02-08'), sqpStatus: 'FAILED' },
          {
            ...empty,
            ...week('B0CHILD001', '2026-02-21', '2026-02-15'),
            sqpStatus: 'NOT_PUBLISHED',
          },
        ]),
      },
    ]);
    renderWithProviders(
      <SqpDataTab orgId={1} krtId={5} keywordId={3} from="2026-01-01" to="2026-02-20" />,
    );
    const table = await screen.findByRole('table', { name: 'SQP data of linen shirt' });
    expect(
      screen.getByText(/It is normal for some search terms to be missing from SQP reports/),
    ).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Available',
      'ST Not Mentioned',
      "We couldn't load this reportThe report is retried automatically. Contact support if it is still missing after 3 days.",
      'Available Next Wednesday',
    ]);
    const first = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first).toEqual([
      'B0CHILD001',
      '2026-02-01 – 2026-02-07',
      'Available',
      '7',
      '1,200',
      '30,000 / 900 / 3.00%',
      '800 / 40 / 5.00%',
      '200 / 10 / 5.00%',
      '100 / 4 / 4.00%',
      '2.67% / 4.44%',
      '12.50% / 10.00%',
    ]);
    expect(rows[0]!.style.backgroundColor).toBe('');
    expect(rows[1]!.style.backgroundColor).toBe('var(--mantine-color-gray-1)');
    expect(rows[2]!.style.backgroundColor).toBe('var(--mantine-color-red-0)');
    expect(rows[3]!.style.backgroundColor).toBe('var(--mantine-color-red-0)');
    expect(calls[0]!.body).toEqual({ keywordIds: [3], from: '2026-01-01', to: '2026-02-20' });
  });

  it('shows the empty state of the overall SQP status without weekly rows', async () => {
    mockFetch([
      { method: 'POST', path: PATH, body: answer([]) },
      {
        path: '/api/orgs/1/krt/5/sqp-coverage',
        body: { status: 'TOO_OLD', weeks: [], marketplaceSupported: true },
      },
    ]);
    renderWithProviders(<SqpDataTab orgId={1} krtId={5} keywordId={3} />);
    expect(await screen.findByRole('heading', { name: 'SQP Data Not Available' })).toBeTruthy();
    expect(screen.getByText('No data for the selected dates.')).toBeTruthy();
  });

  it("says the marketplace is not supported when SQP coverage says so, whatever PPC's", async () => {
    mockFetch([
      { method: 'POST', path: PATH, body: answer([]) },
      {
        path: '/api/orgs/1/krt/5/ppc-prerequisite',
        body: { requireAmazonConnection: 'NO', lastUpdated: null, marketplaceSupported: true },
      },
      {
        path: '/api/orgs/1/krt/5/sqp-coverage',
        body: { status: 'OK', weeks: [], marketplaceSupported: false },
      },
    ]);
    renderWithProviders(<SqpDataTab orgId={1} krtId={5} keywordId={3} />);
    const state = await screen.findByRole('status', { name: 'SQP Data Not Available' });
    expect(within(state).getByText('Marketplace not supported')).toBeTruthy();
    expect(within(state).queryByRole('link')).toBeNull();
  });

  it('says so when the data cannot be read', async () => {
    mockFetch([{ method: 'POST', path: PATH, status: 500, body: { message: 'boom' } }]);
    renderWithProviders(<SqpDataTab orgId={1} krtId={5} keywordId={3} />);
    expect(await screen.findByText('Something went wrong while feching the sqp data')).toBeTruthy();
  });
});
