import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { nicheSummary } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { NicheResearchSummary } from './NicheResearchSummary';

// 03:00 UTC on 7 December is still 6 December in the US marketplace (Los Angeles time).
const lateDive = '2026-12-07T03:00:00Z';

const niche = nicheSummary({
  id: 5,
  jobCount: 2,
  oldestResearchDate: '2026-11-10T12:00:00Z',
  newestResearchDate: lateDive,
});

describe('NicheResearchSummary', () => {
  it('dates the dives by the marketplace’s day, as the Deep dive does', async () => {
    mockFetch([
      {
        path: '/api/niches/5/researches',
        body: [
          {
            id: 2,
            label: 'garlic press',
            heroAsin: 'B0YEY4SBXU',
            numCompetitors: 15,
            numKeywords: 1234,
            numMklKeywords: 456,
            createdAt: lateDive,
          },
        ],
      },
    ]);
    renderWithProviders(<NicheResearchSummary niche={niche} />);
    const summary = screen.getByRole('button', { name: '2 dives, latest 2026-12-06' });
    fireEvent.click(summary);
    const history = await screen.findByRole('table', { name: 'Dive history' });
    expect(await within(history).findByRole('cell', { name: '2026-12-06' })).toBeTruthy();
  });
});
