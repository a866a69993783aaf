import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { nicheSummary } from '../../../test/fixtures';
import { renderInRouter } from '../../../test/render';
import { NicheSwitcher } from './NicheSwitcher';

describe('NicheSwitcher', () => {
  it('names each niche with its marketplace’s site, as the header and the marketplace picker do', async () => {
    const garlic = nicheSummary({ id: 7, label: 'garlic press', marketplace: 'com' });
    const ice = nicheSummary({ id: 8, label: 'ice cube tray', marketplace: 'de' });
    mockFetch([{ path: '/api/orgs/1/niches', body: [garlic, ice] }]);
    renderInRouter(<NicheSwitcher niche={garlic} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Switch niche' }));
    expect(await screen.findByRole('option', { name: 'ice cube tray (amazon.de)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'garlic press (amazon.com)' })).toBeTruthy();
  });
});
