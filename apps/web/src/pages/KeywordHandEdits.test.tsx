import { NO_GRID_SELECTION, type GridSelection, type KeywordRow } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../components/DataGrid/grid-test-setup';
import { mockFetch } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { KeywordGrid } from '../features/niches/components/KeywordGrid';
import { useKeywordHandEdits } from '../features/keyword-lists/hooks/use-keyword-hand-edits';

stubElementSizes({ clientHeight: 400, clientWidth: 2000 });
// The dialog's growing text area listens for web fonts loading, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

const row = (keyword: string): KeywordRow => ({
  keyword,
  searchVolume: 1000,
  relevancy: 0.5,
  wordCount: keyword.split(' ').length,
  organicRanks: {},
  sponsoredRanks: {},
  keywordDifferenceStatus: null,
  keywordPreviousKeywordList: null,
  manual: false,
});

const rows = [row('garlic press'), row('garlic mincer'), row('garlic crusher')];

/** The keyword grid as the MKL page wires it, for a user who may (or may not) manage the niche. */
function Page({ canManage }: { canManage: boolean }) {
  const [selection, setSelection] = useState<GridSelection>(NO_GRID_SELECTION);
  const edits = useKeywordHandEdits(7, 3, canManage);
  return (
    <>
      <KeywordGrid
        nicheId={7}
        nicheLabel="Garlic"
        list="mkl"
        competitors={[]}
        height={400}
        selection={selection}
        onSelectionChange={setSelection}
        onRemoveKeywords={edits.remove}
        onPasteKeywords={edits.paste}
      />
      {edits.dialogs}
    </>
  );
}

function setup(canManage = true) {
  const fetch = mockFetch([
    { path: '/api/niches/7/keywords', body: rows },
    {
      method: 'POST',
      path: '/api/niches/7/keywords/remove',
      body: { changed: 2, skipped: 0, version: 2 },
    },
    {
      method: 'POST',
      path: '/api/niches/7/keywords/manual',
      body: { changed: 2, skipped: 1, version: 3 },
    },
  ]);
  renderWithProviders(<Page canManage={canManage} />);
  return fetch;
}

const posts = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

const paste = (target: Element, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

describe('hand edits in the keyword grid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('Delete asks to remove the selected keywords, and removes them when confirmed', async () => {
    const fetch = setup();
    await screen.findByText('garlic crusher');
    const grid = screen.getByRole('grid');
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select row 1' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select row 3' }));

    fireEvent.keyDown(grid, { key: 'Delete' });
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 keywords' });
    expect(dialog.textContent).toContain('Remove 2 keywords from the niche’s keyword lists?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetch, '/api/niches/7/keywords/remove')).toEqual([]);

    fireEvent.keyDown(grid, { key: 'Backspace' });
    const again = await screen.findByRole('dialog', { name: 'Remove 2 keywords' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Removed 2 keywords');
    expect(posts(fetch, '/api/niches/7/keywords/remove')).toEqual([
      { keywords: ['garlic press', 'garlic crusher'] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Delete and paste ask nothing on a niche the user may not change', async () => {
    setup(false);
    await screen.findByText('garlic crusher');
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'Delete' });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select row 1' }));
    fireEvent.keyDown(grid, { key: 'Delete' });
    paste(grid, 'garlic peeler');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pasting lines into the grid adds them as new rows, by hand, once confirmed', async () => {
    const fetch = setup();
    await screen.findByText('garlic crusher');
    // Pasted into the filter box, the text is the filter's.
    paste(screen.getByRole('textbox', { name: 'Filter keywords' }), 'garlic peeler');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Three lines of a spreadsheet onto a grid of three rows: one is a row already.
    paste(screen.getByRole('grid'), 'garlic peeler\t1200\ngarlic press\t900\ngarlic slicer\t40\n');
    const dialog = await screen.findByRole('dialog', { name: 'Add keywords by hand' });
    expect(within(dialog).getByRole('textbox', { name: 'Keywords, one per line' })).toHaveProperty(
      'value',
      'garlic peeler\t1200\ngarlic press\t900\ngarlic slicer\t40\n',
    );
    expect(within(dialog).getByRole('status').textContent).toBe('3 keywords');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByText('Added 2 keywords; 1 skipped (already in the lists or repeated)');
    expect(posts(fetch, '/api/niches/7/keywords/manual')).toEqual([
      { keywords: ['garlic peeler', 'garlic press', 'garlic slicer'] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
