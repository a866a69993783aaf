import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../components/DataGrid/grid-test-setup';
import { niche, pipelineBodies, pipelineServer, renderPipeline } from '../test/pipeline-fixtures';
import { PipelineWorkspace } from './PipelineWorkspace';

stubElementSizes({ clientHeight: 600, clientWidth: 1200 });

function stubClipboard(readText: () => Promise<string>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { readText } });
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renameRoutes = [1, 2, 3].map((id) => ({
  method: 'PUT',
  path: `/api/niches/${id}/label`,
  body: {
    id,
    label: '',
    notes: '',
    heroKeyword: null,
    spaceIds: [],
    labelIds: [],
    assigneeIds: [],
  },
}));
const renames = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path.endsWith('/label'));

function renderWorkspace() {
  renderPipeline(
    <PipelineWorkspace orgId={1} onAction={vi.fn()} emptyPipeline={<p>Empty pipeline</p>} />,
  );
}
const cellOf = (text: string) => screen.getByText(text).closest('[role="gridcell"]')!;

async function pasteFromMenu(cellText: string) {
  await screen.findByText(cellText);
  fireEvent.contextMenu(cellOf(cellText));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Paste' }));
}

describe('paste into the pipeline', () => {
  it('writes one line a row from the row pasted on, skipping rows the user cannot manage', async () => {
    stubClipboard(() => Promise.resolve('Alpha\n"Beta"\tUS\nGamma\nDelta\n'));
    const { calls } = pipelineServer(
      [niche(1), niche(2, { canManage: false }), niche(3)],
      renameRoutes,
    );
    renderWorkspace();
    await pasteFromMenu('Niche 1');

    expect(
      await screen.findByText(
        "Pasted 2 niche names. 1 row skipped: you can't manage it. 1 line beyond the last row ignored: a paste adds no niche.",
      ),
    ).toBeTruthy();
    expect(renames(calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/niches/1/label', { label: 'Alpha' }],
      ['/api/niches/3/label', { label: 'Gamma' }],
    ]);
    // The grid asks for its rows again, to show the new names.
    await waitFor(() => expect(pipelineBodies(calls).length).toBeGreaterThan(1));
  });

  it('reports a line the contract refuses and changes nothing when no line is valid', async () => {
    stubClipboard(() => Promise.resolve('   \n'.repeat(1) + 'x'.repeat(300)));
    const { calls } = pipelineServer([niche(1), niche(2)], renameRoutes);
    renderWorkspace();
    await pasteFromMenu('Niche 1');

    expect(
      await screen.findByText(
        'No pasted line could be written. Nothing was changed. Line 1 (Niche 1): Niche label cannot be empty. Line 2 (Niche 2): Niche label should be less than 256 characters.',
      ),
    ).toBeTruthy();
    expect(renames(calls)).toEqual([]);
  });

  it('says so when the clipboard is empty or the browser refuses to read it', async () => {
    stubClipboard(() => Promise.resolve(''));
    const { calls } = pipelineServer([niche(1)], renameRoutes);
    renderWorkspace();
    await pasteFromMenu('Niche 1');
    expect(
      await screen.findByText('The clipboard holds no text to paste. Nothing was changed.'),
    ).toBeTruthy();

    stubClipboard(() => Promise.reject(new Error('denied')));
    await pasteFromMenu('Niche 1');
    expect(
      await screen.findByText(
        'The browser did not let Fathom read the clipboard. Click a cell of the column and press Ctrl+V (Cmd+V on a Mac) instead.',
      ),
    ).toBeTruthy();
    expect(renames(calls)).toEqual([]);
  });

  it('offers Paste only on the columns it writes, for niches the user manages, saying why not', async () => {
    pipelineServer([niche(1), niche(2, { canManage: false })]);
    renderWorkspace();
    await screen.findByText('Niche 1');

    fireEvent.contextMenu(screen.getAllByText('US')[0]!.closest('[role="gridcell"]')!);
    const paste = await screen.findByRole('menuitem', { name: 'Paste' });
    expect(paste.hasAttribute('disabled') || paste.getAttribute('data-disabled')).toBeTruthy();
    expect(
      screen.getByText('Paste writes the Niche, Hero Keyword and Notes columns only'),
    ).toBeTruthy();
    fireEvent.keyDown(paste, { key: 'Escape' });

    fireEvent.contextMenu(cellOf('Niche 2'));
    await waitFor(() => expect(screen.getByText("You can't manage this niche")).toBeTruthy());
  });

  it('pastes with Ctrl+V on a focused name cell', async () => {
    const { calls } = pipelineServer([niche(1), niche(2)], renameRoutes);
    renderWorkspace();
    await screen.findByText('Niche 1');
    const grid = screen.getByRole('grid');
    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.paste(grid, { clipboardData: { getData: () => 'Alpha\nBeta' } });

    expect(await screen.findByText('Pasted 2 niche names.')).toBeTruthy();
    expect(renames(calls).map((call) => call.body)).toEqual([
      { label: 'Alpha' },
      { label: 'Beta' },
    ]);
  });

  it('says so when Ctrl+V finds an empty clipboard or no focused cell', async () => {
    const { calls } = pipelineServer([niche(1)], renameRoutes);
    renderWorkspace();
    await screen.findByText('Niche 1');
    const grid = screen.getByRole('grid');
    grid.focus();
    fireEvent.paste(grid, { clipboardData: { getData: () => 'Alpha' } });
    expect(
      await screen.findByText(
        'Click a cell of the Niche, Hero Keyword or Notes column first: a paste starts on that cell.',
      ),
    ).toBeTruthy();

    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.paste(grid, { clipboardData: { getData: () => '' } });
    expect(
      await screen.findByText('The clipboard holds no text to paste. Nothing was changed.'),
    ).toBeTruthy();
    expect(renames(calls)).toEqual([]);
  });

  it('names a hero keyword the server refuses, writing the lines it accepts', async () => {
    // The hero keyword column beside the niche, as a seller may place it, to be in view.
    window.localStorage.setItem(
      'fathom.grid.pipeline',
      JSON.stringify({ columnOrder: ['label', 'heroKeyword'] }),
    );
    stubClipboard(() => Promise.resolve('keyword 9\nnot a keyword\n'));
    const { calls } = pipelineServer(
      [niche(1), niche(2)],
      [
        { method: 'PUT', path: '/api/niches/1/hero-keyword', body: renameRoutes[0]!.body },
        {
          method: 'PUT',
          path: '/api/niches/2/hero-keyword',
          status: 400,
          body: { message: "Choose one of the niche's keywords" },
        },
      ],
    );
    renderWorkspace();
    await pasteFromMenu('keyword 1');

    expect(
      await screen.findByText(
        "Pasted 1 hero keyword. Line 2 (Niche 2): Choose one of the niche's keywords.",
      ),
    ).toBeTruthy();
    expect(
      calls
        .filter((call) => call.method === 'PUT' && call.path.endsWith('/hero-keyword'))
        .map((call) => call.body),
    ).toEqual([{ keyword: 'keyword 9' }, { keyword: 'not a keyword' }]);
  });
});
