import type { NicheSummary, SpellingGroupsResponse } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../components/DataGrid/grid-test-setup';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SpellingGroupsView } from './SpellingGroupsView';

stubElementSizes();

const group = (keywords: [string, number][], edited = false) => ({
  canonical: keywords[0]![0],
  searchVolume: keywords.reduce((s, [, v]) => s + v, 0),
  keywords: keywords.map(([keyword, searchVolume]) => ({ keyword, searchVolume })),
  edited,
});
const before: SpellingGroupsResponse = {
  keywordCount: 3,
  groups: [
    group([
      ['garlic press', 5000],
      ['garlic presses', 1000],
    ]),
    group([['garlic crusher', 800]]),
  ],
};
const after: SpellingGroupsResponse = {
  keywordCount: 3,
  groups: [
    group(
      [
        ['garlic press', 5000],
        ['garlic presses', 1000],
        ['garlic crusher', 800],
      ],
      true,
    ),
  ],
};
const niche = (canManage: boolean) =>
  ({ id: 7, organizationId: 1, label: 'Garlic', canManage }) as NicheSummary;
const PATH = '/api/niches/7/keyword-groups';

function setup(canManage = true) {
  const fetch = mockFetch([
    { path: PATH, body: before },
    { method: 'POST', path: `${PATH}/merge`, body: after },
  ]);
  renderWithProviders(<SpellingGroupsView niche={niche(canManage)} />);
  return fetch;
}

describe('the normalizer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('merges the chosen groups and shows the merged group', async () => {
    const fetch = setup();
    const grid = await screen.findByRole('grid', { name: 'Garlic spelling groups' });
    await within(grid).findByRole('button', { name: 'garlic crusher' });
    const merge = screen.getByRole<HTMLButtonElement>('button', { name: 'Merge groups' });
    expect(merge.disabled).toBe(true);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select row 1' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select row 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Merge 2 groups' }));
    await waitFor(() =>
      expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
        keywords: ['garlic press', 'garlic crusher'],
      }),
    );
    expect(await screen.findByText('Merged 2 groups into one')).toBeTruthy();
    await waitFor(() =>
      expect(within(grid).queryByRole('button', { name: 'garlic crusher' })).toBeNull(),
    );
    fireEvent.click(within(grid).getByRole('button', { name: 'garlic press' }));
    const panel = screen.getByRole('region', { name: 'Spellings of “garlic press”' });
    expect(within(panel).getAllByRole('button', { name: /^Split out/ })).toHaveLength(3);
  });

  it('shows viewers the groups without the controls that change them', async () => {
    setup(false);
    const grid = await screen.findByRole('grid', { name: 'Garlic spelling groups' });
    fireEvent.click(await within(grid).findByRole('button', { name: 'garlic press' }));
    const panel = screen.getByRole('region', { name: 'Spellings of “garlic press”' });
    expect(within(panel).getByText('garlic presses')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /^Split out/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Merge/ })).toBeNull();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
  });
});
