import { SCORECARD_QUESTIONS, type Scorecard } from '@fathom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ScorecardSection } from './ScorecardSection';

const scored = (id: string, figure: number): Scorecard['questions'][number] => {
  const q = SCORECARD_QUESTIONS.find((x) => x.id === id)!;
  return {
    id,
    section: q.section,
    source: 'data',
    figure,
    answer: null,
    verdict: 'neutral',
    points: 0,
  };
};

// The figure is the first number of its question's row; the points come last.
const figureOf = (question: string) =>
  within(screen.getByRole('group', { name: question })).getAllByText(/^[\d.,]+%?$/)[0]!.textContent;

describe('ScorecardSection', () => {
  it('writes each figure as the other niche pages write it', () => {
    renderWithProviders(
      <ScorecardSection
        nicheId={1}
        marketplace="com"
        title="Figures"
        questions={[
          scored('competitionStrength', 0.716),
          scored('competitionVeryStrong', 0.2),
          scored('profitabilityMargin', 0.48716),
          scored('demandSearchVolume', 21500),
        ]}
        disabled={false}
        onAnswer={() => {}}
      />,
    );
    // A score with two decimals, as on Overview and the MKL page (not 71.6%).
    expect(figureOf('Is the competition strength below 0.60?')).toBe('0.72');
    // A share of the competitors as a whole percentage, as in the pipeline.
    expect(figureOf('Are fewer than 20% of the competitors very strong?')).toBe('20%');
    // PROFITS' margin with two decimals, as the Profits page shows it.
    expect(
      figureOf('Does the product keep at least 25% of its price as net revenue (PROFITS)?'),
    ).toBe('48.72%');
    expect(figureOf('Do the visible keywords have a total search volume of at least 20,000?')).toBe(
      '21,500',
    );
  });
});
