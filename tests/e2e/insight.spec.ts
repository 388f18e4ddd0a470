import type { Page } from '@playwright/test';
import { supportCopy } from '../../src/features/support/copy';
import { contactCopy, thankYouCopy } from '../../src/content/contact';
import { flowText, getHelpText } from '../../src/content/flows';
import { m } from '../../src/paraglide/messages.js';
import { expect, test } from './helpers/fixtures';
import { businessOwner, message, startSignup, typeCode, wrongCodeFor } from './helpers/flows';
import { look } from './helpers/look';
import { SUPPORT_ACCOUNT } from './helpers/supportAccount';

// Owners walk sign-up in Chromium, their tabs send flow summaries (src/bindings/summaryBeacon.ts),
// and support reads where they got to on /support/insight: the funnel and the states.
// Other tests send summaries to the same API at the same time, so figures are read before
// and after, and the page must show at least what these owners added.

interface Count {
  kind: string;
  state: string;
  detail: string;
  n: number;
}

async function supportToken(api: string): Promise<string> {
  const login = await fetch(`${api}/support/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPPORT_ACCOUNT),
  });
  return ((await login.json()) as { token: string }).token;
}

async function counts(api: string, machine = 'signup'): Promise<Count[]> {
  const answer = await fetch(`${api}/support/insight?machine=${machine}`, {
    headers: { authorization: `Bearer ${await supportToken(api)}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { counts: Count[] }).counts;
}

const countOf = (rows: Count[], kind: string, state: string, detail = '') =>
  rows.find((row) => row.kind === kind && row.state === state && row.detail === detail)?.n ?? 0;

async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function signIn(page: Page): Promise<void> {
  await page.getByLabel(supportCopy.signIn.email).fill(SUPPORT_ACCOUNT.email);
  await page
    .getByLabel(supportCopy.signIn.password, { exact: true })
    .fill(SUPPORT_ACCOUNT.password);
  await page.getByRole('button', { name: supportCopy.signIn.submit }).click();
}

