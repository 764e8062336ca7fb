// What the crawling tests share (a11y.e2e, phone-fit.e2e): one screen per route pattern, waiting for a screen to
// settle, and axe-core's violations as lines.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { openPage, type OpenedPage } from './browser.js';

/** One screen per route pattern: ids and query strings do not make new screens. */
export function screenKey(route: string): string {
  return (
    route
      .split('?')[0]
      .replace(/\/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, '/:id')
      .replace(/\/$/, '') || '/'
  );
}

/** The screen has settled: no loading indicator, and the network has been quiet briefly. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {});
  await page
    .locator('.page-loading')
    .first()
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => {});
  // Animations (the hero's fade, the drawer's slide) must end before colours are measured: at once where the
  // context asks for reduced motion (the crawling tests do; global.css then ends every transition), else 700 ms.
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.waitForTimeout(reduced ? 150 : 700);
}

/** axe-core on the page as it is now: each violation with up to three of its elements. */
export async function scan(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    // Third-party frames (the map) are not ours to fix and do not load in the closed test network.
    .exclude('iframe[src^="https://"]')
    // Touch targets of at least 24 px (WCAG 2.2 AA 2.5.8): off in axe by default, on in Lighthouse.
    // Only violations are reported in full (axe's advice for speed: passes and the rest keep one node each).
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
  );
}

/**
 * A page for crawling screens: no service worker (it would precache every chunk meanwhile), and reduced motion, so
 * a screen is still at once and `settle` need not wait for fades and slides.
 */
export async function openCrawlPage(browser: Browser, viewport: { width: number; height: number }): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport);
  await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  return opened;
}
