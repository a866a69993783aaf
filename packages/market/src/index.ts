export type * from './context';
export type * from './provider';
export { sqpQueryStatus } from './sqp-status';
export { DEFAULT_MARKET_SEED, createSimulatedMarket, renderProductImage } from './simulated/market';
export type { SimulatedMarketOptions } from './simulated/market';
export { KNOWN_ASINS } from './known';
export type { KnownAsins } from './simulated/asins';
export { withLatency } from './latency';
export type { DelayedProvider, LatencyStats } from './latency';
