import type { Page } from '@playwright/test';
import { axeViolations } from './helpers/axe';
import { expect, settle, test } from './helpers/fixtures';
import { siteRoutes, viewports } from './helpers/routes';

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

// Latin digits outside the left-to-right islands (phone numbers, codes, addresses): counts,
// dates and times on an Arabic page are written with Arabic-Indic digits, as in Egypt.
async function latinDigitsInArabicText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const leftToRight = (el: Element | null) => !!el?.closest('[dir="ltr"], .ltr, bdi');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent ?? '';
      // A value isolated inside a sentence (U+2066 … U+2069) keeps its own digits.
      const outside = text.replace(/\u2066[^\u2069]*\u2069/g, '');
      if (/[0-9]/.test(outside) && !leftToRight(parent)) found.push(text.trim());
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label]')) {
      for (const name of ['placeholder', 'aria-label']) {
        const value = el.getAttribute(name) ?? '';
        if (/[0-9]/.test(value) && !leftToRight(el)) found.push(`${name}: ${value}`);
      }
    }
    return found;
  });
}

// Two widths and two axe scans per test, as for the English pages.
test.describe.configure({ timeout: 60_000 });

for (const route of siteRoutes) {
  const path = `/ar${route.path === '/' ? '' : route.path}`;
  test(`${path} is in Arabic, right to left, with no axe violations at 390 and 1280px`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await englishOnScreen(page)).toEqual([]);
    expect(await latinDigitsInArabicText(page)).toEqual([]);
    // Every character is in the two small faces: neither full file is fetched.
    expect(
      fonts.filter((font) => !/\/(cairo-arabic|inter)-core-[\w-]+\.woff2$/.test(font)),
    ).toEqual([]);
    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await settle(page);
      await page.screenshot({
        path: `screenshots/${viewport.name}/ar-${route.name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      const found = await axeViolations(page);
      expect.soft(found, `axe at ${viewport.width}px:\n${found.join('\n')}`).toEqual([]);
    }
  });
}
