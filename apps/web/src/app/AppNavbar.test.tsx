import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../test/render';
import { AppNavbar } from './AppNavbar';

describe('AppNavbar', () => {
  it('gives each page of the collapsed rail an icon of its own', async () => {
    renderInRouter(<AppNavbar expanded={false} role="owner" />);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toContain('Amazon connections');
    const icons = links.map((link) => link.querySelector('svg')?.innerHTML);
    expect(new Set(icons).size).toBe(links.length);
  });
});
