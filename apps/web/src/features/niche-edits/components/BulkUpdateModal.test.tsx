import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { orgRoutes, settled, space } from '../lib/test-rows';
import { BulkUpdateModal } from './BulkUpdateModal';

const selection = { mode: 'ids' as const, ids: [7, 8] };
const spaces = [space(5, 'Kitchen', ['u-max']), space(6, 'Garden')];
const done = (refused: unknown[] = []) => ({ updated: [7, 8], refused });

async function open(role: 'owner' | 'member', extra: Parameters<typeof mockFetch>[0] = []) {
  const mock = mockFetch([...orgRoutes(role, spaces), ...extra]);
  const onClose = vi.fn();
  const { queryClient } = renderWithProviders(
    <BulkUpdateModal orgId={1} selection={selection} count={2} opened onClose={onClose} />,
  );
  await settled(queryClient);
  return { ...mock, onClose };
}

async function pick(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const update = () => fireEvent.click(screen.getByRole('button', { name: 'Update' }));

describe('BulkUpdateModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a member only the spaces they may manage', async () => {
    await open('member');
    fireEvent.click(screen.getByLabelText('Spaces', { selector: 'input' }));
    const kitchen = await screen.findByRole('option', { name: 'Kitchen' });
    const garden = await screen.findByRole('option', { name: 'Garden' });
    expect(kitchen.getAttribute('data-combobox-disabled')).toBeNull();
    expect(garden.getAttribute('data-combobox-disabled')).toBe('true');
  });

  it('needs at least one tag, then assigns the spaces', async () => {
    const { calls, onClose } = await open('owner', [
      { method: 'POST', path: '/api/orgs/1/pipeline/bulk/tags', body: done() },
    ]);
    update();
    expect(await screen.findByText('Choose at least one tag')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await pick('Spaces', 'Garden');
    update();
    expect(await screen.findByText('Spaces assigned successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      selection,
      type: 'space',
      operation: 'assign',
      tagIds: [6],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['Assign labels', 'assign', 'Labels assigned successfully'],
    ['Remove labels', 'remove', 'Labels removed successfully'],
  ])('%s with its own message', async (action, operation, message) => {
    const { calls } = await open('owner', [
      { method: 'POST', path: '/api/orgs/1/pipeline/bulk/tags', body: done() },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: action }));
    await pick('Labels', 'Hot');
    update();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      type: 'label',
      operation,
      tagIds: [3],
    });
  });

  it('removes spaces and names the niches the server refused', async () => {
    await open('owner', [
      {
        method: 'POST',
        path: '/api/orgs/1/pipeline/bulk/tags',
        body: { updated: [7], refused: [{ id: 8, label: '#8', reason: 'Niche not found' }] },
      },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Remove spaces' }));
    await pick('Spaces', 'Kitchen');
    update();
    expect(await screen.findByText('Spaces removed successfully')).toBeTruthy();
    expect(
      await screen.findByText('1 niche(s) were not changed: #8 (Niche not found)'),
    ).toBeTruthy();
  });

  it('updates the assignee to exactly one member', async () => {
    const { calls } = await open('owner', [
      { method: 'POST', path: '/api/orgs/1/pipeline/bulk/assignee', body: done() },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Update assignee' }));
    update();
    expect(await screen.findByText('Choose exactly one assignee')).toBeTruthy();
    await pick('Assignee', 'Max Member');
    update();
    expect(await screen.findByText('Assignee updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ selection, userId: 'u-max' });
  });

  it("shows the server's message when the update fails", async () => {
    const { onClose } = await open('owner', [
      {
        method: 'POST',
        path: '/api/orgs/1/pipeline/bulk/tags',
        status: 403,
        body: { message: "You can't manage this space" },
      },
    ]);
    await pick('Spaces', 'Garden');
    update();
    expect(await screen.findByText("You can't manage this space")).toBeTruthy();
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
  });
});
