import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { nicheSummary } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { NicheDetailsPanel } from './NicheDetailsPanel';

const details = {
  notes: 'Ask two suppliers for samples.',
  spaces: [{ id: 1, name: 'Kitchen' }],
  labels: [{ id: 2, name: 'Launch candidate' }],
  assignees: [{ id: 'u1', name: 'Dana Owner' }],
};

describe('NicheDetailsPanel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the niche's notes, assignee, spaces and labels, and edits the notes", async () => {
    mockFetch([{ path: '/api/niches/7/details', body: details }]);
    renderWithProviders(<NicheDetailsPanel niche={nicheSummary({ id: 7, canManage: true })} />);
    const panel = await screen.findByRole('region', { name: 'Notes and tags' });
    expect(within(panel).getByText('Ask two suppliers for samples.')).toBeTruthy();
    expect(within(panel).getByText('Dana Owner')).toBeTruthy();
    expect(within(panel).getByText('Kitchen')).toBeTruthy();
    expect(within(panel).getByText('Launch candidate')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Edit notes' }));
    const notes = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    expect(notes.value).toBe('Ask two suppliers for samples.');
  });

  it('offers no editing to who may only see the niche', async () => {
    mockFetch([{ path: '/api/niches/7/details', body: { ...details, notes: '' } }]);
    renderWithProviders(<NicheDetailsPanel niche={nicheSummary({ id: 7, canManage: false })} />);
    const panel = await screen.findByRole('region', { name: 'Notes and tags' });
    expect(within(panel).getByText('Dana Owner')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
