import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@fathom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../components/DataGrid/grid-test-setup';
import { niche, pipelineBodies, pipelineServer, renderPipeline } from '../test/pipeline-fixtures';
import { NO_TAGS } from '../lib/pipeline-view';
import { PipelineWorkspace } from './PipelineWorkspace';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWorkspace(onAction = vi.fn(), heroKeyword?: string, role: Role = 'owner') {
  renderPipeline(
    <PipelineWorkspace
      orgId={1}
      heroKeyword={heroKeyword}
      onAction={onAction}
      emptyPipeline={<p>Empty pipeline</p>}
    />,
    role,
  );
  return onAction;
}

const row = (label: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(label) !== null)!;
const toolbar = () => screen.getByRole('toolbar', { name: 'Selected niches' });

describe('PipelineWorkspace', () => {
  describe('on a screen wide enough for every column', () => {
    stubElementSizes({ clientHeight: 600, clientWidth: 5200 });

    it('asks for page 1 of every niche and shows the row figures as the spec says', async () => {
      const { calls } = pipelineServer([
        niche(1, { canManage: false, schedule: 'Weekly' }),
        niche(2, {
          schedule: 'Monthly',
          hasRankIssue: true,
          evaluationStatus: 'IN_PROGRESS',
          competitionStrength: 0.7968,
        }),
      ]);
      renderWorkspace();
      await screen.findByText('Niche 1');
      expect(pipelineBodies(calls)).toEqual([{ tags: NO_TAGS, filters: [], sort: [], page: 1 }]);
      const readOnly = row('Niche 1');
      expect(within(readOnly).getByText('Read Only')).toBeTruthy();
      expect(within(readOnly).queryByTestId('schedule-indicator')).toBeNull();
      const managed = row('Niche 2');
      expect(within(managed).queryByText('Read Only')).toBeNull();
      expect(within(managed).getByTestId('schedule-indicator').textContent).toBe('Monthly');
      expect(
        within(managed).getByRole('img', { name: /Diving again is recommended/ }),
      ).toBeTruthy();
      expect(within(managed).getByText('In Progress')).toBeTruthy();
      expect(within(readOnly).getByText('Incomplete')).toBeTruthy();
      expect(within(managed).getByText('$19.99')).toBeTruthy();
      // Scores read as the niche pages show them, in the band of the figure shown.
      expect(within(managed).getByText('0.80').getAttribute('data-band')).toBe('red');
      expect(within(managed).getByText('0.30').getAttribute('data-band')).toBe('green');
      expect(within(readOnly).getByText('0.85').getAttribute('data-band')).toBe('red');
      expect(within(managed).getByText('2026-02-07')).toBeTruthy();
      expect(within(managed).getByText('Kitchen')).toBeTruthy();
    });

    it('pre-fills a contains filter on the hero keyword', async () => {
      const { calls } = pipelineServer([niche(1)]);
      renderWorkspace(vi.fn(), 'garlic');
      await screen.findByText('Niche 1');
      expect(pipelineBodies(calls)[0]).toMatchObject({
        filters: [{ field: 'heroKeyword', condition: 'contains', value: 'garlic' }],
      });
    });

    it('starts from the filters and sort kept with the grid preferences, and keeps new ones', async () => {
      const saved = {
        columnOrder: [],
        columnVisibility: {},
        columnSizing: {},
        filters: [{ field: 'heroKeyword', condition: 'contains', value: 'garlic' }],
        sort: [{ field: 'medianSales', desc: true }],
      };
      const { calls } = pipelineServer(
        [niche(1)],
        [{ path: '/api/preferences', body: { 'grid.pipeline': saved } }],
      );
      renderWorkspace();
      await screen.findByText('Niche 1');
      expect(pipelineBodies(calls)).toEqual([
        { tags: NO_TAGS, filters: saved.filters, sort: saved.sort, page: 1 },
      ]);
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);

      fireEvent.click(screen.getByRole('button', { name: 'Median price' }));
      await waitFor(() => {
        const put = calls.filter((call) => call.path === '/api/preferences/grid.pipeline').at(-1);
        expect(put?.body).toMatchObject({
          filters: saved.filters,
          sort: [{ field: 'medianPriceCents', desc: false }],
        });
      });
    });

    it('says that money sorts and filters in US dollars', async () => {
      pipelineServer([niche(1)]);
      renderWorkspace();
      await screen.findByText('Niche 1');
      const note =
        'Sorted and filtered in US dollars: other currencies are converted at fixed rates.';
      expect(screen.getByRole('button', { name: 'Median price' }).getAttribute('title')).toBe(note);
      fireEvent.click(screen.getByRole('button', { name: 'Filter Median price' }));
      const form = await screen.findByRole('form', { name: 'Filter Median price' });
      expect(within(form).getByText(note)).toBeTruthy();
    });

    it('sends a column filter with its condition and the sort to the server', async () => {
      const { calls } = pipelineServer([niche(1)]);
      renderWorkspace();
      await screen.findByText('Niche 1');
      fireEvent.click(screen.getByRole('button', { name: 'Filter Keywords' }));
      const form = await screen.findByRole('form', { name: 'Filter Keywords' });
      fireEvent.change(within(form).getByLabelText('Condition'), {
        target: { value: 'greaterOrEqual' },
      });
      fireEvent.change(within(form).getByLabelText('Value'), { target: { value: '100' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(pipelineBodies(calls).at(-1)).toMatchObject({
          filters: [{ field: 'numKeywords', condition: 'greaterOrEqual', value: '100' }],
        }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Median price' }));
      await waitFor(() =>
        expect(pipelineBodies(calls).at(-1)).toMatchObject({
          sort: [{ field: 'medianPriceCents', desc: false }],
        }),
      );
    });
  });

  describe('on a screen as wide as a laptop', () => {
    stubElementSizes({ clientHeight: 600, clientWidth: 1200 });

    it('shows the load error with a retry', async () => {
      const server = pipelineServer(
        [],
        [{ method: 'POST', path: '/api/orgs/1/pipeline', status: 500, body: { message: 'boom' } }],
      );
      renderWorkspace();
      expect(
        await screen.findByText(
          'Failed to load your niches, please try again later. If the issue persists contact support.',
        ),
      ).toBeTruthy();
      server.routes.pop();
      server.routes.push({
        method: 'POST',
        path: '/api/orgs/1/pipeline',
        body: { data: [niche(3)], total: 1 },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Niche 3')).toBeTruthy();
    });

    it('keeps the grid after a refused filter: the reason shows and the filters can be reset', async () => {
      const server = pipelineServer(
        [],
        [
          {
            method: 'POST',
            path: '/api/orgs/1/pipeline',
            status: 400,
            body: { message: 'heroKeyword cannot be filtered by greaterOrEqual' },
          },
        ],
      );
      renderWorkspace(vi.fn(), 'garlic');
      expect(
        await screen.findByText('heroKeyword cannot be filtered by greaterOrEqual'),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Filter Niche' })).toBeTruthy();
      server.routes.pop();
      server.routes.push({
        method: 'POST',
        path: '/api/orgs/1/pipeline',
        body: { data: [niche(3)], total: 1 },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Reset all active filters' }));
      expect(await screen.findByText('Niche 3')).toBeTruthy();
      expect(pipelineBodies(server.calls).at(-1)).toMatchObject({ filters: [] });
    });

    it('shows the status bar on selection: Rename with one niche, Delete refused on read-only ones', async () => {
      pipelineServer([niche(1), niche(2, { canManage: false }), niche(3, { organizationId: 9 })]);
      const onAction = renderWorkspace();
      await screen.findByText('Niche 1');
      expect(screen.queryByRole('toolbar', { name: 'Selected niches' })).toBeNull();

      fireEvent.click(screen.getByLabelText('Select row 1'));
      const names = within(toolbar())
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(names).toEqual([
        'Clear selection',
        'Delete',
        'Transfer',
        'Share',
        'Bulk Update',
        'Open',
        'Rename',
      ]);
      fireEvent.click(within(toolbar()).getByRole('button', { name: 'Rename' }));
      await waitFor(() =>
        expect(onAction).toHaveBeenCalledWith({
          kind: 'rename',
          selection: { mode: 'ids', ids: [1] },
          count: 1,
          niches: [niche(1)],
        }),
      );

      fireEvent.click(screen.getByLabelText('Select row 2'));
      expect(within(toolbar()).queryByRole('button', { name: 'Rename' })).toBeNull();
      const remove = within(toolbar()).getByRole<HTMLButtonElement>('button', { name: 'Delete' });
      expect(remove.disabled).toBe(true);
      fireEvent.mouseEnter(remove.parentElement!);
      expect(
        await screen.findByText("You can't delete niche(s) that you can't manage."),
      ).toBeTruthy();

      fireEvent.click(screen.getByLabelText('Select row 3'));
      fireEvent.mouseEnter(remove.parentElement!);
      expect(await screen.findByText("You can't delete external niche(s).")).toBeTruthy();

      fireEvent.click(within(toolbar()).getByRole('button', { name: 'Clear selection' }));
      expect(screen.queryByRole('toolbar', { name: 'Selected niches' })).toBeNull();
    });

    it.each(['member', 'billingMember'] as const)(
      'offers a %s neither Transfer nor Share, which their role may not do',
      async (role) => {
        pipelineServer([niche(1)]);
        renderWorkspace(vi.fn(), undefined, role);
        await screen.findByText('Niche 1');
        fireEvent.click(screen.getByLabelText('Select row 1'));
        const names = within(toolbar())
          .getAllByRole('button')
          .map((button) => button.textContent);
        expect(names).toEqual(['Clear selection', 'Delete', 'Bulk Update', 'Open', 'Rename']);
      },
    );

    it('hands a header selection on as the grid holds it, asking the server nothing', async () => {
      const { calls } = pipelineServer([niche(1), niche(2), niche(3)], [], 300);
      const onAction = renderWorkspace();
      await screen.findByText('Niche 1');
      fireEvent.click(screen.getByLabelText('Select all rows'));
      fireEvent.click(screen.getByLabelText('Select row 2'));
      expect(within(toolbar()).getByText('299 niches selected')).toBeTruthy();
      const before = calls.length;
      fireEvent.click(within(toolbar()).getByRole('button', { name: 'Bulk Update' }));
      expect(onAction).toHaveBeenCalledWith({
        kind: 'bulk',
        selection: {
          mode: 'allExcept',
          view: { tags: NO_TAGS, filters: [], sort: [] },
          except: [2],
        },
        count: 299,
        niches: [niche(1), niche(3)],
      });
      expect(calls.slice(before)).toEqual([]);
    });
  });
});
