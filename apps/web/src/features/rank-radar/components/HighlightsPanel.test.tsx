import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { HighlightsPanel } from './HighlightsPanel';
import { HistoryExportButtons } from './HistoryExportButtons';

const highlights = {
  firstDay: '2026-10-01',
  highlights: [
    {
      id: 7,
      type: 'tag',
      title: 'Launch',
      description: '',
      color: 'none',
      startAt: '2026-10-02',
      endAt: '2026-10-09',
      keywordIds: [3],
    },
    {
      id: 8,
      type: 'note',
      title: '',
      description: 'Price cut',
      color: 'none',
      startAt: '2026-10-05',
      endAt: '2026-10-05',
      keywordIds: [],
    },
  ],
};

const path = '/api/orgs/1/krt/2/highlights';
const sale = {
  id: 5,
  type: 'tag',
  title: 'Spring sale',
  description: '',
  color: '#E53935',
  startAt: '2026-11-01',
  endAt: '2026-11-10',
  keywordIds: [7, 8],
};

describe('Highlights panel', () => {
  it('says the tag could not be saved when an edit fails, and keeps the form', async () => {
    const api = mockFetch([
      { path, body: { highlights: [sale], firstDay: '2026-09-01' } },
      { method: 'PATCH', path: `${path}/5`, status: 500, body: { message: 'Database busy' } },
    ]);
    renderWithProviders(<HighlightsPanel orgId={1} krtId={2} selected={[]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Spring sale' }));
    // The colour is named, not written as its hex code.
    expect(screen.getByRole('combobox', { name: 'Color' })).toHaveProperty('value', 'Red');
    const title = screen.getByRole('combobox', { name: 'Tag' });
    fireEvent.change(title, { target: { value: 'Black Friday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tag' }));

    const toast = await screen.findByText('Failed to save the tag, please try again');
    expect(
      within(toast.closest('[role="alert"]') ?? document.body).getByText(/Database busy/),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to create tag, please try again later')).toBeNull();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      title: 'Black Friday',
    });
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveProperty('value', 'Black Friday');
  });

  it('takes a note’s day as yyyy-MM-dd, as every date reads, and marks one typed otherwise', async () => {
    const api = mockFetch([{ path, body: highlights }]);
    renderWithProviders(<HighlightsPanel orgId={1} krtId={2} selected={[]} />);
    const day = await screen.findByRole('textbox', {
      name: 'Note date',
      description: 'yyyy-MM-dd',
    });
    fireEvent.change(day, { target: { value: '10/05/2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Price cut' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Enter a date as yyyy-MM-dd')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows tags and notes without their actions to a member who may only see', async () => {
    mockFetch([{ path: '/api/orgs/1/krt/2/highlights', body: highlights }]);
    renderWithProviders(<HighlightsPanel orgId={1} krtId={2} selected={[]} canManage={false} />);
    expect(await screen.findByText('Launch')).toBeTruthy();
    expect(screen.getByText('Price cut')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });
});

describe('History export', () => {
  it("links the tracker's history as CSV and as a workbook", () => {
    renderWithProviders(<HistoryExportButtons orgId={1} krtId={2} />);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/orgs/1/krt/2/history/export?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Export .xlsx' }).getAttribute('href')).toBe(
      '/api/orgs/1/krt/2/history/export?format=xlsx',
    );
  });
});
