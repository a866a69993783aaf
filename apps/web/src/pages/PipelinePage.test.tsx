import { fireEvent, screen, waitFor } from '@testing-library/react';
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
});
