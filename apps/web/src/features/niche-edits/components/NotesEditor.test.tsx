import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { row } from '../lib/test-rows';
import { NotesEditor } from './NotesEditor';

const edited = {
  id: 7,
  label: 'garlic press',
  notes: 'x',
  heroKeyword: null,
  spaceIds: [],
  labelIds: [],
  assigneeIds: [],
};

function open() {
  const onClose = vi.fn();
  renderWithProviders(<NotesEditor niche={row()} opened onClose={onClose} />);
  const notes = screen.getByRole('textbox', { name: 'Notes' });
  return { onClose, notes };
}

describe('NotesEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a 50 by 10 field of at most 2048 characters with a counter', () => {
    mockFetch([]);
    const { notes } = open();
    expect(notes.getAttribute('cols')).toBe('50');
    expect(notes.getAttribute('rows')).toBe('10');
    expect(notes.getAttribute('maxlength')).toBe('2048');
    expect(screen.getByText('17/2048')).toBeTruthy();
  });

  it('saves changed notes trimmed and says so', async () => {
    const { calls } = mockFetch([{ method: 'PUT', path: '/api/niches/7/notes', body: edited }]);
    const { notes, onClose } = open();
    fireEvent.change(notes, { target: { value: '  ask for samples \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Niche notes updated successfully!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ notes: 'ask for samples' });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends nothing when the notes are unchanged after trimming', () => {
    const { calls } = mockFetch([]);
    const { notes, onClose } = open();
    fireEvent.change(notes, { target: { value: ' call the supplier  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('says when the notes could not be saved', async () => {
    mockFetch([{ method: 'PUT', path: '/api/niches/7/notes', status: 500, body: {} }]);
    const { notes } = open();
    fireEvent.change(notes, { target: { value: 'new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating niche notes')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toBeTruthy());
  });
});
