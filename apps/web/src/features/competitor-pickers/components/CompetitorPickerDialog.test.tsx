import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { PickerRow } from '../hooks/use-picker-rows';
import { CompetitorPickerDialog } from './CompetitorPickerDialog';

const rows: PickerRow[] = [
  { asin: 'B0HERO0001', title: 'Hero press', imageUrl: null, brand: 'Basil' },
  { asin: 'B0COMP0002', title: 'Second press', imageUrl: null, brand: 'Groro' },
  { asin: 'B0COMP0003', title: 'Third press', imageUrl: null, brand: 'KAO' },
  { asin: 'B0COMP0004', title: 'Fourth press', imageUrl: null, brand: 'Luex' },
];

/** The lock dialog as the Dive Again modal holds it: a committed list and an open flag. */
function Harness({ excluded = [] as string[] }) {
  const [opened, setOpened] = useState(false);
  const [locked, setLocked] = useState<string[]>([]);
  return (
    <>
      <button onClick={() => setOpened(true)}>Lock competitors</button>
      <output data-testid="committed">{locked.join(',')}</output>
      <CompetitorPickerDialog
        kind="lock"
        opened={opened}
        rows={rows}
        committed={locked}
        blocked={
          new Map([
            ['B0HERO0001', 'Hero'],
            ...excluded.map((a): [string, string] => [a, 'Excluded']),
          ])
        }
        max={2}
        onConfirm={(asins) => {
          setLocked(asins);
          setOpened(false);
        }}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

const box = (asin: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(`^${asin} `) });

describe('lock and exclude sub-dialog', () => {
  it('keeps selections uncommitted until Confirm; Cancel discards them', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('Lock competitors'));
    await screen.findByRole('dialog', { name: 'Lock competitors' });

    fireEvent.click(box('B0COMP0002'));
    expect(box('B0COMP0002').checked).toBe(true);
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.getByTestId('committed').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('committed').textContent).toBe('');

    // Reopened at once, during the closing transition: a fresh copy of the committed list.
    fireEvent.click(screen.getByText('Lock competitors'));
    expect(box('B0COMP0002').checked).toBe(false);

    fireEvent.click(box('B0COMP0003'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('committed').textContent).toBe('B0COMP0003');
  });

  it('blocks the hero and the other list, and stops at the most that may be locked', async () => {
    renderWithProviders(<Harness excluded={['B0COMP0004']} />);
    fireEvent.click(screen.getByText('Lock competitors'));
    await screen.findByRole('dialog', { name: 'Lock competitors' });

    expect(box('B0HERO0001').disabled).toBe(true);
    expect(box('B0COMP0004').disabled).toBe(true);
    expect(screen.getByText('Hero')).toBeTruthy();
    expect(screen.getByText('Excluded')).toBeTruthy();

    fireEvent.click(box('B0COMP0002'));
    fireEvent.click(box('B0COMP0003'));
    expect(screen.getByTestId('picker-count').textContent).toBe('2 locked');
    // Two locked is the maximum here: the rest wait until one is unlocked.
    expect(
      rows.filter((row) => !box(row.asin).checked).every((row) => box(row.asin).disabled),
    ).toBe(true);
    fireEvent.click(box('B0COMP0002'));
    expect(box('B0HERO0001').disabled).toBe(true);
    expect(box('B0COMP0002').disabled).toBe(false);
  });
});
