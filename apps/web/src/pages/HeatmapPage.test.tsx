import { emptySqpData } from '@fathom/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { rankTracker } from '../test/fixtures';
import { renderInRouter } from '../test/render';
import { heatmapTerm, twoDayHeatmap } from '../features/rank-radar/test/heatmap-fixtures';
import { HeatmapPage } from './HeatmapPage';

const TRACKER = '/api/orgs/1/krt/2';
const heatmap = twoDayHeatmap([heatmapTerm(11, 'garlic press', null)], emptySqpData('COMPLETED'));

/** The API with the heatmap answered and the tracker held back until `answer` is called. */
function slowTracker() {
  const mocked = mockFetch([
    { path: `${TRACKER}/heatmap`, body: heatmap },
    { path: TRACKER, body: rankTracker({ id: 2 }) },
  ]);
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (new URL(input, 'http://localhost').pathname === TRACKER) await held;
    return mocked.spy(input, init);
  });
  return { ...mocked, answer };
}

describe('HeatmapPage', () => {
  // The test DOM lays nothing out: the grid's box is given a size, so its rows and days render.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for the period of the heatmap without waiting for the tracker', async () => {
    const { calls, answer } = slowTracker();
    renderInRouter(<HeatmapPage orgId={1} krtId={2} view="organic" days={90} />);
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(`${TRACKER}/heatmap?archived=false&days=90`),
    );
    expect(calls.map((c) => c.path)).not.toContain(TRACKER);
    answer();
    expect(await screen.findByRole('columnheader', { name: '2026-02-10' })).toBeTruthy();
  });
});
