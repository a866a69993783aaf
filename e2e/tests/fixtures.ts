import { expect, test as base } from '@playwright/test';

export { expect };
export type { Page } from '@playwright/test';

/**
 * Every spec imports `test` from here: an automatic fixture fails any test whose pages break the
 * content security policy, whether the browser reports it as an event or on the console.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});
