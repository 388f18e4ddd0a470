// A first visit from a browser that asks for Arabic is offered the Arabic site, never sent
// there: the answer is remembered as the language switch remembers a choice.
import type { Page } from '@playwright/test';
import { languageOfferCopy as copy } from '../../src/content/languageOffer';
import { expectNoAxeViolations } from './helpers/axe';
import { expect, test, untilLive } from './helpers/fixtures';
import { viewports } from './helpers/routes';

const offer = (page: Page) => page.getByRole('complementary', { name: copy.label });
const storedLocale = (page: Page) => page.evaluate(() => localStorage.getItem('locale'));

test.describe('a browser that asks for Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('is offered Arabic on an English page, stays on it, and is not asked again once it says no', async ({
    page,
  }) => {
    await page.goto('/how-it-works?activeTab=0');
    await untilLive(page);
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toHaveAttribute('lang', 'ar');
    // Offered, not redirected: the address keeps its language.
    await expect(page).toHaveURL(/\/how-it-works\?activeTab=0$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.screenshot({ path: `screenshots/${viewport.name}/language-offer.png` });
      await expectNoAxeViolations(page);
    }

    // It takes no focus: the page's own first stop is the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip to content/i })).toBeFocused();

    await offer(page).getByRole('button', { name: copy.dismiss }).click();
    await expect(offer(page)).toHaveCount(0);
    expect(await storedLocale(page)).toBe('en');
    await page.reload();
    await untilLive(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });

  test('that says yes reads the same page in Arabic, remembered as the switch remembers it', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await untilLive(page);
    await offer(page).getByRole('link', { name: copy.accept }).click();
    await expect(page).toHaveURL(/\/ar\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await storedLocale(page)).toBe('ar');
    await untilLive(page);
    await expect(offer(page)).toHaveCount(0);
    // The English home page now opens in Arabic, as after the switch.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
  });

  test('is not offered Arabic on an Arabic page', async ({ page }) => {
    await page.goto('/ar/about-us');
    await untilLive(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});

test.describe('a browser that asks for English', () => {
  test.use({ locale: 'en-GB' });

  test('is offered nothing', async ({ page }) => {
    await page.goto('/');
    await untilLive(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});
