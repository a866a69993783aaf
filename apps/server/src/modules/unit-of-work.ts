import type { Db } from '../db/client';
import type { Publisher } from '../realtime/publisher';
import type { AppModule } from './module';

/**
 * The repositories a unit of work hands to a service, every one bound to its transaction. Each
 * module adds the names it contributes (`AppModule.repositories`) to this interface in its
 * `*.module.ts`; the unit of work itself adds the progress-channel registration.
 */
export interface Repositories {
  /** Registers a progress channel to an organization (`Publisher.claimChannel`). */
  claimChannel(name: string, organizationId: number): Promise<boolean>;
}

/** Runs work in one transaction: all of it is stored, or none of it. */
export interface UnitOfWork {
  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

/** The unit of work of the modules' repositories; a name contributed twice is a wiring fault. */
export function createUnitOfWork(
  db: Db,
  publisher: Pick<Publisher, 'claimChannel'>,
  modules: AppModule[],
): UnitOfWork {
  const contributions = modules.flatMap((m) => (m.repositories ? [m.repositories] : []));
  const names = contributions.flatMap((bind) => Object.keys(bind(db)));
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`Two modules contribute the repository ${twice}`);
  const bind = (tx: Db) => {
    const claimChannel = (name: string, organizationId: number) =>
      publisher.claimChannel(name, organizationId, tx);
    // Every name of Repositories is contributed by exactly one module listed in app.ts.
    return Object.assign({ claimChannel }, ...contributions.map((c) => c(tx))) as Repositories;
  };
  return { run: (work) => db.transaction((tx) => work(bind(tx))) };
}
