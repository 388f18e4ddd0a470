import type { Page } from '@playwright/test';
import { expect, settle, test } from './support/fixtures';
import { siteRoutes } from './support/routes';

// Every screen of the site in Arabic: right to left, and no English left on it. Latin
// letters may only spell what stays Latin in Arabic too: the stores, the platforms and
// networks named by their own marks, addresses, and the switch back to English.
const LATIN_ALLOWED = [
  /\bApp Store\b/g,
  /\bGoogle Play\b/g,
  /\b(Android|iOS|iPhone|Apple|Google|Instagram|Facebook|LinkedIn|TikTok|HIIT)\b/g,
  /[\w.+-]+@[\w.-]+\.\w+/g,
  /\b(https?:\/\/)?(www\.)?[\w-]+\.example\b[\w/.-]*/g,
  /\bEnglish\b/g,
];

async function englishOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label]'))
      parts.push(el.getAttribute('placeholder') ?? '', el.getAttribute('aria-label') ?? '');
    return parts.join('\n');
  });
  const rest = LATIN_ALLOWED.reduce((left, pattern) => left.replace(pattern, ' '), text);
  return [...new Set(rest.match(/[A-Za-z]{2,}(?:[ '-][A-Za-z]{2,})*/g) ?? [])];
}

for (const route of siteRoutes) {
  test(`/ar${route.path === '/' ? '' : route.path} is in Arabic, right to left`, async ({
    page,
  }) => {
    await page.goto(`/ar${route.path === '/' ? '' : route.path}`);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await englishOnScreen(page)).toEqual([]);
  });
}
