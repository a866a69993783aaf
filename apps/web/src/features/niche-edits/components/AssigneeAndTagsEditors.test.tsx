import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { orgRoutes, row, space, settled } from '../lib/test-rows';
import { AssigneeEditor } from './AssigneeEditor';
import { TagsEditor } from './TagsEditor';

const edited = {
  id: 7,
  label: 'garlic press',
  notes: '',
  heroKeyword: null,
  spaceIds: [],
  labelIds: [],
  assigneeIds: [],
};
const spaces = [space(5, 'Kitchen', ['u-max']), space(6, 'Garden')];
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function pick(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('AssigneeEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the chosen member, and nothing when unchanged', async () => {
    const { calls } = mockFetch([
      ...orgRoutes('owner', spaces),
      { method: 'PUT', path: '/api/niches/7/assignee', body: edited },
    ]);
    const onClose = vi.fn();
    const niche = row({ assignees: [{ id: 'u-owner', name: 'Olivia Owner' }] });
    const { queryClient } = renderWithProviders(
      <AssigneeEditor niche={niche} opened onClose={onClose} />,
    );
    await settled(queryClient);
    save();
    expect(onClose).toHaveBeenCalledTimes(1);
    await pick('Assignee', 'Max Member');
    save();
    expect(await screen.findByText('Assignee updated successfully')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { userId: 'u-max' },
    ]);
  });

  it('sends nothing when there was no assignee and none is chosen', async () => {
    const { calls } = mockFetch(orgRoutes('owner', spaces));
    const onClose = vi.fn();
    const { queryClient } = renderWithProviders(
      <AssigneeEditor niche={row()} opened onClose={onClose} />,
    );
    await settled(queryClient);
    save();
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('TagsEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets the chosen spaces and labels by id; spaces a member may not manage cannot be chosen', async () => {
    const { calls } = mockFetch([
      ...orgRoutes('member', spaces),
      { method: 'PUT', path: '/api/niches/7/tags', body: edited },
    ]);
    const onClose = vi.fn();
    const { queryClient } = renderWithProviders(
      <TagsEditor niche={row()} opened onClose={onClose} />,
    );
    await settled(queryClient);
    fireEvent.click(screen.getByLabelText('Spaces', { selector: 'input' }));
    const garden = await screen.findByRole('option', { name: 'Garden' });
    expect(garden.getAttribute('data-combobox-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Kitchen' }));
    await pick('Labels', 'Hot');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ spaceIds: [5], labelIds: [3] });
  });

  it('sends nothing when the tags are unchanged', async () => {
    const { calls } = mockFetch(orgRoutes('owner', spaces));
    const onClose = vi.fn();
    const { queryClient } = renderWithProviders(
      <TagsEditor niche={row()} opened onClose={onClose} />,
    );
    await settled(queryClient);
    save();
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
