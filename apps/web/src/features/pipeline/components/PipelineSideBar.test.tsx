import { DEFAULT_GRID_STATE, type GridState } from '@fathom/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ColumnsPanel } from './ColumnsPanel';
import { DEFAULT_COLUMN_VISIBILITY, pipelineColumns } from './pipeline-columns';
import { PipelineSideBar } from './PipelineSideBar';

let last: GridState = DEFAULT_GRID_STATE;

function SideBar() {
  const [grid, setGrid] = useState(DEFAULT_GRID_STATE);
  last = grid;
  return (
    <PipelineSideBar
      columns={<ColumnsPanel columns={pipelineColumns} grid={grid} onChange={setGrid} />}
      exportPanel={<p>Export panel</p>}
      filters={<p>Saved filters panel</p>}
    />
  );
}

const columnNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('checkbox')
    .map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent)
    .slice(0, 4);

describe('pipeline side bar', () => {
  it('opens no panel at first; a tab opens its panel and closes it when chosen again', () => {
    renderWithProviders(<SideBar />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Columns',
      'Export',
      'Filters',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Export' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Export panel');
    fireEvent.click(screen.getByRole('tab', { name: 'Filters' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Saved filters panel');
    fireEvent.click(screen.getByRole('tab', { name: 'Filters' }));
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('hides, moves and pins columns from the Columns panel; the niche column stays shown', () => {
    renderWithProviders(<SideBar />);
    fireEvent.click(screen.getByRole('tab', { name: 'Columns' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('checkbox', { name: 'Niche' })).toHaveProperty('disabled', true);

    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Hero keyword' }));
    expect(last.columnVisibility).toEqual({ heroKeyword: false });
    expect(within(panel).getByRole('checkbox', { name: 'Hero keyword' })).toHaveProperty(
      'checked',
      false,
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Move Evaluation up' }));
    expect(last.columnOrder.slice(0, 3)).toEqual(['label', 'evaluation', 'marketplace']);
    expect(columnNames()).toEqual(['Niche', 'Evaluation', 'Marketplace', 'Competition strength']);

    fireEvent.click(within(panel).getByRole('button', { name: 'Pin Marketplace' }));
    expect(last.columnPinning.left).toEqual(['marketplace']);
    expect(columnNames()[0]).toBe('Marketplace');
    expect(
      within(panel).getByRole('button', { name: 'Unpin Marketplace' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('offers the lower and higher ranges of median sales and revenue, hidden at first', () => {
    const grid = { ...DEFAULT_GRID_STATE, columnVisibility: DEFAULT_COLUMN_VISIBILITY };
    renderWithProviders(<ColumnsPanel columns={pipelineColumns} grid={grid} onChange={() => {}} />);
    const checked = (name: string) =>
      screen.getByRole<HTMLInputElement>('checkbox', { name }).checked;
    expect(checked('Median sales')).toBe(true);
    expect(checked('Median revenue')).toBe(true);
    for (const name of [
      'Median sales (lower)',
      'Median sales (higher)',
      'Median revenue (lower)',
      'Median revenue (higher)',
    ])
      expect(checked(name), name).toBe(false);
  });
});
