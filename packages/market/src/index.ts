/**
 * Market data for production code: the provider interface and the factory of the default
 * provider. Helpers for the simulated world, tests and benchmarks are in ./simulated.
 */
export type * from './capabilities';
export type * from './context';
export type * from './provider';
export type * from './seller-reports';
export { sqpQueryStatus } from './sqp-status';
export { createSimulatedMarket } from './simulated/market';
export { SIMULATED_UNSUPPORTABLE, type SimulatedUnsupportable } from './simulated/seller';
export type * from './importers/types';
export { UnknownImportFormat } from './importers/types';
export { openTabularImport, openJsonImport, PROBLEMS_KEPT_MAX } from './importers';
export type { ImportOptions, TabularImportReader } from './importers';
export { openHtmlImport } from './importers/html';
export type * from './imported/data';
export { createImportedMarket } from './imported/provider';
export { createCompositeMarket, createEmptyMarket } from './imported/composite';
