import { ADD_SEARCH_TERMS_MAX, RANK_MESSAGES } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute, type RecordedCall } from '../../../test/fetch-mock';
import { quotaUsage } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AddKeywordsPanel } from './AddKeywordsPanel';

const PREVIEW = '/api/orgs/1/krt/2/krt-keyword/preview';
const ADD = '/api/orgs/1/krt/2/krt-keyword/add';
const reviewed = (...terms: [keyword: string, searchVolume: number | null][]): MockRoute => ({
  method: 'POST',
  path: PREVIEW,
  body: { terms: terms.map(([keyword, searchVolume]) => ({ keyword, searchVolume })) },
});
const refused = (method: string, path: string, message: string): MockRoute => ({
  method,
  path,
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message },
});
const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.split('?')[0] === path);

const textarea = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Search terms, one a line' });
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const type = (value: string) => fireEvent.change(textarea(), { target: { value } });
const toast = async (title: string) => {
  const heading = await screen.findByText(title);
  return heading.closest<HTMLElement>('[role="alert"]')!;
};

function open(onClose = vi.fn()) {
  const result = renderWithProviders(
    <AddKeywordsPanel orgId={1} krtId={2} opened onClose={onClose} />,
  );
  return { ...result, onClose };
}

describe('AddKeywordsPanel', () => {
  it('reviews the lines as typed, adds the terms the server kept and reports the counts', async () => {
    const { calls } = mockFetch([
      reviewed(['garlic press', 1200], ['garlic mincer', null]),
      { method: 'POST', path: ADD, body: { added: 1, skippedDuplicates: 1, skippedEmpty: 0 } },
    ]);
    const { onClose, queryClient } = open();
    // The tracker's data, as the heatmap page holds it.
    queryClient.setQueryData(['orgs', 1, 'krt', 2, 'heatmap'], { cached: true });
    expect(await screen.findByRole('dialog', { name: 'Add search terms' })).toBeTruthy();
    expect(button('Review').disabled).toBe(true);
    type('  \n\n ');
    expect(button('Review').disabled).toBe(true);

    type('  Garlic Press \n\ngarlic  mincer');
    fireEvent.click(button('Review'));
    const table = await screen.findByRole('table', { name: 'Search terms to add' });
    // The server normalizes: the lines leave as typed.
    expect(posts(calls, PREVIEW).map((c) => c.body)).toEqual([
      { searchTerms: ['  Garlic Press ', '', 'garlic  mincer'] },
    ]);
    expect(screen.getByText('2 new search terms to track:')).toBeTruthy();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['garlic press', '1,200'],
      ['garlic mincer', '–'],
    ]);

    fireEvent.click(button('Add 2 search terms'));
    expect(await screen.findByText('1 search terms added, 1 skipped')).toBeTruthy();
    expect(posts(calls, ADD).map((c) => [c.path, c.body])).toEqual([
      [`${ADD}?source=manual`, { searchTerms: ['garlic press', 'garlic mincer'] }],
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryState(['orgs', 1, 'krt', 2, 'heatmap'])?.isInvalidated).toBe(true);
  });

  it(`sends at most ${ADD_SEARCH_TERMS_MAX} lines for review`, async () => {
    const { calls } = mockFetch([reviewed(['term 1', 10])]);
    open();
    const lines = Array.from({ length: ADD_SEARCH_TERMS_MAX + 5 }, (_, i) => `term ${i + 1}`);
    type(lines.join('\n'));
    fireEvent.click(button('Review'));
    await screen.findByRole('table', { name: 'Search terms to add' });
    expect(posts(calls, PREVIEW).map((c) => c.body)).toEqual([
      { searchTerms: lines.slice(0, ADD_SEARCH_TERMS_MAX) },
    ]);
  });

  it("shows the server's quota refusals and keeps the reviewed terms to try again", async () => {
    const { calls, routes } = mockFetch([
      reviewed(['garlic press', 1200], ['garlic mincer', 800]),
      refused('POST', ADD, RANK_MESSAGES.quotaExceeded(1)),
    ]);
    const { onClose } = open();
    type('garlic press\ngarlic mincer');
    fireEvent.click(button('Review'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 search terms' }));
    const first = await toast('Could not add the search terms');
    expect(within(first).getByText(RANK_MESSAGES.quotaExceeded(1))).toBeTruthy();
    expect(button('Add 2 search terms').disabled).toBe(false);

    routes.push(refused('POST', ADD, RANK_MESSAGES.trackerFull(0)));
    fireEvent.click(button('Add 2 search terms'));
    expect(await screen.findByText(RANK_MESSAGES.trackerFull(0))).toBeTruthy();
    expect(posts(calls, ADD)).toHaveLength(2);
    expect(screen.queryByText(/search terms added/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why a review failed and keeps the text', async () => {
    const reason = 'searchTerms.0: A search term must be at most 200 characters';
    const { calls } = mockFetch([refused('POST', PREVIEW, reason)]);
    open();
    const long = 'x'.repeat(201);
    type(long);
    fireEvent.click(button('Review'));
    const error = await toast('Could not review the search terms');
    expect(within(error).getByText(reason)).toBeTruthy();
    expect(textarea().value).toBe(long);
    expect(posts(calls, ADD)).toEqual([]);
  });

  it('offers nothing to add when every term is tracked; Back keeps the text, closing clears it', async () => {
    const { calls } = mockFetch([reviewed()]);
    function Page() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open the panel
          </button>
          <AddKeywordsPanel orgId={1} krtId={2} opened={opened} onClose={() => setOpened(false)} />
        </>
      );
    }
    renderWithProviders(<Page />);
    type('garlic press');
    fireEvent.click(button('Review'));
    expect(await screen.findByText('0 new search terms to track:')).toBeTruthy();
    expect(button('Add 0 search terms').disabled).toBe(true);
    fireEvent.click(button('Back'));
    expect(await screen.findByRole('textbox', { name: 'Search terms, one a line' })).toHaveProperty(
      'value',
      'garlic press',
    );

    fireEvent.click(button('Review'));
    await screen.findByText('0 new search terms to track:');
    fireEvent.keyDown(button('Back'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(button('Open the panel'));
    expect(await screen.findByRole('dialog', { name: 'Add search terms' })).toBeTruthy();
    expect(textarea().value).toBe('');
    expect(posts(calls, ADD)).toEqual([]);
  });

  it('says by how much the reviewed terms exceed the plan, and does not add them', async () => {
    const { calls } = mockFetch([
      { path: '/api/orgs/1/quotas', body: [quotaUsage('RANK_RADAR_KEYWORDS', 499, 500)] },
      reviewed(['garlic press', 1200], ['garlic mincer', null], ['garlic peeler', 300]),
    ]);
    open();
    type('garlic press\ngarlic mincer\ngarlic peeler');
    fireEvent.click(button('Review'));
    expect(await screen.findByText(RANK_MESSAGES.exceedsBy(2))).toBeTruthy();
    expect(button('Add 3 search terms').disabled).toBe(true);
    expect(posts(calls, ADD)).toEqual([]);
  });
});
