import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { expect, settle, test } from './helpers/fixtures';
import { businessFaq } from '../../src/content/faq';
import { home } from '../../src/content/home';
import { notFoundCopy } from '../../src/content/notFound';
import { indexedPaths, pageMeta, pageUrl } from '../../src/content/pageMeta';
import { locales } from '../../src/paraglide/runtime.js';
import { messagesOf } from '../../scripts/lib/i18n';

// The bare page the browser renders a client route into: no prerendered route, only the
// static frame of a flow step, in the page's language and direction.
function expectShell(html: string, path: string, locale: 'en' | 'ar'): void {
  expect(html, path).not.toContain('$_TSR');
  expect(html, path).toContain('class="step-skeleton');
  expect(html, path).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
}

// The support console's page, a build of its own: its header until its code is in, its own
// script, and nothing of the owners' app.
function expectConsole(html: string, path: string, locale: 'en' | 'ar'): void {
  expect(html, path).not.toContain('$_TSR');
  expect(html, path).toContain('class="site-header__console"');
  expect(html, path).toMatch(
    /<script type="module" crossorigin src="\/assets\/console-[\w-]+\.js">/,
  );
  expect(html, path).not.toContain('data-app');
  expect(html, path).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
}

// The build as its host serves it (the Firebase Hosting emulator with the build's own
// firebase.json): prerendered HTML a crawler reads without running a script, the headers
// every answer carries, and pages that hydrate without a mismatch.

const indexed = Object.values(pageMeta).filter((m) => m.indexed);
// The flow entry pages (/register, /forget-password) are prerendered: tests/e2e/flowEntry.spec.ts.
const clientRoutes = ['/verify-otp', '/reset-password'];
// A trace's own address, whichever trace it names.
const consoleRoutes = [
  '/support',
  '/support/vitals',
  '/support/insight',
  '/support/traces/K7QM-2XDA',
];

// React escapes quotes and ampersands in text; the copy holds them plain.
const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

// The page's policy allows exactly the inline scripts it carries (JSON-LD is data, not script).
function expectOwnScriptsOnly(response: APIResponse, html: string): void {
  const csp = response.headers()['content-security-policy'] ?? '';
  const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map(([, hash]) => hash).sort();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !(attrs ?? '').includes('application/ld+json'))
    .map(([, , body]) =>
      createHash('sha256')
        .update(body ?? '')
        .digest('base64'),
    );
  expect(allowed).toEqual([...new Set(inline)].sort());
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  expect(directive('default-src')).toBe("default-src 'self'");
  expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(directive('style-src')).toBe("style-src 'self'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['x-frame-options']).toBe('DENY');
}

test.describe('what the host serves, without a browser', () => {
  for (const meta of indexed) {
    test(`${meta.path} is prerendered with its text, tags and headers`, async ({ request }) => {
      const response = await request.get(meta.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response);
      const html = await response.text();
      expectOwnScriptsOnly(response, html);
      expect(html).toContain(`<title>${meta.title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${pageUrl(meta.path)}"/>`);
      expect(html).toContain(`<meta property="og:title" content="${meta.title}"/>`);
      expect(html).toContain('<meta name="twitter:card"');
      expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<h1[\s\S]*<\/main>/);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        ([, json]) => JSON.parse(json ?? '') as { '@type': string },
      );
      if (meta.path === '/') expect(ld.map((item) => item['@type'])).toContain('Organization');
      expect(html).not.toContain('name="robots"');
    });
  }

  test('each page names its other-language version and English as the default', async ({
    request,
  }) => {
    for (const meta of indexed) {
      const html = await (await request.get(meta.path)).text();
      for (const [lang, locale] of [
        ['en', 'en'],
        ['ar', 'ar'],
        ['x-default', 'en'],
      ] as const)
        expect(html, meta.path).toContain(
          `<link rel="alternate" hrefLang="${lang}" href="${pageUrl(meta.path, locale)}"/>`,
        );
    }
  });

  test('the home page and FAQ carry their full text', async ({ request }) => {
    const homeHtml = decodeEntities(await (await request.get('/')).text());
    expect(homeHtml).toContain(home.hero.title);
    expect(homeHtml).toContain(home.hero.lead);
    const howItWorks = decodeEntities(await (await request.get('/how-it-works')).text());
    for (const entry of businessFaq) expect(howItWorks).toContain(entry.question);
    expect(howItWorks).toContain('"@type":"FAQPage"');
  });

  test('hashed assets are cached for a year; the shells serve client and console routes', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of clientRoutes) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
      expectShell(await response.text(), path, 'en');
    }
    for (const path of consoleRoutes) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
      expectConsole(await response.text(), path, 'en');
    }
    expect((await request.get('/support/traces/K7QM-2XDA/more')).status()).toBe(404);
  });

  test('an unknown address is a real 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
    expect(await response.text()).toContain(notFoundCopy.heading);
  });

  test('serves the icons browsers ask for by name, and every page links them', async ({
    request,
  }) => {
    for (const [path, type, magic] of [
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/, [0, 0, 1, 0]],
      ['/apple-touch-icon.png', /^image\/png$/, [0x89, 0x50, 0x4e, 0x47]],
      ['/favicon.svg', /^image\/svg\+xml/, [0x3c, 0x73, 0x76, 0x67]],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
      expect([...(await response.body()).subarray(0, 4)], path).toEqual(magic);
    }
    for (const path of ['/', '/ar/about-us', '/contact-us']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
      expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    }
  });

  test('sitemap.xml lists the indexed pages; robots.txt keeps crawlers off the flows', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(
      locales.flatMap((locale) => indexedPaths().map((path) => pageUrl(path, locale))),
    );
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${pageUrl('/about-us', 'ar')}"/>`,
    );
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of clientRoutes) {
      expect(robots).toContain(`Disallow: ${path}\n`);
      expect(robots).toContain(`Disallow: /ar${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${pageUrl('/sitemap.xml', 'en')}`);
    expect(robots).not.toMatch(/Disallow: \/(how-it-works|about-us|contact-us)\b/);
  });
});

