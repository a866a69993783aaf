import type { NicheSelection } from '@fathom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { row } from '../lib/test-rows';
import { DeleteNichesModal } from './DeleteNichesModal';

const deleteButton = () => screen.getByRole('button', { name: 'Delete' });

type Rows = ReturnType<typeof row>[];
/** The dialog for ticked rows, or for a header selection naming `count` niches. */
function open(
  niches: Rows,
  onClose = vi.fn(),
  header?: { selection: NicheSelection; count: number },
) {
  const { selection, count } = header ?? {
    selection: { mode: 'ids', ids: niches.map((n) => n.id) },
    count: niches.length,
  };
  renderWithProviders(
    <DeleteNichesModal
      orgId={1}
      selection={selection}
      count={count}
      niches={niches}
      opened
      onClose={onClose}
    />,
  );
}

describe('DeleteNichesModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['external', [row(), row({ id: 8, organizationId: 2 })], "You can't delete external niche(s)."],
    [
      'unmanageable',
      [row(), row({ id: 8, canManage: false })],
      "You can't delete niche(s) that you can't manage.",
    ],
  ])('is disabled with the reason for %s niches', (_case, niches, reason) => {
    const { calls } = mockFetch([]);
    open(niches);
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(deleteButton().hasAttribute('disabled')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('deletes one niche after confirmation', async () => {
    const { calls } = mockFetch([{ method: 'DELETE', path: '/api/niches/7', body: { ok: true } }]);
    const onClose = vi.fn();
    open([row()], onClose);
    expect(
      screen.getByText(
        'Are you sure you want to delete the niche garlic press? Its researches, keywords and schedules are deleted with it.',
      ),
    ).toBeTruthy();
    fireEvent.click(deleteButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE /api/niches/7');
    expect(await screen.findByText('Niche “garlic press” deleted')).toBeTruthy();
  });

  it('deletes several at once and names those the server refused', async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/orgs/1/pipeline/bulk/delete',
        body: {
          updated: [7],
          refused: [{ id: 8, label: 'tea kettle', reason: "You can't manage this niche" }],
        },
      },
    ]);
    const niches = [row(), row({ id: 8, label: 'tea kettle' })];
    open(niches);
    expect(
      screen.getByText(
        'Are you sure you want to delete 2 niches? Their researches, keywords and schedules are deleted with them.',
      ),
    ).toBeTruthy();
    fireEvent.click(deleteButton());
    expect(
      await screen.findByText(
        "1 niche(s) were not changed: tea kettle (You can't manage this niche)",
      ),
    ).toBeTruthy();
    expect(await screen.findByText('1 niche deleted')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      selection: { mode: 'ids', ids: [7, 8] },
    });
  });

  it('sends a header selection as it is and counts what the server deleted', async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/orgs/1/pipeline/bulk/delete',
        body: {
          updated: Array.from({ length: 119 }, (_, i) => i + 100),
          refused: [{ id: 8, label: 'tea kettle', reason: "You can't manage this niche" }],
        },
      },
    ]);
    const selection: NicheSelection = {
      mode: 'allExcept',
      view: { filters: [{ field: 'label', condition: 'contains', value: 'tea' }] },
      except: [9],
    };
    open([row()], vi.fn(), { selection, count: 120 });
    expect(
      screen.getByText(
        'Are you sure you want to delete 120 niches? Their researches, keywords and schedules are deleted with them.',
      ),
    ).toBeTruthy();
    fireEvent.click(deleteButton());
    expect(await screen.findByText('119 niches deleted')).toBeTruthy();
    expect(
      screen.getByText("1 niche(s) were not changed: tea kettle (You can't manage this niche)"),
    ).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/orgs/1/pipeline/bulk/delete', { selection }],
    ]);
  });

  it("shows the server's message, or a retry message naming the niche", async () => {
    mockFetch([{ method: 'DELETE', path: '/api/niches/7', status: 500, body: {} }]);
    open([row()]);
    fireEvent.click(deleteButton());
    expect(
      await screen.findByText("Can't delete niche garlic press, please try again later!"),
    ).toBeTruthy();
  });

  it("shows the server's own message when it refuses", async () => {
    mockFetch([
      {
        method: 'DELETE',
        path: '/api/niches/7',
        status: 403,
        body: { message: "You can't manage this niche" },
      },
    ]);
    open([row()]);
    fireEvent.click(deleteButton());
    expect(await screen.findByText("You can't manage this niche")).toBeTruthy();
  });
});
