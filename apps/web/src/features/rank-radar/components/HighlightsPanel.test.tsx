import { screen } from '@testing-library/react';
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

describe('Highlights panel', () => {
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
