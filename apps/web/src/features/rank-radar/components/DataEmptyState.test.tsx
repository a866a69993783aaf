import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DataEmptyState } from './DataEmptyState';

const now = new Date('2026-11-26T12:00:00Z');

describe('PPC and SQP empty states', () => {
  it('says the marketplace is not supported, whatever the connection', () => {
    renderWithProviders(
      <DataEmptyState
        kind="ppc"
        marketplaceSupported={false}
        requireAmazonConnection="YES"
        lastUpdated={null}
        now={now}
      />,
    );
    expect(screen.getByRole('heading', { name: 'PPC Data Not Available' })).toBeTruthy();
    expect(screen.getByText('Marketplace not supported')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links to the Amazon connections settings when the connection is missing', () => {
    renderWithProviders(
      <DataEmptyState kind="sqp" marketplaceSupported status="CONNECTION_ERROR" now={now} />,
    );
    expect(screen.getByRole('heading', { name: 'SQP Data Not Available' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Set up the Amazon connection' });
    expect(link.getAttribute('href')).toBe('/settings/amazon-connections');
  });

  it('waits for reports when the PPC connection is uncertain and updated within a day', () => {
    renderWithProviders(
      <DataEmptyState
        kind="ppc"
        marketplaceSupported
        requireAmazonConnection="UNCERTAIN"
        lastUpdated="2026-11-26T01:00:00Z"
        now={now}
      />,
    );
    expect(screen.getByText(/^Waiting for reports/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says there is no data for the selected dates once reports are older than a day', () => {
    renderWithProviders(
      <DataEmptyState
        kind="ppc"
        marketplaceSupported
        requireAmazonConnection="NO"
        lastUpdated="2026-11-20T01:00:00Z"
        now={now}
      />,
    );
    expect(screen.getByText('No data for the selected dates.')).toBeTruthy();
  });

  it('waits for SQP reports after a recent connection', () => {
    renderWithProviders(
      <DataEmptyState kind="sqp" marketplaceSupported status="RECENT_CONNECTION" now={now} />,
    );
    expect(screen.getByText(/^Waiting for reports/)).toBeTruthy();
  });
});
