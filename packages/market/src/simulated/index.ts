/**
 * `@fathom/market/simulated`: what only the simulated world, tests, demos and benchmarks use: the
 * documented ASINs of the default world, its seed, and a wrapper that slows a provider down.
 */
export { DEFAULT_MARKET_SEED } from './market';
export type { SimulatedMarketOptions } from './market';
export { KNOWN_ASINS } from './known';
export type { KnownAsins } from './asins';
export { withLatency } from '../latency';
export type { DelayedProvider, LatencyStats } from '../latency';
