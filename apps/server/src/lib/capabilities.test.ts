import { describe, expect, it } from 'vitest';
import type { Capability, MarketDataProvider, ProviderCapabilities } from '@fathom/market';
import { requireCapabilities } from './capabilities';
import { DomainError } from './errors';

const available: Capability = { status: 'available', connection: null, ingested: false };

/** A provider that has everything but PPC data, which it reads through an Amazon Ads connection. */
const market = {
  capabilities: () =>
    Promise.resolve<ProviderCapabilities>({
      products: available,
      productImages: available,
      reverseAsin: available,
      searchResults: available,
      searchVolume: available,
      bsr: available,
      sales: available,
      ppc: { status: 'needs-connection', connection: 'amazon-ads', ingested: true },
      sqp: { status: 'unsupported', connection: 'sp-api', ingested: true },
    }),
} as unknown as MarketDataProvider;

const ctx = { orgId: 7 };

describe('requireCapabilities', () => {
  it('lets a request through when the provider has every kind of data it needs', async () => {
    await expect(
      requireCapabilities(market, ctx, 'com', ['products', 'searchResults']),
    ).resolves.toBeUndefined();
  });

  it('asks for the seller connection that data is read through', async () => {
    const refusal = requireCapabilities(market, ctx, 'com', ['products', 'ppc']);
    await expect(refusal).rejects.toThrow('Connect your Amazon Ads account to see this data');
    await expect(refusal).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('says which data is not available', async () => {
    const refusal = requireCapabilities(market, ctx, 'com', ['sqp']);
    await expect(refusal).rejects.toBeInstanceOf(DomainError);
    await expect(refusal).rejects.toMatchObject({
      kind: 'invalid',
      message: 'SQP Data Not Available',
    });
  });
});