test('owners who finish and owners who leave at the code step show in the funnel and on the states', async ({
  browser,
  page,
  stack,
  emulatorCodes,
  newPhone,
}) => {
  test.slow();
  const before = await counts(stack.api);

  // One owner types a wrong code, then the right one: the account is made.
  const finished = await browser.newPage();
  const owner = businessOwner(newPhone());
  await startSignup(finished, owner);
  const code = await emulatorCodes.latest(owner.phone.international);
  await typeCode(finished, wrongCodeFor(code));
  await expect(message(finished, flowText.invalidCode)).toBeVisible();
  await typeCode(finished, code);
  await expect(message(finished, flowText.accountCreated)).toBeVisible();

  // Another leaves at the code step: its tab is hidden.
  const left = await browser.newPage();
  await startSignup(left, businessOwner(newPhone()));
  const leaving = left.waitForRequest((r) => r.url() === `${stack.api}/flow-summaries`);
  await hide(left);
  await leaving;

  await expect
    .poll(async () => {
      const after = await counts(stack.api);
      return [
        countOf(after, 'visit', '', 'new') - countOf(before, 'visit', '', 'new') >= 2,
        countOf(after, 'end', 'editing.idle', 'done') >
          countOf(before, 'end', 'editing.idle', 'done'),
        countOf(after, 'end', 'verifyingPhone.waiting', 'abandoned') >
          countOf(before, 'end', 'verifyingPhone.waiting', 'abandoned'),
      ];
    })
    .toEqual([true, true, true]);
  const now = await counts(stack.api);

  await page.goto('/support');
  await signIn(page);
  await page.getByRole('link', { name: supportCopy.nav.insight }).click();
  await expect(page).toHaveURL(/\/support\/insight/);
  await expect(page.getByRole('heading', { name: supportCopy.insight.title })).toBeVisible();

  const funnel = page.getByRole('region', { name: supportCopy.insight.funnel });
  const step = (name: string) =>
    funnel
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) })
      .locator('.insight-funnel__count');
  const atLeast = async (locator: ReturnType<typeof step>, least: number) =>
    expect(Number((await locator.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(least);
  await atLeast(step(supportCopy.insight.steps.opened), countOf(now, 'visit', '', 'new'));
  await atLeast(step(supportCopy.insight.steps.account), 1);

  // The code step's state says how many reached it and that some left there.
  const waiting = page
    .getByRole('region', { name: new RegExp(supportCopy.insight.states) })
    .locator('.insight-state')
    .filter({ has: page.locator('.support-state__name', { hasText: /^waiting$/ }) })
    .first();
  const reached = await waiting.locator('.insight-state__figures li').first().innerText();
  expect(Number(reached.replace(/\D/g, ''))).toBeGreaterThanOrEqual(
    countOf(now, 'reached', 'verifyingPhone.waiting'),
  );
  await expect(waiting.getByText(/^Left here:/)).toBeVisible();

  // The code step's own machine shows the wrong code where it was met.
  await page.getByLabel(supportCopy.insight.machine).selectOption('signup.phoneCode');
  await page.getByRole('button', { name: supportCopy.insight.apply }).click();
  await expect(page).toHaveURL(/machine=signup\.phoneCode/);
  await expect(page.getByText('auth/invalid-code', { exact: false }).first()).toBeVisible();
  await page.getByLabel(supportCopy.insight.machine).selectOption('signup');
  await page.getByLabel(supportCopy.insight.compare).check();
  await page.getByRole('button', { name: supportCopy.insight.apply }).click();
  await expect(page).toHaveURL(/compare=true/);
  await expect(funnel.getByText(/^Before:/).first()).toBeVisible();
  await look(page, 'support-insight');

  await page.goto('/ar/support/insight');
  await expect(
    page.getByRole('heading', { name: m.support_insight_title({}, { locale: 'ar' }) }),
  ).toBeVisible();
  await expect(
    page.getByText(m.support_insight_step_account({}, { locale: 'ar' })).first(),
  ).toBeVisible();
  await look(page, 'support-insight-ar');
});

test('ten owners: the figures count them on the right states, and a failure opens the kept trace of the one who wrote in', async ({
  browser,
  page,
  stack,
  emulatorCodes,
  newPhone,
}) => {
  test.slow();
  const [signupBefore, codeBefore] = [
    await counts(stack.api),
    await counts(stack.api, 'signup.phoneCode'),
  ];
  // Four finish; three type a wrong code and leave; three leave at the code step. The first
  // owner to type a wrong code asks for help from the code screen and writes in.
  let reference = '';
  for (let i = 0; i < 10; i += 1) {
    const tab = await browser.newPage();
    const owner = businessOwner(newPhone());
    await startSignup(tab, owner);
    const code = await emulatorCodes.latest(owner.phone.international);
    if (i < 4) {
      await typeCode(tab, code);
      await expect(message(tab, flowText.accountCreated)).toBeVisible();
    } else {
      if (i < 7) {
        await typeCode(tab, wrongCodeFor(code));
        await expect(message(tab, flowText.invalidCode)).toBeVisible();
      }
      if (i === 4) {
        await tab.getByRole('main').getByRole('link', { name: getHelpText.link }).click();
        await expect(tab).toHaveURL(/\/contact-us\?reference=/);
        reference = new URL(tab.url()).searchParams.get('reference') ?? '';
        await expect(
          tab.getByRole('checkbox', { name: contactCopy.attachTrace(reference) }),
        ).toBeChecked();
        await tab.getByLabel('Message').fill('My code is always wrong.');
        await tab.getByRole('button', { name: /send message/i }).click();
        await expect(tab.getByText(thankYouCopy.reference(reference))).toBeVisible();
      }
      const leaving = tab.waitForRequest((r) => r.url() === `${stack.api}/flow-summaries`);
      await hide(tab);
      await leaving;
    }
    await tab.close();
  }

  // Other tests add their own at the same time: these ten are at least what was added.
  const added = (after: Count[], before: Count[], kind: string, state: string, detail = '') =>
    countOf(after, kind, state, detail) - countOf(before, kind, state, detail);
  await expect
    .poll(async () => {
      const [signup, code] = [await counts(stack.api), await counts(stack.api, 'signup.phoneCode')];
      return [
        added(signup, signupBefore, 'visit', '', 'new') >= 10,
        added(signup, signupBefore, 'end', 'editing.idle', 'done') >= 4,
        added(signup, signupBefore, 'end', 'verifyingPhone.waiting', 'abandoned') >= 6,
        added(code, codeBefore, 'failure', 'verifying', 'auth/invalid-code') >= 3,
      ];
    })
    .toEqual([true, true, true, true]);

  await page.goto('/support/insight?machine=signup.phoneCode');
  await signIn(page);
  const verifying = page
    .locator('.insight-state')
    .filter({ has: page.locator('.support-state__name', { hasText: /^verifying$/ }) })
    .first();
  await verifying
    .getByRole('link', { name: new RegExp(supportCopy.insight.failureTraces('auth/invalid-code')) })
    .click();
  await expect(page).toHaveURL(/\/support\?/);
  const search = new URL(page.url()).searchParams;
  expect([search.get('machine'), search.get('state'), search.get('failure')]).toEqual([
    'signup.phoneCode',
    'verifying',
    'auth/invalid-code',
  ]);
  // The list holds the trace of the owner who wrote in, and it opens.
  await expect(page.getByRole('button', { name: supportCopy.list.open(reference) })).toBeVisible();
  await look(page, 'support-list-filtered');
  await page.getByRole('button', { name: supportCopy.list.open(reference) }).click();
  await expect(page).toHaveURL(new RegExp(`/support/traces/${reference}$`));
  await expect(page.getByText('auth/invalid-code').first()).toBeVisible();
});

test('a range that runs backwards is refused in place, and the page keeps its figures', async ({
  page,
}) => {
  await page.goto('/support/insight');
  await signIn(page);
  await expect(page.getByRole('heading', { name: supportCopy.insight.title })).toBeVisible();
  await page.getByLabel(supportCopy.insight.from, { exact: true }).fill('2026-11-20');
  await page.getByLabel(supportCopy.insight.to, { exact: true }).fill('2026-11-10');
  await page.getByRole('button', { name: supportCopy.insight.apply }).click();
  await expect(page.getByRole('alert')).toHaveText(supportCopy.insight.rangeInvalid);
  await expect(page.getByLabel(supportCopy.insight.from, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).not.toHaveURL(/from=/);
});
