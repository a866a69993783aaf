import type { Db } from '../db/client';
import type { Publisher } from '../realtime/publisher';
import { createBillingRepository } from './billing/billing.repository';
import { createQuotaLedger } from './billing/quota-ledger';
import { createConnectionsRepository } from './connections/connections.repository';
import { createDivesRepository } from './dives/dives.repository';
import type { ManualRow } from './keyword-lists/domain/manual';
import { recompute } from './keyword-lists/domain/settings';
import { createKeywordListsRepository } from './keyword-lists/keyword-lists.repository';
import { createNichesRepository } from './niches/niches.repository';
import { createResearchesRepository } from './researches/researches.repository';
import { createSchedulesRepository } from './schedules/schedules.repository';

/** The repositories a unit of work hands to a service, every one bound to its transaction. */
function repositories(tx: Db, publisher: Pick<Publisher, 'claimChannel'>) {
  return {
    runs: createDivesRepository(tx),
    schedules: createSchedulesRepository(tx),
    quota: createQuotaLedger(createBillingRepository(tx), {
      NUMBER_OF_NICHES: createNichesRepository(tx).count,
    }),
    /** A niche's researches: deleting, moving, labelling, and which one drives the niche. */
    researches: createResearchesRepository(tx),
    /** Connected organizations and moving niches between them. */
    connections: createConnectionsRepository(tx),
    /** A niche's saved keyword list settings, applied to its newest dive (false: none saved). */
    keywordLists: {
      /** The niche's hand edits of its keyword lists. */
      edits: (nicheId: number) => createKeywordListsRepository(tx).edits(nicheId),
      /**
       * The niche's hand edits applied to its newest dive (`added`: the hand-added keywords the
       * dive did not find, read from the market before), then its settings; false when it has
       * neither.
       */
      reapply: async (nicheId: number, added: ManualRow[] = []) => {
        const repo = createKeywordListsRepository(tx);
        const edited = await repo.reapplyEdits(nicheId, added);
        return repo.reapply(
          nicheId,
          (settings) => (rows, competitors) => recompute(rows, competitors, settings),
          edited,
        );
      },
    },
    /** Registers a progress channel to an organization (`Publisher.claimChannel`). */
    claimChannel: (name: string, organizationId: number) =>
      publisher.claimChannel(name, organizationId, tx),
  };
}

export type Repositories = ReturnType<typeof repositories>;

/** Runs work in one transaction: all of it is stored, or none of it. */
export interface UnitOfWork {
  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

export function createUnitOfWork(db: Db, publisher: Pick<Publisher, 'claimChannel'>): UnitOfWork {
  return { run: (work) => db.transaction((tx) => work(repositories(tx, publisher))) };
}
