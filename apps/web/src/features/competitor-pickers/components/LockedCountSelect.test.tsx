import { SCHEDULE_MESSAGES } from '@fathom/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { countChoices } from '../lib/count-choices';
import { LockedCountSelect } from './LockedCountSelect';

const plenty = { used: 0, limit: 6000 };
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Competitors' });

describe('competitors count with locked competitors', () => {
  it('offers no count below the locked ones and explains why in a tooltip', async () => {
    const choices = countChoices({ competitorCap: 15, divedAsins: plenty, lockedCount: 7 });
    renderWithProviders(
      <LockedCountSelect value={7} choices={choices} lockedCount={7} onChange={() => undefined} />,
    );
    fireEvent.click(input());
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['7', '10', '15']);
    fireEvent.mouseEnter(screen.getByTestId('competitor-count'));
    expect(await screen.findByText(SCHEDULE_MESSAGES.lockedBelowCount)).toBeTruthy();
  });

  it('is disabled and critical when the locked competitors fill the tier', () => {
    const choices = countChoices({ competitorCap: 15, divedAsins: plenty, lockedCount: 15 });
    renderWithProviders(
      <LockedCountSelect
        value={15}
        choices={choices}
        lockedCount={15}
        onChange={() => undefined}
      />,
    );
    expect(input().disabled).toBe(true);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('15 locked');
  });
});
