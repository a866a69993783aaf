import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base } from '@playwright/test';
import { accessibilityViolations, watchStates, WCAG_21_AA } from './accessibility';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export { expect };
export type { Page } from '@playwright/test';

/**
 * Every spec imports `test` from here: automatic fixtures fail any test whose pages break the
 * content security policy, whether the browser reports it as an event or on the console, or
 * break the WCAG 2.1 AA rules: each page and each dialog, menu or list it opens is scanned when it
 * settles (once per worker), and the page a test leaves open at its end. FATHOM_AXE_LOG names a
 * file that gets one line per state scanned.
 */
export const test = base.extend<
  { cspViolations: string[]; accessible: void; statesAccessible: void },
  { scannedStates: Set<string> }
>({
  scannedStates: [async ({}, use) => use(new Set()), { scope: 'worker' }],
  statesAccessible: [
    async ({ page, scannedStates }, use) => {
      const violations: string[] = [];
      await page.exposeBinding(
        '__fathomAxeWanted',
        (_source, key: string) => !scannedStates.has(key),
      );
      await page.exposeBinding(
        '__fathomAxeReport',
        (_source, key: string, lines: string[] | null) => {
          if (lines === null || scannedStates.has(key)) return;
          scannedStates.add(key);
          violations.push(...lines.map((line) => `${key}: ${line}`));
          const log = process.env.FATHOM_AXE_LOG;
          if (log) appendFileSync(log, `${lines.length}\t${key}\n`);
        },
      );
      await page.addInitScript({ path: axePath });
      await page.addInitScript(watchStates, WCAG_21_AA);
      await use();
      await page
        .evaluate(() => (window as { __fathomAxeIdle?: () => Promise<void> }).__fathomAxeIdle?.())
        .catch(() => undefined);
      expect(violations, 'accessibility of the states the test passed through').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__fathomCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __fathomCspViolation?: (t: string) => void })
            .__fathomCspViolation;
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
          );
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /** Every test ends with the WCAG 2.1 AA rules checked on the page it left open. */
  accessible: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || !page.url().startsWith('http')) return;
      // The demo mail catcher and the API's Swagger UI are tools, not the product's screens.
      if (/^\/(dev|api)\//.test(new URL(page.url()).pathname)) return;
      expect(await accessibilityViolations(page), `accessibility of ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});
