import { PipelineView, type SavedFilter } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SavedFiltersPanel, type SavedFiltersPanelProps } from './SavedFiltersPanel';

const LIST = '/api/orgs/1/pipeline/filters';
const tags = PipelineView.parse({}).tags;
const saved = (id: number, name: string, view: Partial<PipelineView> = {}): SavedFilter => ({
  id,
  name,
  filter: { tags, filters: [], sort: [], ...view } as SavedFilter['filter'],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const kitchen = saved(3, 'Kitchen', { sort: [{ field: 'label', desc: false }] });
const pets = saved(4, 'Pets');
const gridView: PipelineView = {
  filters: [{ field: 'heroKeyword', condition: 'contains', value: 'garlic' }],
};

/** The panel as the pipeline page holds it: the applied filter follows `onApply`. */
function Pipeline({ initial, onApply }: { initial: number | null; onApply: OnApply }) {
  const [appliedId, setAppliedId] = useState(initial);
  return (
    <SavedFiltersPanel
      orgId={1}
      view={gridView}
      appliedId={appliedId}
      onApply={(filter) => {
        onApply(filter);
        setAppliedId(filter?.id ?? null);
      }}
    />
  );
}
type OnApply = SavedFiltersPanelProps['onApply'];

function renderPanel(routes: MockRoute[], appliedId: number | null = null) {
  const mock = mockFetch(routes);
  const onApply = vi.fn<OnApply>();
  renderWithProviders(<Pipeline initial={appliedId} onApply={onApply} />);
  return { ...mock, onApply };
}

const button = (name: string) => screen.getByRole('button', { name });
const dialog = () => screen.findByRole('dialog');

describe('SavedFiltersPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the filters and applies one, or resets', async () => {
    const { onApply } = renderPanel([{ path: LIST, body: [kitchen, pets] }], 4);
    const pressed = (name: string) => button(`Apply filter ${name}`).getAttribute('aria-pressed');
    await screen.findByRole('button', { name: 'Apply filter Kitchen' });
    expect([pressed('Kitchen'), pressed('Pets')]).toEqual(['false', 'true']);
    fireEvent.click(button('Apply filter Kitchen'));
    expect(onApply).toHaveBeenLastCalledWith({ id: 3, view: kitchen.filter });
    expect([pressed('Kitchen'), pressed('Pets')]).toEqual(['true', 'false']);
    fireEvent.click(button('Reset'));
    expect(onApply).toHaveBeenLastCalledWith(null);
    expect([pressed('Kitchen'), pressed('Pets')]).toEqual(['false', 'false']);
  });

  it('says when there are no filters', async () => {
    renderPanel([{ path: LIST, body: [] }]);
    expect(
      await screen.findByText('No filters found. You can create a filter and save it.'),
    ).toBeTruthy();
  });

  it('shows the load failure with a Retry that loads the list again', async () => {
    const { routes } = renderPanel([{ path: LIST, status: 500, body: { message: 'Boom' } }]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to get pipeline filter, please try again.');
    routes.push({ path: LIST, body: [pets] });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Apply filter Pets' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks a name and creates a filter, which Save then updates', async () => {
    const created = saved(9, 'Garlic', gridView);
    const { calls, routes, onApply } = renderPanel([
      { path: LIST, body: [] },
      { method: 'POST', path: LIST, body: created },
    ]);
    await screen.findByText('No filters found. You can create a filter and save it.');
    fireEvent.click(button('Save filter'));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText(/Filter name/), {
      target: { value: '  Garlic ' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ id: 9, view: created.filter }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Garlic',
      filter: gridView,
    });
    expect(await screen.findByRole('button', { name: 'Apply filter Garlic' })).toBeTruthy();

    expect(button('Apply filter Garlic').getAttribute('aria-pressed')).toBe('true');

    routes.push({ method: 'PATCH', path: `${LIST}/9`, body: created });
    fireEvent.click(button('Save filter'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: `${LIST}/9`,
        body: { filter: gridView },
      }),
    );
    expect(await screen.findByText('Filter “Garlic” saved')).toBeTruthy();
  });

  it('shows the server’s reason when saving into the applied filter fails', async () => {
    renderPanel(
      [
        { path: LIST, body: [kitchen] },
        {
          method: 'PATCH',
          path: `${LIST}/3`,
          status: 404,
          body: { message: 'Pipeline filter not found' },
        },
      ],
      3,
    );
    await screen.findByRole('button', { name: 'Apply filter Kitchen' });
    fireEvent.click(button('Save filter'));
    expect(await screen.findByText('Pipeline filter not found')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the name before creating, and shows the server’s refusal', async () => {
    const { calls } = renderPanel([
      { path: LIST, body: [kitchen] },
      {
        method: 'POST',
        path: LIST,
        status: 409,
        body: { message: 'A filter named "kitchen" already exists' },
      },
    ]);
    await screen.findByRole('button', { name: 'Apply filter Kitchen' });
    fireEvent.click(button('Save filter'));
    const modal = await dialog();
    const input = within(modal).getByLabelText(/Filter name/);
    const submit = within(modal).getByRole('button', { name: 'Save' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(await within(modal).findByText('Filter name is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'x'.repeat(256) } });
    fireEvent.click(submit);
    expect(
      await within(modal).findByText('Filter name should be less than or equal to 255 characters'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(input, { target: { value: 'kitchen' } });
    fireEvent.click(submit);
    expect(await screen.findByText('A filter named "kitchen" already exists')).toBeTruthy();
  });

  it('falls back to the spec’s words when creating fails without a message', async () => {
    renderPanel([
      { path: LIST, body: [] },
      { method: 'POST', path: LIST, status: 500 },
    ]);
    await screen.findByText('No filters found. You can create a filter and save it.');
    fireEvent.click(button('Save filter'));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText(/Filter name/), { target: { value: 'New' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to create pipeline filter, please try again.'),
    ).toBeTruthy();
  });

  it('renames a filter, Rename staying disabled while the name is unchanged', async () => {
    const { calls } = renderPanel([
      { path: LIST, body: [kitchen, pets] },
      { method: 'PATCH', path: `${LIST}/3`, body: { ...kitchen, name: 'Cooking' } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename filter Kitchen' }));
    const modal = await dialog();
    const rename = within(modal).getByRole('button', { name: 'Rename' });
    const input = within(modal).getByLabelText(/Filter name/);
    expect((input as HTMLInputElement).value).toBe('Kitchen');
    expect(rename.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: ' Kitchen ' } });
    expect(rename.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: 'Cooking' } });
    expect(rename.hasAttribute('disabled')).toBe(false);
    fireEvent.click(rename);
    expect(await screen.findByRole('button', { name: 'Apply filter Cooking' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Cooking' });
  });

  it('says when a rename fails', async () => {
    renderPanel([
      { path: LIST, body: [kitchen, pets] },
      { method: 'PATCH', path: `${LIST}/3`, status: 409, body: { message: 'Taken' } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename filter Kitchen' }));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText(/Filter name/), { target: { value: 'pets' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Rename' }));
    expect(
      await screen.findByText('Failed to update pipeline filter name, please try again.'),
    ).toBeTruthy();
  });

  it('deletes after confirmation; deleting the applied filter resets it', async () => {
    const { calls, onApply } = renderPanel(
      [
        { path: LIST, body: [kitchen, pets] },
        { method: 'DELETE', path: `${LIST}/3`, body: { ok: true } },
      ],
      3,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete filter Kitchen' }));
    const modal = await dialog();
    expect(modal.textContent).toContain('Delete the filter “Kitchen”?');
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(button('Delete filter Kitchen'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(null));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Kitchen/ })).toBeNull());
    expect(button('Apply filter Pets')).toBeTruthy();
  });

  it('keeps the applied filter when deleting another, and says when deleting fails', async () => {
    const { onApply } = renderPanel(
      [
        { path: LIST, body: [kitchen, pets] },
        { method: 'DELETE', path: `${LIST}/4`, body: { ok: true } },
        { method: 'DELETE', path: `${LIST}/3`, status: 500 },
      ],
      3,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete filter Pets' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Pets/ })).toBeNull());
    fireEvent.click(button('Delete filter Kitchen'));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete pipeline filter, please try again.'),
    ).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });
});
