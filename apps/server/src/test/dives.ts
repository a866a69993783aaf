import type { DiveStatus } from '@fathom/contract';
import type { TestApp, TestUser } from './harness';

let counter = 0;

/** A Niche Dive start body with fresh progress ids. */
export function startBody(asin: string, count = 15, extra: Record<string, unknown> = {}) {
  const id = `pb${Date.now()}${counter++}`;
  return {
    asin,
    marketplace: 'com',
    competitorsCount: count,
    origin: 'test',
    progressBarId: `${id}snd`,
    triggerDive: {
      numberOfCompetitors: count,
      diveOrigin: 'test',
      progressBarId: `${id}dive`,
    },
    ...extra,
  };
}

/** The answer to a dive start in the user's organization. */
export const startDive = (t: TestApp, user: TestUser, body: object) =>
  t.request({
    method: 'POST',
    url: `/api/orgs/${user.orgId}/dives`,
    cookie: user.cookie,
    payload: body,
  });

/** A dive's status as the user's organization reads it. */
export const diveStatus = async (t: TestApp, user: TestUser, sndId: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/orgs/${user.orgId}/dives/${sndId}`,
      cookie: user.cookie,
    })
  ).json<DiveStatus>();

/** The niches of the user's organization that the user may see. */
export const nicheList = async (t: TestApp, user: TestUser) =>
  (
    await t.request({ method: 'GET', url: `/api/orgs/${user.orgId}/niches`, cookie: user.cookie })
  ).json<unknown[]>();

/** Starts a dive through the API and waits until it completes or fails. */
export async function diveAndWait(t: TestApp, user: TestUser, body: object): Promise<DiveStatus> {
  const res = await startDive(t, user, body);
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.body}`);
  return waitForRun(t, user, res.json<{ sndId: string }>().sndId);
}

export async function waitForRun(t: TestApp, user: TestUser, sndId: string): Promise<DiveStatus> {
  for (let i = 0; i < 600; i++) {
    const status = await diveStatus(t, user, sndId);
    if (status.status !== 'running') return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('dive did not end');
}

export const nicheIdOf = (status: DiveStatus) =>
  Number(/\/niche\/(\d+)\//.exec(status.link ?? '')?.[1]);
