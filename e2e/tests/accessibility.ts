import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page must pass: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's violations on the page as it is now, one line per failing element. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // axe.run in the page itself: the app has no frames from other origins, which only the
  // default mode (a partial run per frame, finished in a second blank page) would reach.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .setLegacyMode()
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'minor'}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}
