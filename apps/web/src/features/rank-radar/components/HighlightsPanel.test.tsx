import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { HighlightsPanel } from './HighlightsPanel';

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
});
