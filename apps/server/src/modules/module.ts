import type { FastifyInstance } from 'fastify';
import type { JOBS } from '@fathom/contract';
import type { Db } from '../db/client';
import type { Guards } from '../http/route';
import type { JobHandler } from '../jobs/registry';
import type { Repositories } from './unit-of-work';

/** What a module hands the app: its HTTP routes, its job handlers and its repositories. */
export interface AppModule {
  /** Registers the module's endpoints on the HTTP API. */
  routes?(app: FastifyInstance, guards: Guards): void;
  /** Handlers of the module's jobs; every job of the registry has exactly one, in some module. */
  jobs?: JobHandler<typeof JOBS>[];
  /**
   * The module's repositories bound to a unit of work's transaction, under the names it adds to
   * `Repositories` (unit-of-work.ts); services reach them in `work.run(repos => …)`.
   */
  repositories?: (tx: Db) => Partial<Repositories>;
}

/** A module with a service other modules, workers and the app call. */
export interface ServiceModule<S> extends AppModule {
  service: S;
}
