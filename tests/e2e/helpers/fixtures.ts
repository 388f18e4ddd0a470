import { test as base, expect, type Page } from '@playwright/test';
import { apiClient, type ApiClient } from './apiClient';
import { emulatorCodes, type EmulatorCodes } from './emulatorCodes';
import { uniquePhone, type TestPhone } from '../../helpers/phones';
import { PROJECT_ID, stackEnv, type StackUrls } from './stackEnv';

export interface Fixtures {
  stack: StackUrls;
  emulatorCodes: EmulatorCodes;
  api: ApiClient;
  /** A fresh Egyptian mobile number for each call, never used by another test. */
  newPhone: () => TestPhone;
  /** Opens a path and waits until the page has loaded its code, fonts and images. */
  gotoAndSettle: (path: string) => Promise<void>;
  /** Fails any test during which the page throws an uncaught error: nothing may crash. */
  failOnPageError: undefined;
  /**
   * Fails any test during which the browser refused something under the site's content
   * policy (served by the hosting emulator with the build's own headers), or React reported
   * a hydration mismatch: every route and flow the suite walks is checked for both.
   */
  failOnPolicyViolation: undefined;
  /**
   * Fails any test during which the page logged an error or a warning, a file of the site
   * failed to load, or a call to the API was cut off before its answer was read. Answers the
   * API or the auth emulator gives with an error status are the tests' own doing (a wrong
   * password, a server made to fail) and are allowed; so is the emulator's `recaptchaConfig`
   * 501, which the Firebase SDK asks for and logs at every phone sign-in, and the 404 status
   * of the not-found page itself. A test that loads a missing file on purpose names its path
   * (annotation `loads-missing`); one that makes a call outlast the site's limit says so
   * (annotation `gives-up`).
   */
  failOnConsoleNoise: undefined;
}

// React's production hydration errors (#418 text, #419, #421–#425) and its dev wording.
const HYDRATION_MESSAGE = /hydrat|Minified React error #4(18|19|21|22|23|25)\b/i;
// The console's line for a content policy refusal, which failOnPolicyViolation reports from
// the page's own event: "Refused to …" in Chromium 150, "Executing … violates the following
// Content Security Policy directive …" in 156.
const POLICY_MESSAGE = /^Refused to |violates the following Content Security Policy directive/;

/**
 * Waits until a page is live: the app has said its shell and its route's content committed
 * (src/slowPhone/liveMarks.ts) and, on a prerendered page (the one whose first script is boot, named
 * by `data-app`), it has stopped holding what the visitor does (src/slowPhone/earlyEvents.ts). For
 * tests of what happens after, not during, that hold.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    const holds = !!document.querySelector('script[data-app]');
    return (
      html.hasAttribute('data-live-shell') &&
      html.hasAttribute('data-live-page') &&
      (!holds || html.hasAttribute('data-live-input'))
    );
  });
}

/**
 * Waits until the route has rendered (its heading is up), the fonts are in and the eager
 * images have loaded, so the page is what a user sees. Cheaper than waiting for network idle.
 */
export async function settle(page: Page): Promise<void> {
  // Not the heading of the frame a flow step shows while it loads (src/ui/flows/StepSkeleton).
  await expect(page.locator('main#main h1:not(.step-skeleton__heading)').first()).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => img.loading !== 'lazy' && !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
    // A transition under way (a tab the address chose, restyled as the page went live) is
    // read mid-way by a contrast check: let every finite one end.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

// Playwright reads each fixture's dependencies from its first parameter, which must be an
// object pattern, so fixtures that depend on nothing take an empty one.
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- no dependencies (see above)
  stack: async ({}, provide) => provide(stackEnv.read()),
  baseURL: async ({ stack }, provide) => provide(stack.site),
  emulatorCodes: async ({ stack }, provide) => provide(emulatorCodes(stack.emulator, PROJECT_ID)),
  api: async ({ stack }, provide) => provide(apiClient(stack.api, stack.emulator)),
  // eslint-disable-next-line no-empty-pattern -- no dependencies (see above)
  newPhone: async ({}, provide, testInfo) => provide(() => uniquePhone(testInfo.workerIndex)),
  gotoAndSettle: async ({ page }, provide) =>
    provide(async (path) => {
      await page.goto(path);
      await settle(page);
    }),
  failOnPageError: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await provide(undefined);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  failOnPolicyViolation: [
    async ({ page }, provide, testInfo) => {
      const problems: string[] = [];
      await page.exposeBinding('__reportPolicyViolation', (_source, violation: string) =>
        problems.push(violation),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (v: string) => void>)
            .__reportPolicyViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      page.on('console', (message) => {
        if (HYDRATION_MESSAGE.test(message.text())) problems.push(message.text());
      });
      await provide(undefined);
      // A test that feeds the page hostile markup on purpose names the directive it expects
      // to refuse it (annotation `csp-refuses`, added by the test body, so read after it);
      // every other violation still fails.
      const expected = testInfo.annotations
        .filter((a) => a.type === 'csp-refuses')
        .map((a) => `${a.description} blocked inline`);
      const unexpected = problems.filter((problem) => !expected.includes(problem));
      expect(unexpected, 'content policy violations and hydration errors').toEqual([]);
    },
    { auto: true },
  ],
  failOnConsoleNoise: [
    async ({ page, stack }, provide, testInfo) => {
      const noise: string[] = [];
      const services = [stack.api, stack.emulator].map((url) => new URL(url).origin);
      const fromServices = (url: string) => services.some((origin) => url.startsWith(origin));
      // The console's own line for an answered error is allowed when the answer came from the
      // API or the emulator (see above), and reported below by its response otherwise.
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (text.startsWith('Failed to load resource:')) return;
        // failOnPolicyViolation's to report, with the refusals a test expects.
        if (HYDRATION_MESSAGE.test(text) || POLICY_MESSAGE.test(text)) return;
        noise.push(`console ${message.type()}: ${text}`);
      });
      page.on('response', (response) => {
        const { status, url } = { status: response.status(), url: response.url() };
        if (status < 400 || fromServices(url)) return;
        if (status === 404 && response.request().isNavigationRequest()) return;
        noise.push(`${status} ${url}`);
      });
      // A write cut off by the page that followed it: the app moved on before reading its
      // answer. (A read may be cut off by its client on purpose: ky drops the body of an
      // answer it retries.)
      const cutOff: string[] = [];
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        if (request.method() === 'GET' || !fromServices(request.url())) return;
        // A beacon (the flow summaries, the vitals) is never read and outlives its page: the
        // browser reports it aborted when the page goes, and delivers it all the same.
        if (request.resourceType() === 'ping') return;
        if (failure.includes('ERR_ABORTED'))
          cutOff.push(`${request.method()} ${request.url()} cut off (${failure})`);
      });
      await provide(undefined);
      // Read after the test, which may have added its annotation as it ran.
      const missing = testInfo.annotations
        .filter((a) => a.type === 'loads-missing')
        .map((a) => `404 ${new URL(a.description ?? '', stack.site).href}`);
      // A test that makes a call outlast the site's limit (annotation `gives-up`) sees the
      // site end that call itself, as it must.
      const givesUp = testInfo.annotations.some((a) => a.type === 'gives-up');
      expect(
        [...noise, ...(givesUp ? [] : cutOff)].filter((line) => !missing.includes(line)),
        'console errors or warnings, failed files or cut-off writes',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
