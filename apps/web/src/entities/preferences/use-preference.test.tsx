import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { usePreference } from './use-preference';

/** A tag tree toggle that remembers its state, as the pipeline's panel does. */
function TreeToggle({ label }: { label: string }) {
  const [tree, save] = usePreference('tagTree');
  const collapsed = tree?.collapsed ?? false;
  return (
    <button
      type="button"
      aria-pressed={collapsed}
      onClick={() => save({ collapsed: !collapsed, expanded: tree?.expanded ?? [] })}
    >
      {label}
    </button>
  );
}

const toggle = (name: string) => screen.getByRole('button', { name });

describe('usePreference', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the saved value once for every user of the key and shows a save at once', async () => {
    const { calls } = mockFetch([
      { path: '/api/preferences', body: { tagTree: { collapsed: true, expanded: ['s-1'] } } },
      { method: 'PUT', path: '/api/preferences/tagTree', body: { ok: true } },
    ]);
    renderWithProviders(
      <>
        <TreeToggle label="Tree" />
        <TreeToggle label="Same tree" />
      </>,
    );
    await waitFor(() => expect(toggle('Tree').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(toggle('Tree'));
    // The answer only says ok and the list is not read again: the cached value was patched.
    await waitFor(() => expect(toggle('Tree').getAttribute('aria-pressed')).toBe('false'));
    expect(toggle('Same tree').getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      collapsed: false,
      expanded: ['s-1'],
    });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('gives undefined for a value never saved or no longer valid, and reloads after a failed save', async () => {
    const { calls } = mockFetch([
      { path: '/api/preferences', body: { tagTree: { collapsed: 'yes' } } },
      { method: 'PUT', path: '/api/preferences/tagTree', status: 500 },
    ]);
    renderWithProviders(<TreeToggle label="Tree" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(toggle('Tree').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle('Tree'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    await waitFor(() => expect(toggle('Tree').getAttribute('aria-pressed')).toBe('false'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ collapsed: true, expanded: [] });
  });
});
