import { createHash } from 'node:crypto';
import type { APIResponse, Page, Request } from '@playwright/test';
import { passwordStrengthText } from '../../src/content/forms';
import { pageMeta } from '../../src/content/pageMeta';
import { localizePath } from '../../src/i18n/localePath';
import { expect, settle, test } from './helpers/fixtures';
import { axeViolations } from './helpers/axe';
import { flowsIn, signupForm } from './helpers/flows';
import { startLoggedIn } from './helpers/session';

// The flow entry pages ship as prerendered HTML with their forms in it
// (src/bindings/flowEntry/entryScript.ts): what the host serves, what the page shows before its app
// is live, and what it downloads before the owner reaches for a form.

const ENTRY_PAGES = ['/register', '/forget-password'].flatMap((path) =>
  (['en', 'ar'] as const).map((locale) => ({ path: localizePath(path, locale), locale })),
);

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !(attrs ?? '').includes('application/ld+json'))
    .map(([, , body]) =>
      createHash('sha256')
        .update(body ?? '')
        .digest('base64'),
    );
}

function policyHashes(response: APIResponse): string[] {
  const csp = response.headers()['content-security-policy'] ?? '';
  return [...csp.matchAll(/'sha256-([^']+)'/g)].map(([, hash]) => hash ?? '');
}

// What a form needs to send, which must wait for the owner to reach for it.
const HEAVY = {
  firebase: /\/assets\/firebaseAuth-[\w-]+\.js$/,
  phoneParser: /\/assets\/core-[\w-]+\.js$/,
  phoneMetadata: /\/assets\/phoneMetadata\.eg\.gen-[\w-]+\.js$/,
  xstate: /\/assets\/xstate\.esm-[\w-]+\.js$/,
};
const heavyOf = (requests: Request[]) =>
  Object.entries(HEAVY).flatMap(([name, pattern]) =>
    requests.some((request) => pattern.test(new URL(request.url()).pathname)) ? [name] : [],
  );

/** Holds the app's code until `release`, so the test acts on the page before it is live. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/app-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function whenLive(page: Page): Promise<void> {
  await page.addInitScript(() =>
    addEventListener('app:hydrated', () => document.documentElement.setAttribute('data-live', '')),
  );
}

/** Opens `path` with its app held back; `goLive` lets it in and waits until the page is live. */
async function openBeforeLive(page: Page, path: string): Promise<{ goLive: () => Promise<void> }> {
  await whenLive(page);
  const release = await holdApp(page);
  await page.goto(path);
  return {
    goLive: async () => {
      release();
      await expect(page.locator('html[data-live]')).toBeAttached();
    },
  };
}

test.describe('what the host serves, without a browser', () => {
  for (const { path, locale } of ENTRY_PAGES) {
    test(`${path} is prerendered with its form, noindex, and a policy naming its scripts`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<form[\s\S]*<\/main>/);
      const words = flowsIn(locale).words;
      if (path.endsWith('/register')) {
        // Both forms, each in its panel, and the script that picks one before the paint.
        expect(html).toContain('data-register-panel="signup"');
        expect(html).toContain('data-register-panel="login"');
        expect(html).toContain(words.signupSubmit);
        expect(html).toContain(words.login.submit);
        expect(html).toContain('d.dataset.registerMode=login?"login":"signup"');
      } else {
        expect(html).toContain(words.sendCode);
      }
      expect(html).toContain('d.dataset.flowRestoring=""');
      expect(policyHashes(response).sort()).toEqual([...new Set(inlineScriptHashes(html))].sort());
    });
  }

  test('robots.txt keeps crawlers off the flow entry pages, and the sitemap leaves them out', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const { path } of ENTRY_PAGES) expect(robots).toContain(`Disallow: ${path}\n`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/register');
    expect(sitemap).not.toContain('/forget-password');
  });

  // The address the app stores' listings give for deleting an account: a flow entry page
  // that search engines may list.
  for (const locale of ['en', 'ar'] as const) {
    const path = localizePath('/delete-account', locale);
    test(`${path} is prerendered with its form, indexable, in the sitemap and open to crawlers`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('name="robots"');
      expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<form[\s\S]*<\/main>/);
      expect(html).toContain(flowsIn(locale).words.sendCode);
      expect(html).toContain('d.dataset.flowRestoring=""');
      expect(policyHashes(response).sort()).toEqual([...new Set(inlineScriptHashes(html))].sort());
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).not.toContain(`Disallow: ${path}\n`);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`${path}</loc>`);
    });
  }
});

