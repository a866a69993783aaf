import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { row, settled } from '../lib/test-rows';
import { HeroKeywordModal } from './HeroKeywordModal';

const options = [
  { keyword: 'garlic press', searchVolume: 1200, relevancy: 0.5 },
  { keyword: 'garlic crusher', searchVolume: 900, relevancy: 0.25 },
];
const edited = {
  id: 7,
  label: 'garlic press',
  notes: '',
  heroKeyword: 'garlic crusher',
  spaceIds: [],
  labelIds: [],
  assigneeIds: [],
};

async function choose(keyword: string) {
  fireEvent.click(screen.getByLabelText('Hero keyword', { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(keyword) }));
}

describe('HeroKeywordModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the keywords with search volume and relevancy, and Change waits for a different one', async () => {
    const { calls } = mockFetch([
      { path: '/api/niches/7/hero-keywords', body: options },
      { method: 'PUT', path: '/api/niches/7/hero-keyword', body: edited },
    ]);
    const onClose = vi.fn();
    const { queryClient } = renderWithProviders(
      <HeroKeywordModal niche={row()} opened onClose={onClose} />,
    );
    await settled(queryClient);
    const change = screen.getByRole('button', { name: 'Change' });
    expect(change.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Hero keyword', { selector: 'input' }));
    expect(await screen.findByText('SV 900 · Relevancy 0.25')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: /garlic press/ }));
    expect(change.hasAttribute('disabled')).toBe(true);
    await choose('garlic crusher');
    expect(change.hasAttribute('disabled')).toBe(false);
    fireEvent.click(change);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ keyword: 'garlic crusher' });
  });

  it('says when the hero keyword could not be changed', async () => {
    mockFetch([
      { path: '/api/niches/7/hero-keywords', body: options },
      { method: 'PUT', path: '/api/niches/7/hero-keyword', status: 400, body: { message: 'no' } },
    ]);
    const { queryClient } = renderWithProviders(
      <HeroKeywordModal niche={row()} opened onClose={vi.fn()} />,
    );
    await settled(queryClient);
    await choose('garlic crusher');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Failed to update the hero keyword!')).toBeTruthy();
  });
});
