import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../components/DataGrid/grid-test-setup';
import { niche, pipelineBodies, pipelineServer, renderPipeline } from '../test/pipeline-fixtures';
import { PipelineWorkspace } from './PipelineWorkspace';

stubElementSizes({ clientHeight: 600, clientWidth: 1200 });
afterEach(() => vi.unstubAllGlobals());

const preferenceSaves = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('tag tree', () => {
  it('scopes the grid by the ticked tags and resets them', async () => {
    const { calls } = pipelineServer(
      [niche(1)],
      [{ path: '/api/preferences', body: { tagTree: { collapsed: false, expanded: ['org-1'] } } }],
    );
    renderPipeline(<PipelineWorkspace orgId={1} onAction={vi.fn()} emptyPipeline={<p>Empty</p>} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Kitchen (2)' }));
    await waitFor(() =>
      expect(pipelineBodies(calls).at(-1)).toMatchObject({ tags: { spaceIds: [4] } }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'No space (1)' }));
    await waitFor(() =>
      expect(pipelineBodies(calls).at(-1)).toMatchObject({
        tags: { spaceIds: [4], noSpace: true },
      }),
    );
    const org = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Demo Organization (3)' });
    expect(org.indeterminate).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search tags' }), {
      target: { value: 'prom' },
    });
    expect(screen.getByRole('treeitem', { name: /^Promising, \d+$/ })).toBeTruthy();
    expect(screen.queryByRole('treeitem', { name: /^Kitchen\b/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(pipelineBodies(calls).at(-1)).toMatchObject({
        tags: { spaceIds: [], noSpace: false },
      }),
    );
  });

  it('Reset also clears the column filters and the tag search, so every niche shows again', async () => {
    const grid = {
      columnOrder: [],
      columnVisibility: {},
      columnSizing: {},
      filters: [{ field: 'marketplace', condition: 'equals', value: 'com' }],
      sort: [],
    };
    const { calls } = pipelineServer(
      [niche(1)],
      [
        {
          path: '/api/preferences',
          body: { tagTree: { collapsed: false, expanded: ['org-1'] }, 'grid.pipeline': grid },
        },
      ],
    );
    renderPipeline(<PipelineWorkspace orgId={1} onAction={vi.fn()} emptyPipeline={<p>Empty</p>} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Kitchen (2)' }));
    const filter = screen.getByRole('button', { name: 'Filter Marketplace' });
    expect(filter.getAttribute('aria-pressed')).toBe('true');
    const search = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search tags' });
    fireEvent.change(search, { target: { value: 'kit' } });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(filter.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Kitchen (2)' }).checked).toBe(
      false,
    );
    expect(search.value).toBe('');
    expect(screen.getByRole('treeitem', { name: /^Promising, \d+$/ })).toBeTruthy();
    await waitFor(() =>
      expect(pipelineBodies(calls).at(-1)).toMatchObject({
        filters: [],
        tags: { spaceIds: [] },
      }),
    );
  });

  it('opens on the organization’s spaces and labels for a user who has not arranged it', async () => {
    pipelineServer([niche(1)]);
    renderPipeline(<PipelineWorkspace orgId={1} onAction={vi.fn()} emptyPipeline={<p>Empty</p>} />);
    expect(await screen.findByRole('checkbox', { name: 'Kitchen (2)' })).toBeTruthy();
    expect(screen.getByRole('treeitem', { name: /^Promising, \d+$/ })).toBeTruthy();
  });

  it('stores its collapse state and expanded nodes as the tagTree preference', async () => {
    const { calls } = pipelineServer([niche(1)]);
    renderPipeline(<PipelineWorkspace orgId={1} onAction={vi.fn()} emptyPipeline={<p>Empty</p>} />);
    // A screen reader hears that the tags are loading until the tree is there.
    expect(await screen.findByRole('status', { name: 'Loading tags' })).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Demo Organization (3)' });
    expect(screen.queryByRole('status', { name: 'Loading tags' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(await screen.findByRole('checkbox', { name: 'Kitchen (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByRole('checkbox', { name: 'Kitchen (2)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide tags' }));
    expect(await screen.findByRole('button', { name: 'Show tags' })).toBeTruthy();
    expect(screen.queryByRole('tree', { name: 'Tags' })).toBeNull();
    await waitFor(() =>
      expect(preferenceSaves(calls)).toEqual([
        { collapsed: false, expanded: ['org-1'] },
        { collapsed: false, expanded: [] },
        { collapsed: true, expanded: [] },
      ]),
    );
  });

  it('warns when the applied view names a space the tree no longer has', async () => {
    pipelineServer([niche(1)]);
    renderPipeline(
      <PipelineWorkspace
        orgId={1}
        onAction={vi.fn()}
        emptyPipeline={<p>Empty</p>}
        filtersPanel={({ applyView }) => (
          <button type="button" onClick={() => applyView({ tags: { spaceIds: [4, 99] } })}>
            Apply saved filter
          </button>
        )}
      />,
    );
    await screen.findByRole('tree', { name: 'Tags' });
    expect(
      screen.queryByText('Filter is applied but some spaces are no longer available'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply saved filter' }));
    expect(
      await screen.findByText('Filter is applied but some spaces are no longer available'),
    ).toBeTruthy();
  });
});
