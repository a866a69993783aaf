import {
  channels,
  DEFAULT_KEYWORD_SETTINGS,
  KEYWORD_SETTINGS_LIMITS,
  type KeywordSettings,
  type KeywordSettingsPreview,
} from '@fathom/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtimeServer } from '../../../test/fake-realtime';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { KeywordSettingsProvider } from '../hooks/keyword-settings-context';
import { KeywordExclusionMenu, type KeywordMenuTarget } from './KeywordExclusionMenu';
import { KeywordSettingsPanel } from './KeywordSettingsPanel';

let server: ReturnType<typeof fakeRealtimeServer>;

const settings = (
  patch: Partial<KeywordSettings['mklSettings']> = {},
  version = 1,
): KeywordSettings => ({
  mklSettings: {
    ...DEFAULT_KEYWORD_SETTINGS.mklSettings,
    keywordExclusions: [],
    phraseExclusions: [],
    totalPhraseExclusionSearchVolume: 0,
    totalPhraseExclusionKeywordsCount: 0,
    ...patch,
  },
  oklSettings: DEFAULT_KEYWORD_SETTINGS.oklSettings,
  originalMklKeywordsCount: 600,
  version,
  updatedAt: null,
});

const preview: KeywordSettingsPreview = {
  total: { keywords: 1000, searchVolume: 900_000 },
  current: { keywords: 600, searchVolume: 700_000 },
  visible: { keywords: 250, searchVolume: 500_000 },
  hidden: { keywords: 750, searchVolume: 400_000 },
  shown: { keywords: 0, searchVolume: 0 },
  removed: { keywords: 350, searchVolume: 200_000 },
};

const PATH = '/api/niches/7/keyword-settings';

function setup(routes: MockRoute[], canManage = true, menu?: KeywordMenuTarget) {
  const fetch = mockFetch([
    { path: PATH, body: settings({ excludedPhrases: ['stainless'] }) },
    { method: 'PUT', path: PATH, body: { ...settings({ minSearchVolume: 1000 }, 2), preview } },
    ...routes,
  ]);
  renderWithProviders(
    <KeywordSettingsProvider nicheId={7} orgId={1} canManage={canManage}>
      <KeywordSettingsPanel />
      {menu ? <KeywordExclusionMenu target={menu} onClose={() => undefined} /> : null}
    </KeywordSettingsProvider>,
  );
  return fetch;
}

/** Unfolds the settings, which start folded under one line. */
async function unfold() {
  fireEvent.click(await screen.findByRole('button', { name: 'Keyword list settings' }));
}

const sent = (fetch: ReturnType<typeof mockFetch>, method: string) =>
  fetch.calls.filter((c) => c.method === method && c.path.startsWith(PATH));

/** Lets the panel's pause after an edit go by at once; other time still runs as on a clock. */
const pause = (extraMs = 0) =>
  act(() => vi.advanceTimersByTimeAsync(KEYWORD_SETTINGS_LIMITS.pauseMs + extraMs));

