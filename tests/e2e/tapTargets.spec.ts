import type { Locator, Page } from '@playwright/test';
import { expect, settle, test, untilLive } from './helpers/fixtures';
import { flowsIn } from './helpers/flows';
import { m } from '../../src/paraglide/messages.js';
import { siteRoutes, viewports } from './helpers/routes';

// Everything a finger or a pointer aims at is big enough to hit (WCAG 2.5.8: 24 by 24 CSS
// pixels at least), the forms' main buttons are a comfortable 44px tall on a phone, and the
// flows' toasts appear in the header's band, never over a flow's step bar, heading or form.

const MIN_TARGET = 24;
const MIN_PRIMARY_HEIGHT = 44;

// The screens a logged-out visitor reaches directly; the mid-flow screens send them back.
const checkedPaths = [
  '/',
  '/how-it-works?activeTab=0',
  '/how-it-works?activeTab=1',
  '/about-us',
  '/contact-us',
  '/register?mode=signup',
  '/register?mode=login',
  '/forget-password',
  '/terms-of-use',
  '/privacy-policy',
  '/no-such-page',
];
const routes = checkedPaths.map((path) => {
  const route = siteRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not in support/routes.ts`);
  return route;
});

/**
 * Every visible target on the page that is smaller than 24 by 24 CSS pixels, one line each.
 *
 * Targets: links, buttons, form controls, summaries, role=button, and the labels of
 * checkboxes and radios (clicking them toggles the box). Not counted, as WCAG 2.5.8 allows:
 * - a link inside running text: the block it sits in (its nearest ancestor that is not
 *   displayed inline) holds words outside any link or button, as in "I agree to the
 *   <a>terms</a> and ..."; a row or list item of links alone is not running text;
 * - what is not on screen: display none, visibility hidden, no size, or clipped to a pixel
 *   the way .visually-hidden text is (skip links until focused, screen reader extras).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      'label:has(> input[type="checkbox"], > input[type="radio"])',
    ].join(',');
    const toggles = [...document.querySelectorAll<HTMLInputElement>('input')].filter(
      (input) => input.type === 'checkbox' || input.type === 'radio',
    );
    const toggleLabels = new Set(toggles.flatMap((input) => [...(input.labels ?? [])]));
    const targets = new Set([...document.querySelectorAll<HTMLElement>(selector), ...toggleLabels]);

    const hidden = (el: HTMLElement) => {
      if (!el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) return true;
      for (let node: HTMLElement | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clipped =
          style.clipPath === 'inset(50%)' ||
          style.clip === 'rect(0px, 0px, 0px, 0px)' ||
          style.clip === 'rect(1px, 1px, 1px, 1px)';
        if (clipped) return true;
      }
      const box = el.getBoundingClientRect();
      return box.width === 0 || box.height === 0;
    };
    const inRunningText = (el: HTMLElement) => {
      if (el.tagName !== 'A') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = (node.textContent ?? '').replace(/[\s·|,.:;!?()–—-]/g, '');
        if (words && !node.parentElement?.closest('a, button')) return true;
      }
      return false;
    };
    const describe = (el: HTMLElement) => {
      const name =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className}` : '';
      return `<${el.tagName.toLowerCase()}${cls.split(' ')[0]}> "${name}"`;
    };

    const found: string[] = [];
    for (const el of targets) {
      if (hidden(el) || inRunningText(el)) continue;
      const box = el.getBoundingClientRect();
      // Sub-pixel layout: 23.99 is 24 on screen.
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        found.push(`${describe(el)} is ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
      }
    }
    return found;
  }, MIN_TARGET);
}

/** The box a locator occupies once it has stopped moving (toasts slide in). */
async function settledBox(locator: Locator) {
  let previous = await locator.boundingBox();
  for (let i = 0; i < 20; i += 1) {
    await locator.page().waitForTimeout(100);
    const box = await locator.boundingBox();
    if (box && previous && box.x === previous.x && box.y === previous.y) return box;
    previous = box;
  }
  throw new Error(`${locator.toString()} never settled`);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const route of routes) {
  test(`${route.path}: every target is at least 24×24px at 390 and 1280px`, async ({ page }) => {
    await page.goto(route.path);
    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await settle(page);
      const found = await smallTargets(page);
      expect.soft(found, `too small at ${viewport.width}px:\n${found.join('\n')}`).toEqual([]);
    }
  });
}

test('the auth forms’ submit buttons are at least 44px tall on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/register?mode=signup', '/register?mode=login', '/forget-password']) {
    await page.goto(path);
    await settle(page);
    const submit = page.getByRole('main').locator('button[type="submit"]');
    await expect(submit).toHaveCount(1);
    const box = await submit.boundingBox();
    expect(box?.height, `${path} submit height`).toBeGreaterThanOrEqual(MIN_PRIMARY_HEIGHT);
  }
});

for (const locale of ['en', 'ar'] as const) {
  for (const viewport of viewports) {
    test(`${locale}, ${viewport.width}px: a toast sits in the header's band, clear of the step bar, the heading and the form`, async ({
      page,
      api,
      stack,
      newPhone,
    }) => {
      const flows = flowsIn(locale);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const user = await api.createUser(newPhone());
      await flows.startReset(page, user.phone.local);
      const main = page.getByRole('main');
      const clearOf = async (toastBox: Box, targets: Locator[]) => {
        for (const target of targets) {
          const box = await target.boundingBox();
          expect(box, `${target} on screen`).not.toBeNull();
          expect(overlaps(toastBox, box as Box), `toast over ${target}`).toBe(false);
        }
      };
      // 'OTP sent' over the code screen, which opens with its step bar and heading.
      const sent = page
        .locator('.Toastify__toast')
        .filter({ hasText: m.flow_otp_sent({}, { locale }) });
      const sentBox = await settledBox(sent);
      const header = (await page.getByRole('banner').boundingBox()) as Box;
      expect(sentBox.y).toBeGreaterThanOrEqual(header.y);
      expect(sentBox.y + sentBox.height).toBeLessThanOrEqual(header.y + header.height);
      await clearOf(sentBox, [
        main.getByRole('navigation').first(),
        main.getByRole('heading', { level: 1 }),
        flows.otpBoxes(page)[0] as Locator,
      ]);
      await page.screenshot({ path: `screenshots/${viewport.name}/${locale}-toast-code-sent.png` });

      // A long error in the server's words, which the form's line does not say: clear of the
      // heading, the fields and the button, even when it takes two lines on a phone. (Arabic
      // pages say a server's failure in their own words, which the line says already.)
      if (locale === 'ar') return;
      await page.route(`${stack.api}/auth/login`, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The server is busy. Please try again in a moment.' }),
        }),
      );
      await page.goto(flows.path('/register?mode=login'));
      await untilLive(page);
      const form = flows.loginForm(page);
      await form.phone.fill(user.phone.local);
      await form.password.fill('wrongpass1');
      await form.submit.click();
      const failed = page.locator('.Toastify__toast--error');
      const failedBox = await settledBox(failed);
      await clearOf(failedBox, [
        main.getByRole('heading', { level: 1 }),
        form.phone,
        form.password,
        form.submit,
      ]);
      await expect(page.locator('.Toastify__toast')).toHaveCount(1);
      await page.screenshot({
        path: `screenshots/${viewport.name}/${locale}-register-login-error-toast.png`,
      });
    });
  }
}
