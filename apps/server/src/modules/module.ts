import type { FastifyInstance } from 'fastify';
import type { JOBS } from '@fathom/contract';
import type { Guards } from '../http/route';
import type { JobHandler } from '../jobs/registry';

/** What a module hands the app: its HTTP routes and its job handlers. */
export interface AppModule {
  /** Registers the module's endpoints on the HTTP API. */
  routes?(app: FastifyInstance, guards: Guards): void;
  /** Handlers of the module's jobs; every job of the registry has exactly one, in some module. */
  jobs?: JobHandler<typeof JOBS>[];
}

/** A module with a service other modules, workers and the app call. */
export interface ServiceModule<S> extends AppModule {
  service: S;
}
