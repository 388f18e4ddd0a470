import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { viewports } from './routes';

/**
 * The screen as it is now, at phone and desktop width: a full-page picture in
 * screenshots/<width>/<name>.png to look at, and an axe scan that must find nothing.
 */
export async function look(page: Page, name: string): Promise<void> {
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `screenshots/${viewport.name}/${name}.png`,
      fullPage: true,
      animations: 'disabled',
    });
    await expectNoAxeViolations(page);
  }
}

/**
 * Holds every request matching `url` until the returned function is called, so a screen
 * can be looked at while its call is on its way.
 */
export async function hold(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