describe('keyword list settings panel', () => {
  beforeEach(() => {
    server = fakeRealtimeServer();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts folded under one line that says the settings and how saving goes', async () => {
    setup([]);
    const toggle = await screen.findByRole('button', { name: 'Keyword list settings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Min search volume' })).toBeNull();
    // Relevancy as the grid and the field write it, with two decimals.
    expect(
      screen.getByText(/Min relevancy 0\.30 · search volume 0 to any · excluded 1/),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Original MKL: 600 keywords');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'Min search volume' })).toBeTruthy();
  });

  it('saves a change by itself after a pause, in one request whose answer says what it changed', async () => {
    const fetch = setup([]);
    await unfold();
    const min = await screen.findByRole('textbox', { name: 'Min search volume' });
    fireEvent.change(min, { target: { value: '1000' } });
    expect(sent(fetch, 'PUT')).toHaveLength(0);
    await pause();
    // What the change did is read from the save's answer: no preview is asked for.
    expect(await screen.findByText(/Visible: 250 keywords .*Removed: 350 keywords/)).toBeTruthy();
    expect(sent(fetch, 'PUT')).toHaveLength(1);
    expect(sent(fetch, 'POST')).toHaveLength(0);
    expect(sent(fetch, 'PUT')[0]!.body).toMatchObject({
      mklSettings: { minSearchVolume: 1000, excludedPhrases: ['stainless'] },
    });
  });

  it('shows the spec’s message when saving fails', async () => {
    const fetch = setup([{ method: 'PUT', path: PATH, status: 500, body: { message: 'boom' } }]);
    await unfold();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Min relevancy' }), {
      target: { value: '0.5' },
    });
    await pause();
    expect(
      await screen.findByText('Failed to update niche settings please try again!'),
    ).toBeTruthy();
    expect(sent(fetch, 'PUT')).toHaveLength(1);
  });

  it('takes an exclusion back from the list', async () => {
    const fetch = setup([]);
    await unfold();
    const list = await screen.findByRole('list', { name: 'Excluded phrases' });
    expect(list.textContent).toContain('stainless');
    fireEvent.click(screen.getByRole('button', { name: 'Take back the exclusion of stainless' }));
    await pause();
    await waitFor(() => expect(sent(fetch, 'PUT')).toHaveLength(1));
    expect(sent(fetch, 'PUT')[0]!.body).toMatchObject({ mklSettings: { excludedPhrases: [] } });
  });

  it('refuses min above max on the field, without asking the server', async () => {
    const fetch = setup([]);
    await unfold();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Max search volume' }), {
      target: { value: '10' },
    });
    const min = screen.getByRole('textbox', { name: 'Min search volume' });
    fireEvent.change(min, { target: { value: '500' } });
    await waitFor(() => expect(min.getAttribute('aria-invalid')).toBe('true'));
    const described = (min.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Min search volume cannot be above max search volume');
    expect(
      screen.getByRole('textbox', { name: 'Max search volume' }).getAttribute('aria-invalid'),
    ).not.toBe('true');
    await pause(300);
    expect(sent(fetch, 'POST')).toHaveLength(0);
    expect(sent(fetch, 'PUT')).toHaveLength(0);
  });

  it('says how saving goes right under the part changed', async () => {
    setup([]);
    await unfold();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Outlier max rank' }), {
      target: { value: '20' },
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Saving…');
    // Right after the OKL switches, before the exclusions.
    const okl = screen.getByRole('switch', { name: 'Include outliers in MKL' });
    const exclusions = screen.getByRole('heading', { name: 'Exclusions' });
    const follows = (a: Node, b: Node) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(okl, status)).toBe(true);
    expect(follows(status, exclusions)).toBe(true);
  });

  it('reloads the settings when another screen saved newer ones', async () => {
    const fetch = setup([]);
    await unfold();
    await screen.findByRole('list', { name: 'Excluded phrases' });
    fetch.routes.push({ path: PATH, body: settings({ excludedPhrases: ['rocker'] }, 3) });
    const channel = channels.niche.name({ nicheId: 7 });
    expect(server.channels()).toContain(channel);
    server.emit(channel, 'keyword-settings-saved', { nicheId: 7, version: 3 });
    expect(await screen.findByText('rocker')).toBeTruthy();
  });

  it('is read only without the permission', async () => {
    setup([], false);
    await unfold();
    const min = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Min search volume' });
    expect(min.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Take back/ })).toBeNull();
  });

  it('excludes keywords chosen in the grid, only those not yet excluded', async () => {
    const keywords = ['Garlic  Press', 'stainless'];
    const fetch = setup([], true, { keywords, x: 10, y: 10 });
    expect(await screen.findByRole('menuitem', { name: 'Exclude 2 KWs in EXACT' })).toBeTruthy();
    // 'stainless' is already an excluded phrase.
    fireEvent.click(screen.getByRole('menuitem', { name: 'Exclude 1 KW in PHRASE' }));
    await pause();
    await waitFor(() => expect(sent(fetch, 'PUT')).toHaveLength(1));
    expect(sent(fetch, 'POST')).toHaveLength(0);
    expect(sent(fetch, 'PUT')[0]!.body).toMatchObject({
      mklSettings: { excludedPhrases: ['stainless', 'garlic press'], excludedKeywords: [] },
    });
  });

  it('lists a grid exclusion at once, to be taken back before it is saved', async () => {
    const fetch = setup([], true, { keywords: ['garlic press'], x: 10, y: 10 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Exclude 1 KW in EXACT' }));
    await unfold();
    const list = await screen.findByRole('list', { name: 'Excluded keywords' });
    expect(list.textContent).toContain('garlic press');
    fireEvent.click(
      screen.getByRole('button', { name: 'Take back the exclusion of garlic press' }),
    );
    await pause();
    await waitFor(() => expect(sent(fetch, 'PUT')).toHaveLength(1));
    expect(sent(fetch, 'PUT')[0]!.body).toMatchObject({ mklSettings: { excludedKeywords: [] } });
  });

  it('offers no exclusion without the permission', async () => {
    setup([], false, { keywords: ['garlic press'], x: 10, y: 10 });
    await screen.findByRole('button', { name: 'Keyword list settings' });
    expect(screen.queryByRole('menuitem')).toBeNull();
  });
});