test.describe('in the browser', () => {
  for (const mode of ['signup', 'login'] as const) {
    test(`/register?mode=${mode} shows its own form before the app is live, and keeps it`, async ({
      page,
    }) => {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      const { goLive } = await openBeforeLive(page, `/register?mode=${mode}`);
      const { words } = flowsIn('en');
      const main = page.getByRole('main');
      const signup = main.getByRole('button', { name: words.signupSubmit });
      const login = main.getByRole('button', { name: words.login.submit, exact: true });
      const [shown, hidden] = mode === 'signup' ? [signup, login] : [login, signup];
      await expect(shown).toBeVisible();
      await expect(hidden).toBeHidden();
      await expect(page).toHaveTitle(pageMeta[mode === 'signup' ? 'register' : 'login'].title);
      await goLive();
      await expect(shown).toBeVisible();
      await expect(hidden).toHaveCount(0);
      await expect(page).toHaveTitle(pageMeta[mode === 'signup' ? 'register' : 'login'].title);
      expect(messages).toEqual([]);
    });
  }

  test('a sign-up typed before the app is live loses nothing, and checks once it is', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const { goLive } = await openBeforeLive(page, '/register?mode=signup');
    const form = signupForm(page.getByRole('main'));
    await form.firstName.fill('Salma');
    await form.email.fill('salma@studio.example');
    await form.businessType.selectOption({ label: 'Yoga studio' });
    await form.phone.fill('010 12');
    await form.phone.blur();
    await goLive();
    await expect(form.firstName).toHaveValue('Salma');
    await expect(form.email).toHaveValue('salma@studio.example');
    await expect(form.phone).toHaveValue('010 12');
    // The field the owner left before the page was live is checked once it is.
    await expect(page.getByText('please enter your phone number')).toBeVisible();
    await form.firstName.focus();
    await expect(form.firstName).toBeFocused();
    // The live form holds the choice made in the list too: a submit refuses the empty fields
    // only.
    await form.submit.click();
    await expect(page.getByText('please enter lastname')).toBeVisible();
    await expect(form.businessType).toHaveValue('2');
    await expect(page.getByText('please enter your business type')).toHaveCount(0);
    // The draft this page wrote of that text is no flow the tab left: the login panel beside
    // the form does not make the reset flow for it.
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => /\/assets\/reset\.flow-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  // Leaving a field as the page comes alive, before its typing is handed over, had the form
  // check the empty text it still knew: a false "please enter" line under the phone, which
  // moved the terms box from under the tap that left the phone.
  test('a form filled before the app is live and left as it comes alive shows no false message', async ({
    page,
  }) => {
    // The owner moves on to the terms box the moment the form is live (its entry mark
    // dropped as it commits): in the page, before the replay, which waits for idle time.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        if (!changes.some(({ target }) => target === document.documentElement)) return;
        if (document.documentElement.hasAttribute('data-register-mode')) return;
        observer.disconnect();
        document.querySelector<HTMLElement>('input[name="terms"]')?.focus();
      }).observe(document, { attributeFilter: ['data-register-mode'], subtree: true });
    });
    const { goLive } = await openBeforeLive(page, '/register?mode=signup');
    await page.evaluate(() => {
      const said: string[] = [];
      Object.assign(window, { said });
      new MutationObserver(() => {
        for (const line of document.querySelectorAll('.field__error'))
          if (line.textContent && !said.includes(line.textContent)) said.push(line.textContent);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const form = signupForm(page.getByRole('main'));
    await form.phone.fill('010 1234 5678');
    await goLive();
    await expect(form.terms).toBeFocused();
    await form.terms.check();
    await expect(form.phone).toHaveValue('010 1234 5678');
    await expect(form.terms).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([]);
  });

  test('a password typed before the app is live is rated once it is, and the form under it stays put', async ({
    page,
  }) => {
    const { goLive } = await openBeforeLive(page, '/register?mode=signup');
    const form = signupForm(page.getByRole('main'));
    await expect(page.getByText(passwordStrengthText.levels.empty)).toBeVisible();
    await form.password.fill('abcdef');
    // Where the box sits on the page, whatever the page's scroll.
    const top = () => form.terms.evaluate((box) => box.getBoundingClientRect().top + scrollY);
    const before = await top();
    await goLive();
    const { levels, stronger, tips } = passwordStrengthText;
    await expect(
      page.getByText(`${levels.weak} ${stronger([tips.uppercase, tips.digit])}`),
    ).toBeVisible();
    expect(await top()).toBe(before);
  });

  test('firebase, the phone metadata and the machines wait for the owner to reach for the form', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await whenLive(page);
    await page.goto('/register?mode=signup');
    await settle(page);
    await expect(page.locator('html[data-live]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(heavyOf(requests)).toEqual([]);
    await signupForm(page.getByRole('main')).firstName.focus();
    await expect.poll(() => heavyOf(requests).sort()).toEqual(Object.keys(HEAVY).sort());
  });

  test('the deletion page downloads firebase, the phone metadata and the machines only on intent', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await whenLive(page);
    await page.goto('/delete-account');
    await settle(page);
    await expect(page.locator('html[data-live]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(heavyOf(requests)).toEqual([]);
    await page.getByRole('main').getByLabel(flowsIn('en').words.field.phone).focus();
    await expect.poll(() => heavyOf(requests).sort()).toEqual(Object.keys(HEAVY).sort());
  });

  test('the panel artwork downloads only where the panel shows, and draws there', async ({
    page,
  }) => {
    const art = /\/assets\/BookingWeekArt-[\w-]+\.js$/;
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const artwork = page.getByRole('main').locator('.auth__aside-art svg');
    await page.setViewportSize({ width: 390, height: 844 });
    await whenLive(page);
    await page.goto('/register?mode=signup');
    await expect(page.locator('html[data-live]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => art.test(path))).toEqual([]);
    // A phone turned or a window widened to where the panel shows.
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(artwork).toBeVisible();
    expect(fetched.filter((path) => art.test(path))).toHaveLength(1);
  });

  test("the world's phone plans load only for a number from elsewhere, which is then checked", async ({
    page,
  }) => {
    const worldPlans = /\/assets\/metadata\.mobile\.json-[\w-]+\.js$/;
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/register?mode=signup');
    const form = signupForm(page.getByRole('main'));
    await form.phone.fill('0223456789');
    await form.submit.click();
    // A Cairo landline is refused with Egypt's plan alone.
    const notMobile = page.getByText('Enter a valid Egyptian mobile number, e.g. 010 0123 4567');
    await expect(notMobile).toBeVisible();
    expect(fetched.filter((path) => worldPlans.test(path))).toEqual([]);
    // A London landline: refused too, once the plans that know it have come.
    await form.phone.fill('+44 20 7123 4567');
    await form.submit.click();
    await expect.poll(() => fetched.filter((path) => worldPlans.test(path)).length).toBe(1);
    await expect(notMobile).toBeVisible();
    await form.phone.fill('+44 7911 123456');
    await form.phone.blur();
    await expect(notMobile).toHaveCount(0);
  });

  test('a logged-in owner opening /register goes home before the form paints', async ({
    page,
    api,
    newPhone,
  }) => {
    await startLoggedIn(page, api, newPhone());
    await page.addInitScript(() => {
      if (!location.pathname.endsWith('/register')) return;
      new PerformanceObserver(() => sessionStorage.setItem('paintedRegister', '1')).observe({
        type: 'paint',
        buffered: true,
      });
    });
    await page.goto('/register?mode=signup');
    await expect(page).toHaveURL(/\/$/);
    await settle(page);
    expect(await page.evaluate(() => sessionStorage.getItem('paintedRegister'))).toBeNull();
  });

  test('a sign-up this tab left is drawn from the flow, never shown empty first', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem(
        'userData',
        JSON.stringify({
          v: 1,
          details: {
            first_name: 'Salma',
            last_name: 'Fawzy',
            business_name: 'Lotus Yoga Studio',
            business_type: 1,
            email: 'salma@studio.example',
            phone: '+201001234567',
            website_url: '',
          },
        }),
      );
      // What the first paint showed of the form: an empty field would be a flash.
      new PerformanceObserver(() => {
        const body = document.querySelector('[data-register-panel="signup"] .auth__body');
        if (body && !sessionStorage.getItem('firstPaint'))
          sessionStorage.setItem('firstPaint', getComputedStyle(body).visibility);
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto('/register?mode=signup');
    const form = signupForm(page.getByRole('main'));
    await expect(form.firstName).toHaveValue('Salma');
    await expect(form.phone).toHaveValue('010 0123 4567');
    await expect(page.locator('html[data-flow-restoring]')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('firstPaint'))).toBe('hidden');
  });
});

test.describe('the steps drawn in the browser', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`${locale}: a code step opened cold shows its frame at once, while the app and then the flows load`, async ({
      page,
    }) => {
      const loading = locale === 'en' ? 'Loading this step…' : 'جارٍ تحميل هذه الخطوة…';
      const frame = page.getByRole('status').filter({ hasText: loading });
      // The bare page, before any of the app's code has run.
      const releaseApp = await holdApp(page);
      let releaseFlows = () => {};
      const flowsHeld = new Promise<void>((resolve) => (releaseFlows = resolve));
      await page.route(HEAVY.firebase, async (route) => {
        await flowsHeld;
        await route.continue();
      });
      await page.goto(localizePath('/verify-otp', locale), { waitUntil: 'commit' });
      await expect(frame).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute(
        'href',
        localizePath('/', locale),
      );
      expect(await axeViolations(page)).toEqual([]);
      // The app is in and waits for the flows: it draws the same frame.
      releaseApp();
      await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
      await expect(frame).toBeVisible();
      releaseFlows();
      // No code under way in this tab: the step says so, and the frame is gone.
      await expect(frame).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toHaveCount(1);
    });
  }
});
