import {
  DIVE_MESSAGES,
  EXTENSION_MESSAGE_TYPE,
  EXTENSION_PING,
  EXTENSION_PONG,
  SCHEDULE_MESSAGES,
  webRoutes,
} from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { competitor, nicheSummary, quotaUsage } from '../../../test/fixtures';
import { renderInRouter } from '../../../test/render';
import { CurrentOrganizationProvider } from '../../../entities/organization/use-current-organization';
import { readPendingTrigger } from '../../../entities/niches/pending-trigger';
import { DiveAgainModal } from './DiveAgainModal';
import { MANUAL_HELP } from './DiveAgainManualPanel';

const niche = nicheSummary({ numCompetitors: 4 });

/** The niche: B0COMP0002 is locked in it (the hero is flagged too, but is no locked competitor),
 * B0COMP0004 is excluded from it. */
function server(extra: MockRoute[] = []) {
  return mockFetch([
    {
      path: '/api/niches/7/competitors',
      body: [
        competitor('B0YEY4SBXU', 0, { locked: true }),
        competitor('B0COMP0002', 1, { locked: true }),
        competitor('B0COMP0003', 2),
        competitor('B0COMP0004', 3),
      ],
    },
    { path: '/api/niches/7/exclusions', body: [{ asin: 'B0COMP0004' }] },
    {
      path: '/api/orgs/1/subscription',
      body: { tier: 'standard', rank: 2, competitorCap: 30, monthlyPriceCents: 9900 },
    },
    {
      path: '/api/orgs/1/quotas',
      body: [quotaUsage('DIVED_ASINS', 1000, 6000), quotaUsage('NUMBER_OF_NICHES', 1, null)],
    },
    ...extra,
  ]);
}

/** The niche page's Dive Again button and its modal, which closes when it launches. */
function NichePage() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>Dive Again</button>
      <DiveAgainModal niche={niche} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

async function openDiveAgain(locked = 1, excluded = 1, launchable = true) {
  // Strict Mode as in the app (main.tsx): effects run twice.
  const { router } = renderInRouter(
    <StrictMode>
      <CurrentOrganizationProvider organizations={[{ id: 1, name: 'Demo', role: 'owner' }]}>
        <NichePage />
      </CurrentOrganizationProvider>
    </StrictMode>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Dive Again' }));
  const dialog = await screen.findByRole('dialog', { name: 'Niche Dive Again' });
  // The niche's locks and exclusions have arrived once their counts show.
  await within(dialog).findByLabelText(`${locked} locked`);
  if (excluded > 0) await within(dialog).findByLabelText(`${excluded} excluded`);
  if (launchable) await waitFor(() => expect(launchButton().disabled).toBe(false));
  return { dialog: within(dialog), router };
}

const launchButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Launch' });

async function pickHero(asin: string, position: number) {
  const title = `Garlic press ${position}`;
  fireEvent.click(screen.getByRole('combobox', { name: 'Hero Asin' }));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(asin) }));
  // The picker names the chosen product under the input.
  await screen.findByRole('combobox', { name: 'Hero Asin', description: title });
}

/** Requests that change something: Dive Again charges quota only through the launch screen. */
const writes = (calls: ReturnType<typeof server>['calls']) =>
  calls.filter((call) => call.method !== 'GET');

