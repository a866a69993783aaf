import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../components/DataGrid/grid-test-setup';
import { recordNicheVisit } from '../../../entities/niches/visits';
import { niche, pipelineServer, renderPipeline } from '../test/pipeline-fixtures';
import { PipelineWorkspace } from './PipelineWorkspace';

stubElementSizes({ clientHeight: 600, clientWidth: 1200 });

let clipboard: string[] = [];
beforeEach(() => {
  clipboard = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: { writeText: (text: string) => (clipboard.push(text), Promise.resolve()) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWorkspace(onAction = vi.fn()) {
  renderPipeline(
    <PipelineWorkspace orgId={1} onAction={onAction} emptyPipeline={<p>Empty pipeline</p>} />,
  );
  return onAction;
}

const cellOf = (text: string) => screen.getByText(text).closest('[role="gridcell"]')!;
const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('pipeline actions', () => {
  it('opens a row menu by right click: Rename on the name column, hero keyword on its own', async () => {
    // The hero keyword column moved beside the niche, as a seller may place it, to be in view.
    window.localStorage.setItem(
      'fathom.grid.pipeline',
      JSON.stringify({ columnOrder: ['label', 'heroKeyword'] }),
    );
    pipelineServer([niche(1)]);
    const onAction = renderWorkspace();
    await screen.findByText('Niche 1');

    fireEvent.contextMenu(cellOf('Niche 1'));
    await screen.findByRole('menu');
    expect(menuItems()).toEqual([
      'Open',
      'Rename Niche',
      'Copy',
      'Copy with Headers',
      'Paste',
      'Export',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename Niche' }));
    expect(onAction).toHaveBeenCalledWith({
      kind: 'rename',
      selection: { mode: 'ids', ids: [1] },
      count: 1,
      niches: [niche(1)],
    });

    fireEvent.contextMenu(cellOf('keyword 1'));
    await screen.findByRole('menu');
    expect(menuItems()).toContain('Change Hero Keyword');
    expect(menuItems()).not.toContain('Rename Niche');
  });

  it('opens the menu from the keyboard and lists the most visited pages under Open', async () => {
    recordNicheVisit(1, '/niche/$nicheId/niche-analysis/residue');
    recordNicheVisit(1, '/niche/$nicheId/niche-analysis/residue');
    recordNicheVisit(1, '/niche/$nicheId/niche-analysis/mkl');
    pipelineServer([niche(1)]);
    renderWorkspace();
    await screen.findByText('Niche 1');
    const grid = screen.getByRole('grid');
    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'F10', shiftKey: true });
    await screen.findByRole('menu');
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Open' }), { key: 'ArrowRight' });
    await waitFor(() =>
      expect(menuItems()).toEqual(
        expect.arrayContaining(['Residue Keyword List', 'Master Keyword List']),
      ),
    );
    const names = menuItems();
    expect(names.indexOf('Residue Keyword List')).toBeLessThan(
      names.indexOf('Master Keyword List'),
    );
  });

  it('copies rows with headers as tab-separated quoted cells', async () => {
    pipelineServer([niche(1)]);
    renderWorkspace();
    await screen.findByText('Niche 1');
    fireEvent.contextMenu(cellOf('Niche 1'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy with Headers' }));
    await waitFor(() => expect(clipboard).toHaveLength(1));
    const [headers, values] = clipboard[0]!.split('\n');
    expect(headers!.split('\t').slice(0, 3)).toEqual(['"Niche"', '"Marketplace"', '"Evaluation"']);
    expect(values!.split('\t').slice(0, 2)).toEqual(['"Niche 1"', '"US"']);
  });

  it('copies the figures the cells show, not the stored cents, shares and timestamps', async () => {
    pipelineServer([
      niche(1, {
        marketplace: 'co.jp',
        medianPriceCents: 298000,
        competitionStrength: 0.6336342964439985,
        minSearchVolume: 5,
        medianReviewCount: 2105,
        createdAt: '2026-02-07T10:00:00.000Z',
      }),
    ]);
    renderWorkspace();
    await screen.findByText('Niche 1');
    fireEvent.contextMenu(cellOf('Niche 1'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy with Headers' }));
    await waitFor(() => expect(clipboard).toHaveLength(1));
    const [headers, values] = clipboard[0]!.split('\n').map((line) => line.split('\t'));
    const copied = (header: string) => values![headers!.indexOf(`"${header}"`)];
    expect(copied('Median price')).toBe('"￥2,980"');
    expect(copied('Competition strength')).toBe('"0.63"');
    expect(copied('Median review count')).toBe('"2,105"');
    expect(copied('Marketplace')).toBe('"JP"');
  });

  it('exports the view as a file named by the server, and copies the ASINs', async () => {
    const downloads: string[] = [];
    const { calls } = pipelineServer(
      [niche(1), niche(2)],
      [
        {
          method: 'POST',
          path: '/api/orgs/1/pipeline/export',
          text: 'label\nNiche 1',
          headers: { 'content-disposition': 'attachment; filename="niches-2026-02-07.csv"' },
        },
      ],
    );
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderWorkspace();
    await screen.findByText('Niche 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('button', { name: 'CSV Export' }));
    await waitFor(() => expect(downloads).toEqual(['niches-2026-02-07.csv']));
    const exported = calls.find((call) => call.path.startsWith('/api/orgs/1/pipeline/export'));
    expect(exported?.path).toBe('/api/orgs/1/pipeline/export?format=csv');
    expect(exported?.body).toMatchObject({ filters: [], sort: [] });

    fireEvent.click(screen.getByRole('button', { name: 'Copy ASINs to clipboard' }));
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
    expect(clipboard).toEqual(['B000000001\nB000000002']);
    const asked = calls.filter((call) => call.path === '/api/orgs/1/pipeline/asins');
    expect(asked.map((call) => call.body)).toEqual([
      {
        selection: {
          mode: 'allExcept',
          view: expect.objectContaining({ filters: [], sort: [] }),
          except: [],
        },
      },
    ]);
  });

  it('says when the ASINs could not be copied', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
    pipelineServer([niche(1)]);
    renderWorkspace();
    await screen.findByText('Niche 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy ASINs to clipboard' }));
    expect(await screen.findByText('Failed to copy!')).toBeTruthy();
    expect(screen.queryByText('Copied to clipboard')).toBeNull();
  });

  it('bulk opens the first niches through the extension, or asks to install it', async () => {
    pipelineServer([niche(1), niche(2)]);
    renderWorkspace();
    await screen.findByText('Niche 1');
    const toolbar = () => screen.getByRole('toolbar', { name: 'Selected niches' });
    fireEvent.click(screen.getByLabelText('Select row 1'));
    fireEvent.click(screen.getByLabelText('Select row 2'));

    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText('Please install the Fathom Chrome Extension to use this feature.'),
    ).toBeTruthy();
    // Open is usable again once the first attempt has ended.
    const open = () => within(toolbar()).getByRole('button', { name: 'Open' });
    await waitFor(() => expect(open().hasAttribute('disabled')).toBe(false));

    // The extension's content script, reached through window messages: it answers the ping and
    // receives the pages to open, with no timer between page and extension.
    const sent: unknown[] = [];
    const post = window.postMessage.bind(window);
    const extension = vi.spyOn(window, 'postMessage').mockImplementation((message, ...rest) => {
      const type = (message as { type?: string }).type;
      if (type === 'fathom-extension-ping')
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'fathom-extension-pong' }, source: window }),
        );
      else if (type === 'fathom-open-niche-pages') sent.push(message);
      else post(message, ...(rest as [string]));
    });
    try {
      act(() => {
        fireEvent.click(open());
      });
      await waitFor(() => expect(sent).toHaveLength(1));
    } finally {
      extension.mockRestore();
    }
    expect(sent[0]).toEqual({
      type: 'fathom-open-niche-pages',
      payload: {
        pages: [
          { nicheId: 1, url: `${window.location.origin}/niche/1/niche-analysis/mkl` },
          { nicheId: 2, url: `${window.location.origin}/niche/2/niche-analysis/mkl` },
        ],
      },
    });
  });
});
