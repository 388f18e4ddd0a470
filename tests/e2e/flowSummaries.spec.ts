import type { Page } from '@playwright/test';
import { flowText } from '../../src/content/flows';
import type { SummaryBatch } from '../../src/schemas/flowSummary';
import { expect, test } from './helpers/fixtures';
import { businessOwner, message, startSignup, typeCode, wrongCodeFor } from './helpers/flows';
import { SUPPORT_ACCOUNT } from './helpers/supportAccount';

// Flow summaries from real visits in Chromium: the page sends each flow's summary with
// sendBeacon when the tab is hidden (src/bindings/summaryBeacon.ts), and support reads the day's
// counts back. What is sent is read where it leaves the page.

const SUMMARY_CHUNK = /\/assets\/summaryBeacon-[\w-]+\.js$/;

// Every beacon the page sends, by address and body, as it leaves.
async function watchBeacons(page: Page): Promise<() => Promise<{ url: string; body: string }[]>> {
  await page.addInitScript(() => {
    const sent: { url: string; body: string }[] = [];
    const send = navigator.sendBeacon.bind(navigator);
    Object.defineProperty(window, '__beacons', { value: sent });
    navigator.sendBeacon = (url, body) => {
      sent.push({ url: String(url), body: typeof body === 'string' ? body : '' });
      return send(url, body);
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __beacons: { url: string; body: string }[] }).__beacons,
    );
}

async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function insightVisits(api: string, machine: string): Promise<number> {
  const login = await fetch(`${api}/support/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPPORT_ACCOUNT),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${api}/support/insight?machine=${machine}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  const { counts } = (await answer.json()) as { counts: { kind: string; n: number }[] };
  return counts.filter((row) => row.kind === 'visit').reduce((n, row) => n + row.n, 0);
}

test('a sign-up left at the code step sends its summary when the tab is hidden, and no value', async ({
  page,
  stack,
  emulatorCodes,
  newPhone,
}) => {
  const before = await insightVisits(stack.api, 'signup');
  const beacons = await watchBeacons(page);
  const owner = businessOwner(newPhone());
  const summaryCode = page.waitForResponse(SUMMARY_CHUNK);
  await startSignup(page, owner);
  await summaryCode;
  const code = await emulatorCodes.latest(owner.phone.international);
  await typeCode(page, wrongCodeFor(code));
  await expect(message(page, flowText.invalidCode)).toBeVisible();

  // Playwright reports a beacon's request, not its answer: the counts below show it stored.
  const leaving = page.waitForRequest((r) => r.url() === `${stack.api}/flow-summaries`);
  await hide(page);
  await leaving;
  const sent = (await beacons()).filter(({ url }) => url.endsWith('/flow-summaries'));
  expect(sent).toHaveLength(1);
  const body = sent[0]?.body ?? '';
  for (const value of [
    owner.firstName,
    owner.lastName,
    owner.email,
    owner.businessName,
    owner.password,
    owner.phone.local,
    owner.phone.international,
    owner.phone.international.slice(1),
    code,
    wrongCodeFor(code),
  ])
    expect(body).not.toContain(value);
  const { summaries } = JSON.parse(body) as SummaryBatch;
  expect(summaries.find((s) => s.machine === 'signup')).toMatchObject({
    locale: 'en',
    resumed: false,
    end: 'abandoned',
    at: 'verifyingPhone.waiting',
  });
  expect(summaries.find((s) => s.machine === 'signup.phoneCode')?.failures).toContainEqual(
    expect.objectContaining({ outcome: 'auth/invalid-code' }),
  );
  // The reset flow runs beside the sign-up on the page, untouched: it is no visit.
  expect(summaries.map((s) => s.machine).sort()).toEqual(['signup', 'signup.phoneCode']);
  // Stored: the day's count went up. The other worker's sign-ups share the API and leave
  // summaries of their own as their pages close, so the count may rise by more than one.
  await expect.poll(() => insightVisits(stack.api, 'signup')).toBeGreaterThanOrEqual(before + 1);
});

test('a browser with Global Privacy Control sends no summary', async ({ page, newPhone }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
  );
  const beacons = await watchBeacons(page);
  const summaryCode = page.waitForResponse(SUMMARY_CHUNK);
  await startSignup(page, businessOwner(newPhone()));
  // Its code is in and has looked: anything it would send, it would send now.
  await summaryCode;
  await hide(page);
  expect((await beacons()).map(({ url }) => url)).not.toContainEqual(
    expect.stringMatching(/flow-summaries$/),
  );
});
