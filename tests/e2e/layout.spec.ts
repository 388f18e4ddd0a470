// Layout promises that screenshots alone would not keep: no header item breaks over two lines
// at phone or desktop width in either language, and the desktop sign-up's side panel stays
// level with the form as messages lengthen it.
import type { Locator, Page } from '@playwright/test';
import { m } from '../../src/paraglide/messages.js';
import { expect, test, untilLive } from './helpers/fixtures';
import { flowsIn } from './helpers/flows';
import { viewports } from './helpers/routes';

/**
 * Each visible item with the most lines any one piece of its text is drawn on: a word group
 * that breaks over two lines counts two. Screen-reader-only words and the logo's two stacked
 * lines (two pieces of text, by design) do not count as a break.
 */
async function linesOf(items: Locator): Promise<{ text: string; lines: number }[]> {
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let lines = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        lines = Math.max(lines, tops.size);
      }
      return { text: element.textContent?.trim() ?? '', lines };
    }),
  );
}

async function headerItems(page: Page, menu: string): Promise<Locator> {
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: menu });
  if (await toggle.isVisible()) await toggle.click();
  return header.locator('a, button').filter({ visible: true });
}

for (const locale of ['en', 'ar'] as const) {
  for (const viewport of viewports) {
    test(`${locale}, ${viewport.width}px: every header item stays on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(locale === 'ar' ? '/ar' : '/');
      await untilLive(page);
      const items = await headerItems(page, m.chrome_menu({}, { locale }));
      const drawn = await linesOf(items);
      expect(drawn.length).toBeGreaterThan(3);
      expect(drawn.filter(({ lines }) => lines > 1)).toEqual([]);
    });
  }

  test(`${locale}: the desktop sign-up's panel stays level with the form as errors lengthen it`, async ({
    page,
  }) => {
    const flows = flowsIn(locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(flows.path('/register?mode=signup'));
    await untilLive(page);
    const main = page.getByRole('main');
    const card = main.locator('.auth__card').filter({ visible: true });
    // Where the panel's words sit, from the top of the card beside it, read in one frame (the
    // page may be scrolling to the first error).
    const panelOffset = () =>
      card.evaluate((element) => {
        const words = element.parentElement?.querySelector('.auth__aside-brand');
        return (words?.getBoundingClientRect().top ?? NaN) - element.getBoundingClientRect().top;
      });
    const before = { offset: await panelOffset(), height: (await card.boundingBox())?.height };
    await flows.signupForm(main).submit.click();
    await expect(main.locator('.field__error').filter({ visible: true }).first()).toBeVisible();
    // The errors made the form taller, and the panel's words did not move.
    expect((await card.boundingBox())?.height).toBeGreaterThan(before.height ?? Infinity);
    expect(await panelOffset()).toBe(before.offset);
    // At the top, level with the card's own padding, not floating halfway down.
    expect(before.offset).toBeLessThan(64);
  });
}
