import { expect, test as base } from '@playwright/test';
import { accessibilityViolations } from './accessibility';

export { expect };
export type { Page } from '@playwright/test';

/**
 * Every spec imports `test` from here: automatic fixtures fail any test whose pages break the
 * content security policy, whether the browser reports it as an event or on the console, or
 * whose last page breaks the WCAG 2.1 AA rules.
 */
export const test = base.extend<{ cspViolations: string[]; accessible: void }>({
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
