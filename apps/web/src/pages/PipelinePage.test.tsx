import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../components/DataGrid/grid-test-setup';
import { DiveSessionProvider } from '../features/dives/hooks/dive-session';
import {
  niche,
  pipelineBodies,
  pipelineServer,
  renderPipeline,
} from '../features/pipeline/test/pipeline-fixtures';
import { PipelinePage } from './PipelinePage';

stubElementSizes({ clientHeight: 600, clientWidth: 1200 });
afterEach(() => vi.unstubAllGlobals());

function renderPage(heroKeyword?: string) {
  renderPipeline(
    <DiveSessionProvider>
      <PipelinePage
        heroKeyword={heroKeyword}
        diveModalOpened={false}
        onOpenDiveModal={vi.fn()}
        onCloseDiveModal={vi.fn()}
      />
    </DiveSessionProvider>,
  );
}

describe('PipelinePage', () => {
  it('shows the empty pipeline with the create-first-niche form when there is no niche', async () => {
    pipelineServer([]);
    renderPage();
    expect(
      await screen.findByText('Your Pipeline is empty. Let’s add your first niche!'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create your first Niche' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows No niche found with a reset when filters leave no row', async () => {
    const server = pipelineServer([]);
    renderPage('garlic');
    expect(await screen.findByText('No niche found.')).toBeTruthy();
    expect(pipelineBodies(server.calls)[0]).toMatchObject({
      filters: [{ field: 'heroKeyword', condition: 'contains', value: 'garlic' }],
    });
    server.routes.push({
      method: 'POST',
      path: '/api/orgs/1/pipeline',
      body: { data: [niche(5)], total: 1 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset all active filters' }));
    expect(await screen.findByText('Niche 5')).toBeTruthy();
    await waitFor(() => expect(pipelineBodies(server.calls).at(-1)).toMatchObject({ filters: [] }));
  });

  it('deletes a header selection with one request, loading no other page', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => niche(i + 1));
    const server = pipelineServer(rows, [], 120);
    renderPage('niche');
    await screen.findByText('Niche 1');
    fireEvent.click(screen.getByLabelText('Select all rows'));
    fireEvent.click(screen.getByLabelText('Select row 2'));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected niches' });
    expect(within(toolbar).getByText('119 niches selected')).toBeTruthy();
    const before = server.calls.length;
    server.routes.push({
      method: 'POST',
      path: '/api/orgs/1/pipeline/bulk/delete',
      body: { updated: Array.from({ length: 119 }, (_, i) => i + 1), refused: [] },
    });

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete niches' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete 119 niches? Their researches, keywords and schedules are deleted with them.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('119 niches deleted')).toBeTruthy();

    const sent = server.calls.slice(before).filter((call) => call.method !== 'GET');
    expect(sent[0]).toMatchObject({
      path: '/api/orgs/1/pipeline/bulk/delete',
      body: {
        selection: {
          mode: 'allExcept',
          view: { filters: [{ field: 'heroKeyword', condition: 'contains', value: 'niche' }] },
          except: [2],
        },
      },
    });
    // After the delete the pipeline is read again from page 1; no page was loaded to act.
    expect(sent.slice(1).every((call) => call.path === '/api/orgs/1/pipeline')).toBe(true);
    expect(pipelineBodies(sent).every((body) => (body as { page: number }).page === 1)).toBe(true);
  });
});
