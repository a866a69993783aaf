import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { row } from '../lib/test-rows';
import { NicheLabelEditor } from './NicheLabelEditor';

const edited = {
  id: 7,
  label: 'Garlic tools',
  notes: '',
  heroKeyword: null,
  spaceIds: [],
  labelIds: [],
  assigneeIds: [],
};

function edit(typed: string, key?: string) {
  const onDone = vi.fn();
  renderWithProviders(<NicheLabelEditor niche={row()} onDone={onDone} />);
  const input = screen.getByRole('textbox', { name: 'Niche name' });
  fireEvent.change(input, { target: { value: typed } });
  if (key) fireEvent.keyDown(input, { key });
  else fireEvent.blur(input);
  return onDone;
}

describe('NicheLabelEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the trimmed label on Enter, once', async () => {
    const { calls } = mockFetch([{ method: 'PUT', path: '/api/niches/7/label', body: edited }]);
    const onDone = edit('  Garlic tools ', 'Enter');
    fireEvent.blur(screen.getByRole('textbox', { name: 'Niche name' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([expect.objectContaining({ body: { label: 'Garlic tools' } })]);
  });

  it('saves when the field is left', async () => {
    const { calls } = mockFetch([{ method: 'PUT', path: '/api/niches/7/label', body: edited }]);
    const onDone = edit('Garlic tools');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((c) => c.method)).toContain('PUT');
  });

  it.each([
    ['Escape cancels', 'Other name', 'Escape'],
    ['an unchanged trimmed name is ignored', ' garlic press ', 'Enter'],
    ['an empty name reverts to the old label', '   ', 'Enter'],
  ])('%s', (_case, typed, key) => {
    const { calls } = mockFetch([]);
    const onDone = edit(typed, key);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it("keeps a refused name in the field with the server's message, to be corrected", async () => {
    const message = 'Niche with this name Garlic tools already exists on amazon.com marketplace.';
    const { calls } = mockFetch([
      { method: 'PUT', path: '/api/niches/7/label', status: 409, body: { message } },
    ]);
    const onDone = edit('Garlic tools', 'Enter');
    expect(await screen.findByText(message)).toBeTruthy();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Niche name' });
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.value).toBe('Garlic tools');
    expect(onDone).not.toHaveBeenCalled();
    // The same name is not sent again; a corrected one is.
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Garlic tools 2' } });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { label: 'Garlic tools' },
        { label: 'Garlic tools 2' },
      ]),
    );
  });

  it('keeps a name over 255 characters in the field, saying why, without sending it', () => {
    const { calls } = mockFetch([]);
    const onDone = edit('x'.repeat(256), 'Enter');
    expect(screen.getByText('Niche label should be less than 256 characters')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('shows an unknown error when the server fails', async () => {
    mockFetch([
      {
        method: 'PUT',
        path: '/api/niches/7/label',
        status: 500,
        body: { message: 'Something went wrong' },
      },
    ]);
    edit('Garlic tools', 'Enter');
    expect(await screen.findByText('Unknown error occurred')).toBeTruthy();
  });
});
