import type { ProviderContext } from '../context';

/** The context the package's tests read with; the simulated marketplace answers every context alike. */
export const ctx: ProviderContext = { orgId: 1 };
