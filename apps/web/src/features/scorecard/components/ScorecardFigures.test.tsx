import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { ScorecardSection } from './ScorecardSection';

const WAIT = { timeout: 10_000 };

const scored = (id: string, section: string, figure: number) => ({
  id,
  section,
  source: 'data' as const,
  figure,
  answer: null,
  verdict: 'neutral' as const,
  points: 0,
});

describe('ScorecardSection', () => {
  it('shows each figure as the other pages do: scores, shares, returns and counts', async () => {
    renderInRouter(
      <ScorecardSection
        nicheId={1}
        marketplace="com"
        title="Figures"
        disabled={false}
        onAnswer={vi.fn()}
        questions={[
          scored('competitionStrength', 'competition', 0.7154),
          scored('competitionVeryStrong', 'competition', 0.2),
          scored('profitabilityMargin', 'profitability', 0.25341),
          scored('demandMedianSales', 'demand', 1234),
        ]}
      />,
    );
    const figure = async (question: RegExp) =>
      // The figure, then the points.
      within(await screen.findByRole('group', { name: question }, WAIT)).getAllByText(
        /^[\d.,]+%?$/,
      )[0]!.textContent;
    expect(await figure(/competition strength below 0\.60/)).toBe('0.72');
    expect(await figure(/fewer than 20% of the competitors/)).toBe('20%');
    expect(await figure(/at least 25% of its price/)).toBe('25.34%');
    expect(await figure(/at least 300 units/)).toBe('1,234');
  });
});