// The Arabic pages: the same routes under /ar, prerendered right to left in Arabic.
const arabic = messagesOf('ar');
const arabicTitle = (key: string) =>
  arabic[`meta_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_title`];

test.describe('the Arabic pages, without a browser', () => {
  for (const [key, meta] of Object.entries(pageMeta)) {
    if (!meta.indexed || meta.path === undefined) continue;
    const path = meta.path;
    test(`${pageUrl(path, 'ar').replace(/^https:\/\/[^/]+/, '')} is prerendered in Arabic, right to left`, async ({
      request,
    }) => {
      const address = new URL(pageUrl(path, 'ar')).pathname;
      const response = await request.get(address);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
      const html = await response.text();
      expectOwnScriptsOnly(response, html);
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain(`<title>${arabicTitle(key)}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${pageUrl(path, 'ar')}"/>`);
      expect(html).toContain('<meta property="og:locale" content="ar_EG"/>');
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${pageUrl(path, 'en')}"/>`);
      // Its links stay in Arabic, and the switch leads to the English page.
      expect(html).toMatch(/<a class="nav-link[^"]*" href="\/ar\/how-it-works"/);
      expect(html).toMatch(new RegExp(`href="${path}(\\?[^"]*)?" hrefLang="en" lang="en"`));
      expect(html).toContain(
        '<meta property="og:image" content="https://tamreen.example/og-image.png"/>',
      );
    });
  }

  test('the Arabic flow, account and console pages are their Arabic shells', async ({
    request,
  }) => {
    for (const path of clientRoutes) {
      const response = await request.get(`/ar${path}`);
      expect(response.status(), path).toBe(200);
      expectShell(await response.text(), path, 'ar');
    }
    for (const path of consoleRoutes) {
      const response = await request.get(`/ar${path}`);
      expect(response.status(), path).toBe(200);
      expectConsole(await response.text(), path, 'ar');
    }
  });
});

test.describe('in the browser', () => {
  for (const meta of indexed) {
    test(`${meta.path} hydrates its prerendered HTML and responds`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
      });
      // The app says when its root has hydrated (src/routes/__root.tsx); a tap made before
      // that is the next test's subject.
      await page.addInitScript(() =>
        addEventListener('app:hydrated', () =>
          document.documentElement.setAttribute('data-live', ''),
        ),
      );
      await page.goto(meta.path);
      await settle(page);
      // Every character the page sets is in the small preloaded file: the full one is not
      // fetched (src/ui/styles/fonts.css).
      expect(fonts).toEqual([expect.stringMatching(/^\/assets\/inter-core-[\w-]+\.woff2$/)]);
      // Hydrated: the header's menu opens, which only the client's handlers can do.
      await expect(page.locator('html[data-live]')).toBeAttached();
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      expect(messages).toEqual([]);
    });
  }

  // The app starts after the first paint (src/boot.ts); what is done before it runs counts.
  test('a tap made before the page is live opens the menu once it is', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/app-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    release();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  test('a form filled and sent before the page is live keeps the text and out of the address', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/app-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact-us');
    await page.getByLabel('Full name').fill('Nora Salah');
    await page.getByRole('button', { name: 'Send message' }).click();
    release();
    // The live form took what was typed and the send: it refuses for the empty fields only.
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Nora Salah');
    await expect(page.getByText('Full name is required')).toBeHidden();
    expect(new URL(page.url()).search).toBe('');
  });

  // Arabic pages set their text in Cairo's small file and their spaces, stops, quotation
  // marks and Latin words in Inter's: both preloaded, and neither full file fetched.
  for (const path of indexedPaths()) {
    const arabicPath = pageUrl(path, 'ar').replace(/^https:\/\/[^/]+/, '');
    test(`${arabicPath} downloads the two small faces only`, async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
      });
      await page.goto(arabicPath);
      await settle(page);
      expect(fonts.sort()).toEqual([
        expect.stringMatching(/^\/assets\/cairo-arabic-core-[\w-]+\.woff2$/),
        expect.stringMatching(/^\/assets\/inter-core-[\w-]+\.woff2$/),
      ]);
    });
  }

  test('an Arabic page hydrates without a warning and works right to left', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/ar/about-us');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: arabic.chrome_menu }).click();
    await expect(page.getByRole('navigation', { name: arabic.chrome_nav_mobile })).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('the language switch keeps the page and its search, and is remembered', async ({ page }) => {
    await page.goto('/how-it-works?activeTab=1');
    await settle(page);
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/how-it-works\?activeTab=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(
      arabic.how_tabs_members ?? '',
    );
    // Back on the English home page, the reader who chose Arabic gets the Arabic one.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a link to the members tab shows it once the page is live', async ({ page }) => {
    await page.goto('/how-it-works?activeTab=1');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/members/i);
  });

  test('a page that needs no flow downloads neither firebase nor the flow machines', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/about-us');
    await settle(page);
    expect(scripts.filter((s) => /firebase|signup\.machine|session|ToasterHost/.test(s))).toEqual(
      [],
    );
  });
});
