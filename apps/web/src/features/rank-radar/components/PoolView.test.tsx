import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PoolView } from './PoolView';

const pool = {
  keywords: [
    {
      keyword: 'garlic mincer',
      searchVolume: 1200,
      organicRank: 14,
      sponsoredRank: null,
      ppcSpend: 3.5,
      isNew: true,
    },
    {
      keyword: 'garlic slicer',
      searchVolume: 336,
      organicRank: null,
      sponsoredRank: 20,
      ppcSpend: null,
      isNew: false,
    },
  ],
};

describe('Blind Spend pool', () => {
  it('offers checkboxes and actions only with the edit permission', async () => {
    mockFetch([{ path: '/api/orgs/1/krt/2/pool/keywords', body: pool }]);
    const { unmount } = renderWithProviders(
      <PoolView orgId={1} krtId={2} marketplace="com" canManage />,
    );
    expect(await screen.findByRole('checkbox', { name: 'Select garlic mincer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to tracking' })).toBeTruthy();
    unmount();

    renderWithProviders(<PoolView orgId={1} krtId={2} marketplace="com" canManage={false} />);
    expect(await screen.findByText('garlic mincer')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add to tracking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('shows a volume at or below the cutoff as ≤450 with its tooltip', async () => {
    mockFetch([{ path: '/api/orgs/1/krt/2/pool/keywords', body: pool }]);
    renderWithProviders(<PoolView orgId={1} krtId={2} marketplace="com" canManage />);
    const low = await screen.findByText('≤450');
    expect(low.title).toBe('Search volume is 450 or lower');
    expect(screen.getByText('1,200')).toBeTruthy();
  });

  it('shows PPC spend in the marketplace currency, as the heatmap does', async () => {
    mockFetch([{ path: '/api/orgs/1/krt/2/pool/keywords', body: pool }]);
    renderWithProviders(<PoolView orgId={1} krtId={2} marketplace="de" canManage />);
    expect(await screen.findByText('3,50 €')).toBeTruthy();
  });
});
