import type { ConnectionKind } from './context';

/** The kinds of data a provider may answer, each with its own capability. */
export type DataKind =
  | 'products'
  | 'reverseAsin'
  | 'searchResults'
  | 'searchVolume'
  | 'bsr'
  | 'sales'
  | 'productImages'
  | 'ppc'
  | 'sqp';

/**
 * Whether a kind of data can be read in the context and marketplace asked about:
 * - available: the methods answer it;
 * - needs-connection: it is seller data, and the context has no connection of the kind it is read
 *   through (`Capability.connection`);
 * - unsupported: this provider does not have it for the marketplace.
 */
export type CapabilityStatus = 'available' | 'needs-connection' | 'unsupported';

/**
 * Where an answer comes from, for screens to say: the simulated marketplace, files the
 * organization imported, or Amazon's APIs through its connections.
 */
export type DataSource = 'simulated' | 'imported' | 'amazon';

interface CapabilityFacts {
  /** The kind of seller connection the data is read through; null for market data. */
  connection: ConnectionKind | null;
  /**
   * Served from reports that Amazon prepares hours or days later and jobs ingest into our tables:
   * an answer may lack its latest part until they arrive, and says so (the PPC report's status,
   * SQP weeks IN_PROGRESS).
   */
  ingested: boolean;
  /** Who answers this kind of data; set by the composite provider (absent: the provider itself). */
  source?: DataSource;
}

export type Capability =
  | (CapabilityFacts & { status: 'available' | 'unsupported' })
  | (CapabilityFacts & { status: 'needs-connection'; connection: ConnectionKind });

/** What a provider can answer, per kind of data, for one context and marketplace. */
export type ProviderCapabilities = Record<DataKind, Capability>;