describe('Niche Dive Again modal', () => {
  it('shows the niche, the two modes and the niche’s locked and excluded competitors', async () => {
    server();
    const { dialog } = await openDiveAgain();
    expect(dialog.getByText('garlic press')).toBeTruthy();
    expect(dialog.getByText('US')).toBeTruthy();
    expect(dialog.getByRole<HTMLInputElement>('radio', { name: 'Automatic' }).checked).toBe(true);
    expect(dialog.getByRole<HTMLInputElement>('radio', { name: 'Manual' }).checked).toBe(false);
    const count = dialog.getByRole<HTMLInputElement>('combobox', { name: 'Competitors' });
    expect(count.value).toBe('15');

    fireEvent.click(dialog.getByRole('button', { name: 'Lock competitors' }));
    const lock = within(await screen.findByRole('dialog', { name: 'Lock competitors' }));
    const box = (name: string) => lock.getByRole<HTMLInputElement>('checkbox', { name });
    expect(box('B0COMP0002 Garlic press 1').checked).toBe(true);
    expect(box('B0COMP0003 Garlic press 2').checked).toBe(false);
    // Excluded in the niche: it cannot be locked as well.
    expect(box('B0COMP0004 Garlic press 3').disabled).toBe(true);
  });

  it('a double click on Launch hands over one Dive Again with the count, locks and exclusions', async () => {
    const { calls } = server();
    const { router } = await openDiveAgain();
    await pickHero('B0COMP0003', 2);
    fireEvent.click(screen.getByRole('combobox', { name: 'Competitors' }));
    fireEvent.click(await screen.findByRole('option', { name: '20' }));

    // The second click of a double click lands where the first one left the page.
    const launch = launchButton();
    fireEvent.click(launch);
    const handedOver = readPendingTrigger();
    fireEvent.click(launch);
    // The launch screen starts (and charges) each trigger once: a second one would be a second dive.
    expect(readPendingTrigger()).toEqual(handedOver);
    expect(handedOver).toMatchObject({
      ready: true,
      orgId: 1,
      asin: 'B0COMP0003',
      marketplace: 'com',
      competitorsCount: 20,
      nicheId: 7,
      nicheLabel: 'garlic press',
      lockedAsins: ['B0COMP0002'],
      excludedAsins: ['B0COMP0004'],
    });
    expect(screen.queryByRole('dialog', { name: 'Niche Dive Again' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(webRoutes.diveAgain));
    // The modal itself calls no server: the launch screen sends the start.
    expect(writes(calls)).toEqual([]);
  });

  it('a newly locked competitor is kept, and an excluded hero is taken off the exclusions', async () => {
    server();
    await openDiveAgain();
    fireEvent.click(screen.getByRole('button', { name: 'Lock competitors' }));
    const lock = within(await screen.findByRole('dialog', { name: 'Lock competitors' }));
    fireEvent.click(lock.getByRole('checkbox', { name: 'B0COMP0003 Garlic press 2' }));
    fireEvent.click(lock.getByRole('button', { name: 'Confirm' }));
    await screen.findByLabelText('2 locked');

    await pickHero('B0COMP0004', 3);
    expect(screen.getByRole('status').textContent).toBe(DIVE_MESSAGES.heroExcluded);
    fireEvent.click(launchButton());
    expect(readPendingTrigger()).toMatchObject({
      asin: 'B0COMP0004',
      competitorsCount: 15,
      lockedAsins: ['B0COMP0002', 'B0COMP0003'],
      excludedAsins: [],
    });
  });

  it('50 locked competitors and a new hero on a 50-competitor plan: says to unlock some and launches nothing', async () => {
    const locks = Array.from({ length: 50 }, (_, i) =>
      competitor(`B0LOCK${String(i + 1).padStart(4, '0')}`, i + 1, { locked: true }),
    );
    const { calls } = server([
      {
        path: '/api/niches/7/competitors',
        body: [competitor('B0YEY4SBXU', 0), ...locks, competitor('B0COMP0051', 51)],
      },
      { path: '/api/niches/7/exclusions', body: [] },
      {
        path: '/api/orgs/1/subscription',
        body: { tier: 'enterprise', rank: 3, competitorCap: 50, monthlyPriceCents: 29900 },
      },
    ]);
    // The niche's own hero is chosen to start with: with the 50 locked it is already one too many.
    await openDiveAgain(50, 0, false);
    await pickHero('B0COMP0051', 51);

    // The hero and the 50 locked would make 51: the count stays at the plan's 50, and says why.
    const count = screen.getByRole<HTMLInputElement>('combobox', { name: 'Competitors' });
    expect(count.value).toBe('50');
    expect(count.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(SCHEDULE_MESSAGES.lockedBelowCount);
    expect(launchButton().disabled).toBe(true);
    fireEvent.click(launchButton());
    expect(readPendingTrigger()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Niche Dive Again' })).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it("starts from the niche's own hero, and Launch without a hero asks for one and starts nothing", async () => {
    const { calls } = server();
    await openDiveAgain();
    const hero = screen.getByRole<HTMLInputElement>('combobox', { name: 'Hero Asin' });
    expect(hero.value).toBe(niche.heroAsin);
    fireEvent.change(hero, { target: { value: '' } });
    fireEvent.click(launchButton());
    expect(await screen.findByText(SCHEDULE_MESSAGES.selectHero)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Niche Dive Again' })).toBeTruthy();
    expect(readPendingTrigger()).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('a quota the server fails to give says so and keeps Launch disabled', async () => {
    server([{ path: '/api/orgs/1/quotas', status: 500, body: { message: 'Internal error' } }]);
    renderInRouter(
      <CurrentOrganizationProvider organizations={[{ id: 1, name: 'Demo', role: 'owner' }]}>
        <DiveAgainModal niche={niche} opened onClose={() => undefined} />
      </CurrentOrganizationProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(DIVE_MESSAGES.quotaLoadFailed);
    await pickHero('B0COMP0003', 2);
    expect(launchButton().disabled).toBe(true);
    fireEvent.click(launchButton());
    expect(readPendingTrigger()).toBeNull();
  });

  it('manual mode hands the chosen competitor to the browser extension, not the server', async () => {
    const { calls } = server();
    const toExtension: unknown[] = [];
    // The Fathom extension: it answers the ping and receives the niche to define. (happy-dom's
    // postMessage names another window as the source, which the app ignores: so a plain event.)
    const pong = () => new MessageEvent('message', { data: { type: EXTENSION_PONG } });
    const extension = (event: MessageEvent<{ type?: string; payload?: unknown }>) => {
      if (event.data?.type === EXTENSION_PING) window.dispatchEvent(pong());
      if (event.data?.type === EXTENSION_MESSAGE_TYPE) toExtension.push(event.data.payload);
    };
    window.addEventListener('message', extension);
    try {
      const { dialog } = await openDiveAgain();
      fireEvent.click(dialog.getByRole('radio', { name: 'Manual' }));
      expect(await dialog.findByText(MANUAL_HELP)).toBeTruthy();
      await pickHero('B0COMP0003', 2);
      fireEvent.click(launchButton());
      expect(await screen.findByText('The Fathom extension is defining your niche')).toBeTruthy();
      await waitFor(() => expect(toExtension).toHaveLength(1));
      expect(toExtension[0]).toEqual({
        marketplace: 'com',
        asin: 'B0COMP0003',
        competitorsCount: 15,
        previousNicheId: 7,
      });
      expect(screen.queryByRole('dialog', { name: 'Niche Dive Again' })).toBeNull();
      expect(readPendingTrigger()).toBeNull();
      expect(writes(calls)).toEqual([]);
    } finally {
      window.removeEventListener('message', extension);
    }
  });
});
