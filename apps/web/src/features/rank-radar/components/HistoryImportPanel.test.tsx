import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RANK_HISTORY_IMPORT_TYPES } from '@fathom/contract';
import { mockFetch } from '../../../test/fetch-mock';
import { publicConfig } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { HistoryImportPanel } from './HistoryImportPanel';

const path = '/api/orgs/1/krt/2/history/import';

async function pick(name: string, text: BlobPart = 'Search term,Date\n') {
  renderWithProviders(<HistoryImportPanel orgId={1} krtId={2} />);
  fireEvent.click(screen.getByRole('button', { name: 'Import history' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import history' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name)] } });
  return dialog;
}

describe('HistoryImportPanel', () => {
  it('sends the chosen file as its raw body and shows what the import did', async () => {
    const { spy } = mockFetch([
      {
        method: 'POST',
        path,
        body: { rowsRead: 40, daysFilled: 38, daysSkipped: 1, termsAdded: 2 },
      },
    ]);
    await pick('ranks.XLSX');
    const button = screen.getByRole('button', { name: 'Import' });
    fireEvent.click(button);
    expect(
      await screen.findByText(
        'Read 40 rows: 38 days filled, 1 skipped (already stored), 2 search terms added.',
      ),
    ).toBeTruthy();
    const init = spy.mock.calls.find(([, request]) => request?.method === 'POST')![1]!;
    expect((init.headers as Record<string, string>)['content-type']).toBe(
      RANK_HISTORY_IMPORT_TYPES.xlsx,
    );
    expect(await (init.body as Blob).text()).toBe('Search term,Date\n');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's row errors and lets the user pick another file", async () => {
    const message =
      "Row 12: the date '2026-13-01' is not a date (yyyy-MM-dd)\nRow 14: the search term is empty";
    mockFetch([{ method: 'POST', path, status: 400, body: { statusCode: 400, message } }]);
    const dialog = await pick('ranks.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(dialog.textContent).toContain('The file was not imported'));
    expect(dialog.textContent).toContain("Row 12: the date '2026-13-01' is not a date");
    expect(dialog.textContent).toContain('Row 14: the search term is empty');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'fixed.csv')] } });
    expect(dialog.textContent).not.toContain('The file was not imported');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(false);
  });

  it("refuses a file past the server's configured limit before sending it, naming that limit", async () => {
    const { calls } = mockFetch([
      { path: '/api/config', body: publicConfig({ uploadBytesMax: 1024 * 1024 }) },
    ]);
    const dialog = await pick('ranks.csv', new Uint8Array(1024 * 1024 + 1));
    await waitFor(() => expect(dialog.textContent).toContain('The file is larger than 1 MB'));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Import' });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends a file past 20 MB to a server configured to take it', async () => {
    mockFetch([
      { path: '/api/config', body: publicConfig({ uploadBytesMax: 30 * 1024 * 1024 }) },
      {
        method: 'POST',
        path,
        body: { rowsRead: 1, daysFilled: 1, daysSkipped: 0, termsAdded: 0 },
      },
    ]);
    const dialog = await pick('ranks.csv', new Uint8Array(21 * 1024 * 1024));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(dialog.textContent).toContain('History imported'));
    expect(dialog.textContent).not.toContain('larger than');
  });
});
