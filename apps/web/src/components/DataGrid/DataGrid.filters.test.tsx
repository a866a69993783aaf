import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './DataGrid';
import { keywordColumns, stubElementSizes, type Keyword } from './grid-test-setup';

const columns = keywordColumns({ keyword: { filter: 'text' }, volume: { filter: 'number' } });
const rows: Keyword[] = [
  { keyword: 'garlic press', volume: 800 },
  { keyword: 'garlic mincer', volume: 120 },
  { keyword: 'onion chopper', volume: 450 },
];

stubElementSizes();

const shownKeywords = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

async function applyFilter(column: string, condition: string, value?: string) {
  fireEvent.click(screen.getByRole('button', { name: `Filter ${column}` }));
  const form = await screen.findByRole('form', { name: `Filter ${column}` });
  fireEvent.change(within(form).getByLabelText('Condition'), { target: { value: condition } });
  if (value !== undefined) {
    fireEvent.change(within(form).getByLabelText('Value'), { target: { value } });
  }
  fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
  return form;
}

describe('DataGrid column filters', () => {
  it('filters by a condition: numbers compare as numbers, text ignoring case', async () => {
    const onStateChange = vi.fn();
    renderWithProviders(
      <DataGrid
        label="Keywords"
        columns={columns}
        data={rows}
        getRowId={(row) => row.keyword}
        selectable={false}
        onStateChange={onStateChange}
      />,
    );
    await applyFilter('Volume', 'greaterOrEqual', '450');
    await waitFor(() => expect(shownKeywords()).toEqual(['garlic press', 'onion chopper']));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        filters: [{ id: 'volume', condition: 'greaterOrEqual', value: '450' }],
      }),
    );

    await applyFilter('Keyword', 'notContains', 'GARLIC');
    await waitFor(() => expect(shownKeywords()).toEqual(['onion chopper']));
  });

  it('offers each column the conditions of its type and refuses a value that is not a number', async () => {
    renderWithProviders(
      <DataGrid label="Keywords" columns={columns} data={rows} getRowId={(row) => row.keyword} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter Volume' }));
    const form = await screen.findByRole('form', { name: 'Filter Volume' });
    const options = within(form)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['equals', 'notEqual', 'greaterOrEqual', 'lessThanOrEqual', 'empty']);

    fireEvent.change(within(form).getByLabelText('Value'), { target: { value: '1,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText('Enter a number, such as -1.5')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Condition'), { target: { value: 'empty' } });
    expect(within(form).queryByLabelText('Value')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filter Keyword' }));
    const text = await screen.findByRole('form', { name: 'Filter Keyword' });
    expect(
      within(text)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['contains', 'notContains', 'equals', 'notEqual', 'empty']);
  });

  it('moves focus to the value on opening, and back to the button on Escape', async () => {
    renderWithProviders(
      <DataGrid label="Keywords" columns={columns} data={rows} getRowId={(row) => row.keyword} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter Keyword' }));
    const form = await screen.findByRole('form', { name: 'Filter Keyword' });
    const value = within(form).getByLabelText('Value');
    await waitFor(() => expect(document.activeElement).toBe(value));
    fireEvent.keyDown(value, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Filter Keyword' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter Keyword' }));
  });

  it('keeps a saved filter without a condition as contains', async () => {
    renderWithProviders(
      <DataGrid
        label="Keywords"
        columns={columns}
        data={rows}
        getRowId={(row) => row.keyword}
        selectable={false}
        defaultState={{ filters: [{ id: 'keyword', value: 'garlic' }] }}
      />,
    );
    await waitFor(() => expect(shownKeywords()).toEqual(['garlic press', 'garlic mincer']));
  });
});
