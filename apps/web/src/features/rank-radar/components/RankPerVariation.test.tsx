import type { Tracker } from '@fathom/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { variationsTracker } from '../test/heatmap-fixtures';
import { RankPerVariationButton } from './RankPerVariation';

const tracker = variationsTracker(3);
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Rank per variation' });

describe('Rank per variation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is disabled for root rows, for other than one term and for a product of one ASIN', () => {
    const cases: [Tracker, number[], boolean][] = [
      [tracker, [3], true],
      [tracker, [3, 4], false],
      [tracker, [], false],
      [{ ...tracker, asins: ['B0CHILD001'] }, [3], false],
    ];
    for (const [product, ids, roots] of cases) {
      const { unmount } = renderWithProviders(
        <RankPerVariationButton orgId={1} tracker={product} keywordIds={ids} roots={roots} />,
      );
      expect(button().disabled).toBe(true);
      unmount();
    }
    renderWithProviders(
      <RankPerVariationButton orgId={1} tracker={tracker} keywordIds={[3]} roots={false} />,
    );
    expect(button().disabled).toBe(false);
  });

  it("lists each ASIN's organic rank per day and the no-ASIN bucket", async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/orgs/1/krt/5/krt-keyword/rank-per-variation/krtKeywords',
        body: {
          dates: ['2026-02-09', '2026-02-10'],
          keywords: [
            {
              keywordId: 3,
              keyword: 'linen shirt',
              variations: [
                { asin: 'B0CHILD001', organicRank: [4, 3] },
                { asin: 'B0CHILD002', organicRank: [null, 17] },
                { asin: null, organicRank: [40, null] },
              ],
            },
          ],
        },
      },
    ]);
    renderWithProviders(
      <RankPerVariationButton orgId={1} tracker={tracker} keywordIds={[3]} roots={false} />,
    );
    fireEvent.click(button());
    const table = await screen.findByRole('table', { name: 'Rank per variation of linen shirt' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'ASIN2026-02-092026-02-10',
      'B0CHILD00143',
      'B0CHILD002–17',
      'No ASIN40–',
    ]);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ keywordIds: [3] });
  });
});
