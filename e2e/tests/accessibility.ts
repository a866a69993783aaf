import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The rules every page must pass: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per failing element. */
export function violationLines(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'minor'}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}

interface Watched {
  axe?: {
    run: (context: Document | { include: Element[] }, options: object) => Promise<AxeResults>;
  };
  __fathomAxeIdle?: () => Promise<void>;
  __fathomAxePaused?: boolean;
  __fathomAxeKey?: () => string;
  __fathomAxeResume?: () => void;
  __fathomAxeWanted?: (key: string) => Promise<boolean>;
  __fathomAxeReport?: (key: string, lines: string[] | null) => Promise<void>;
}

/** axe-core's violations on the page as it is now, one line per failing element. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // The state watcher's scan and this one would be two axe runs at once, which axe refuses.
  await page.evaluate(() => {
    const w = window as Watched;
    w.__fathomAxePaused = true;
    return w.__fathomAxeIdle?.();
  });
  try {
    // axe.run in the page itself: the app has no frames from other origins, which only the
    // default mode (a partial run per frame, finished in a second blank page) would reach.
    const { violations } = await new AxeBuilder({ page })
      .withTags(WCAG_21_AA)
      .setLegacyMode()
      .analyze();
    const lines = violationLines(violations);
    await page.evaluate((found) => {
      const w = window as Watched;
      const key = w.__fathomAxeKey?.();
      if (key) return w.__fathomAxeReport?.(key, found);
    }, lines);
    return lines;
  } finally {
    await page.evaluate(() => (window as Watched).__fathomAxeResume?.());
  }
}

/**
 * Runs in every page (as an init script, after axe-core's source): each state the page settles
 * in, named by its path (ids as `:id`) and the dialogs, menus and lists open over it, is scanned
 * once, after 400 ms without a change to the page, no finite animation running and nothing
 * loading: the whole page when nothing is open over it, else only what is open. A scan the page
 * changed under is dropped, so that state is scanned again.
 */
export function watchStates(tags: string[]) {
  if (!location.protocol.startsWith('http') || /^\/(dev|api)\//.test(location.pathname)) return;
  const w = window as Watched;
  const LAYERS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const nameOf = (el: Element) =>
    el.getAttribute('aria-label') ||
    (el.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim() ||
    el.querySelector('h1, h2, h3, h4, label, button')?.textContent ||
    '';
  const layers = () => [...document.querySelectorAll(LAYERS)].filter(shown);
  const stateKey = () =>
    [
      location.pathname.replace(/\/\d+(?=\/|$)/g, '/:id'),
      ...layers().map((el) => `${el.getAttribute('role')} “${nameOf(el).trim().slice(0, 60)}”`),
    ].join(' + ');
  const settled = () =>
    !w.__fathomAxePaused &&
    !document.querySelector('[aria-busy="true"], [role="status"][aria-label="Loading"]') &&
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);

  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastKey = '';
  const scan = async (key: string) => {
    if (w.__fathomAxePaused || stateKey() !== key || !w.axe) return;
    if (!(await w.__fathomAxeWanted?.(key))) return;
    let lines: string[] | null = null;
    try {
      // A page once, then only what opens over it: a page's whole grid is not scanned again.
      const open = layers();
      const { violations } = await w.axe.run(open.length ? { include: open } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      lines = violations.flatMap((v) =>
        v.nodes.map(
          (n) =>
            `${v.id} (${v.impact ?? 'minor'}) at ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`,
        ),
      );
    } catch {
      lines = null;
    }
    await w.__fathomAxeReport?.(key, stateKey() === key ? lines : null);
    if (lines === null) lastKey = '';
  };
  const check = () => {
    timer = undefined;
    if (!settled()) return schedule();
    const key = stateKey();
    if (key === lastKey) return;
    lastKey = key;
    running = running.then(() => scan(key)).catch(() => undefined);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(check, 400);
  };
  w.__fathomAxeKey = stateKey;
  w.__fathomAxeIdle = async () => {
    clearTimeout(timer);
    await running;
  };
  w.__fathomAxeResume = () => {
    w.__fathomAxePaused = false;
    lastKey = stateKey();
    schedule();
  };
  const start = () => {
    new MutationObserver(() => {
      if (!w.__fathomAxePaused) schedule();
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    schedule();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}
