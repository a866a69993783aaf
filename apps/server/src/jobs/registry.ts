import { AsyncLocalStorage } from 'node:async_hooks';
import type { JobResult, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { JobDefinition } from '@fathom/contract';

type Definitions = Record<string, JobDefinition>;

/** Which try this is: a handler may give up visibly on the last one. */
export interface Attempt {
  retryCount: number;
  isLast: boolean;
}

/** A module's handler for one job. */
export interface JobHandler<D extends Definitions, N extends keyof D & string = keyof D & string> {
  name: N;
  handle(payload: z.output<D[N]['payload']>, attempt: Attempt): Promise<void>;
}

export function handler<D extends Definitions, N extends keyof D & string>(
  _definitions: D,
  name: N,
  handle: (payload: z.output<D[N]['payload']>, attempt: Attempt) => Promise<void>,
): JobHandler<D, N> {
  return { name, handle };
}

/** Every defined job has exactly one handler and every handler a definition, or nothing starts. */
export function checkHandlers(definitions: Definitions, handlers: { name: string }[]): void {
  const problems: string[] = [];
  for (const name of Object.keys(definitions)) {
    const count = handlers.filter((h) => h.name === name).length;
    if (count === 0) problems.push(`job ${name} has no handler`);
    if (count > 1) problems.push(`job ${name} has ${count} handlers`);
  }
  for (const h of handlers)
    if (!(h.name in definitions)) problems.push(`handler for unknown job ${h.name}`);
  if (problems.length) throw new Error(`Job registry: ${problems.join('; ')}`);
}

/**
 * How soon a lost attempt is noticed. The queue's supervisor looks for missed heartbeats and
 * expired attempts every `superviseIntervalSeconds`; tests may pass shorter timings, and a shorter
 * heartbeat for every job that has one.
 */
export interface JobTimings {
  superviseIntervalSeconds: number;
  heartbeatSeconds?: number;
}

export const JOB_TIMINGS: JobTimings = { superviseIntervalSeconds: 10 };

/** pg-boss constructor options for these timings: supervision and monitoring at the same pace. */
export function supervision(timings: JobTimings = JOB_TIMINGS) {
  return {
    superviseIntervalSeconds: timings.superviseIntervalSeconds,
    monitorIntervalSeconds: timings.superviseIntervalSeconds,
  };
}

export interface SendOptions {
  /**
   * Required by a `singleton` job, where at most one job per key is queued or active and a second
   * send with the same key is dropped; other queues keep every job.
   */
  singletonKey?: string;
  startAfter?: Date;
}

/** Jobs sent inside `JobQueue.workHere`, worked in order by the process that sent them. */
interface HereRun {
  pending: { name: string; data: object; retryCount: number }[];
  /** The loop working `pending`, while one runs. */
  draining: Promise<void> | null;
}

/** The typed face of pg-boss: send jobs everywhere, work them where the role says. */
export class JobQueue<D extends Definitions> {
  private started = false;
  private readonly workers = new Map<string, string>();
  private readonly here = new AsyncLocalStorage<HereRun>();

  constructor(
    private readonly boss: PgBoss,
    private readonly definitions: D,
    private readonly handlers: JobHandler<D>[],
    private readonly timings: JobTimings = JOB_TIMINGS,
  ) {
    checkHandlers(definitions, handlers);
  }

  get running(): boolean {
    return this.started;
  }

  async start({ work }: { work: boolean }): Promise<void> {
    await this.boss.start();
    await this.setUpQueues();
    if (work) {
      for (const h of this.handlers) {
        const def = this.definitions[h.name]!;
        let workerId: string | undefined = undefined;
        workerId = await this.boss.work(
          h.name,
          {
            pollingIntervalSeconds: 0.5,
            localConcurrency: def.concurrency,
            batchSize: def.batchSize,
            perJobResults: true,
          },
          async (jobs) => {
            // One after another; a job that throws fails (and is retried) alone.
            const results: JobResult[] = [];
            for (const job of jobs) {
              const attempt = {
                retryCount: job.retryCount,
                isLast: job.retryCount >= def.retryLimit,
              };
              try {
                await h.handle(def.payload.parse(job.data) as never, attempt);
                results.push({ id: job.id, status: 'completed' });
              } catch (error) {
                results.push({ id: job.id, status: 'failed', output: error });
              }
            }
            // A worker that found work asks again at once: the next queued job does not wait
            // for the poll (an empty answer falls back to polling).
            if (workerId) this.boss.notifyWorker(workerId);
            return results;
          },
        );
        this.workers.set(h.name, workerId);
        if (def.cron) await this.boss.schedule(h.name, def.cron, {});
      }
    }
    this.started = true;
  }

  /**
   * Makes each job's queue with its definition's options, or brings an existing one up to them;
   * a queue that already has them is left alone (one read for all of them).
   */
  private async setUpQueues(): Promise<void> {
    const existing = new Map((await this.boss.getQueues()).map((q) => [q.name, q]));
    // A dead-letter queue must exist before the queues that name it.
    const entries = Object.entries(this.definitions).sort(
      ([, a], [, b]) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)),
    );
    for (const [name, def] of entries) {
      const heartbeatSeconds =
        (def.heartbeatSeconds && (this.timings.heartbeatSeconds ?? def.heartbeatSeconds)) || null;
      const options = {
        retryLimit: def.retryLimit,
        retryDelay: def.retryDelaySeconds,
        retryBackoff: false,
        expireInSeconds: def.expireInSeconds,
        deadLetter: def.deadLetter ?? null,
        heartbeatSeconds,
      };
      const policy = def.singleton ? 'exclusive' : 'standard';
      const queue = existing.get(name);
      if (queue?.policy === policy) {
        const current = { ...queue, deadLetter: queue.deadLetter ?? null };
        const changed = (Object.keys(options) as (keyof typeof options)[]).some(
          (key) => (current[key] ?? null) !== options[key],
        );
        if (changed) await this.boss.updateQueue(name, options);
        continue;
      }
      // A queue's policy is fixed when it is made: one made with another is made again.
      if (queue) await this.boss.deleteQueue(name);
      const { deadLetter, heartbeatSeconds: heartbeat, ...made } = options;
      await this.boss.createQueue(name, {
        ...made,
        policy,
        ...(deadLetter && { deadLetter }),
        ...(heartbeat && { heartbeatSeconds: heartbeat }),
      });
    }
  }

  /**
   * Runs `work` with every job it sends, and every job those send, worked by this process instead
   * of queued: each after the job that sent it, one at a time, with no worker and no other job
   * in between. Resolves once `work` and all its jobs are done. A job that throws is tried again
   * after the others, up to its retry limit; its last failure rejects.
   */
  async workHere<T>(work: () => Promise<T>): Promise<T> {
    const run: HereRun = { pending: [], draining: null };
    const result = await this.here.run(run, work);
    await this.drain(run);
    return result;
  }

  /** Works the jobs sent in `run` until none is left (joins the loop already at it). */
  private async drain(run: HereRun): Promise<void> {
    while (run.draining) await run.draining;
    if (!run.pending.length) return;
    // Set before the first job runs, so the jobs it sends wait their turn.
    run.draining = Promise.resolve()
      .then(() => this.workPending(run))
      .finally(() => (run.draining = null));
    await run.draining;
  }

  private async workPending(run: HereRun): Promise<void> {
    for (let job = run.pending.shift(); job; job = run.pending.shift()) {
      const def = this.definitions[job.name]!;
      const name = job.name;
      const h = this.handlers.find((candidate) => candidate.name === name)!;
      const isLast = job.retryCount >= def.retryLimit;
      try {
        await h.handle(def.payload.parse(job.data) as never, {
          retryCount: job.retryCount,
          isLast,
        });
      } catch (error) {
        if (isLast) throw error;
        run.pending.push({ ...job, retryCount: job.retryCount + 1 });
      }
    }
  }

  async send<N extends keyof D & string>(
    name: N,
    payload: z.input<D[N]['payload']>,
    options: SendOptions = {},
  ) {
    const definition = this.definitions[name]!;
    if (definition.singleton && !options.singletonKey)
      throw new Error(`${name} jobs are sent with a singletonKey`);
    const data = definition.payload.parse(payload) as object;
    const here = this.here.getStore();
    if (here) {
      here.pending.push({ name, data, retryCount: 0 });
      // A job sent by a job runs after it; one sent by the work itself runs now.
      if (!here.draining) await this.drain(here);
      return null;
    }
    const id = await this.boss.send(name, data, { ...options });
    // A worker in this process picks the job up at once instead of at its next poll.
    const local = this.workers.get(name);
    if (local) this.boss.notifyWorker(local);
    return id;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 5_000 });
  }
}
