import type { Locator } from '@playwright/test';
import { RESEND_COOLDOWN_SECONDS, flowScreens, flowText } from '../../src/content/flows';
import { otpText } from '../../src/content/forms';
import { expect, test } from './helpers/fixtures';
import {
  businessOwner,
  message,
  otpBoxes,
  startSignup,
  typeCode,
  wrongCodeFor,
} from './helpers/flows';

test('a wrong code says so and the right one still works', async ({
  page,
  emulatorCodes,
  newPhone,
}) => {
  const owner = businessOwner(newPhone());
  await startSignup(page, owner);
  const code = await emulatorCodes.latest(owner.phone.international);
  await typeCode(page, wrongCodeFor(code));
  await expect(message(page, flowText.invalidCode)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp/);

  await typeCode(page, code);
  await expect(message(page, flowText.accountCreated)).toBeVisible();
});

// The emulator never expires or drops a verification: answer the check as Firebase does
// when it has. Either way the old code is dead, so a new one is offered at once.
for (const [firebaseError, shown, what] of [
  ['SESSION_EXPIRED', flowText.codeExpired, 'an expired code'],
  ['INVALID_SESSION_INFO', flowText.missingVerification, 'a verification the provider dropped'],
] as const) {
  test(`${what} asks for a new code`, async ({ page, emulatorCodes, stack, newPhone }) => {
    const owner = businessOwner(newPhone());
    await startSignup(page, owner);
    const code = await emulatorCodes.latest(owner.phone.international);
    await page.route(`${stack.emulator}/**/accounts:signInWithPhoneNumber*`, (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 400, message: firebaseError, errors: [] } },
      }),
    );
    await typeCode(page, code);
    await expect(message(page, shown)).toBeVisible();
    await expect(page).toHaveURL(/\/verify-otp/);
    await expect(page.getByRole('button', { name: /^resend code$/i })).toBeEnabled();
  });
}

for (const [path, start] of [
  ['/verify-otp', flowScreens.verify.startSignup],
  ['/verify-otp?mode=password', flowScreens.verify.startReset],
] as const) {
  test(`${path} without a code request offers to start over`, async ({ page, gotoAndSettle }) => {
    await gotoAndSettle(path);
    await expect(page.getByText(flowScreens.verify.noCode)).toBeVisible();
    await expect(otpBoxes(page)[0] as Locator).toHaveCount(0);
    // The sign-up's is its machine's (a code asked for with nothing under way): a button.
    const role = start === flowScreens.verify.startSignup ? 'button' : 'link';
    await page.getByRole('main').getByRole(role, { name: start }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      start === flowScreens.verify.startSignup
        ? flowScreens.signup.title
        : flowScreens.forgetPassword.title,
    );
  });
}

test('/verify-user with no sign-up under way offers one, and its button opens the form', async ({
  page,
  gotoAndSettle,
}) => {
  await gotoAndSettle('/verify-user');
  await expect(page.getByText(flowScreens.verifyUser.nothing)).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: flowScreens.verifyUser.register })
    .click();
  await expect(page).toHaveURL(/\/register\?mode=signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flowScreens.signup.title);
});

test('resend waits for its countdown, then sends a new code that works', async ({
  page,
  emulatorCodes,
  newPhone,
}) => {
  await page.clock.install();
  const owner = businessOwner(newPhone());
  await startSignup(page, owner);
  await emulatorCodes.latest(owner.phone.international);

  const resend = page.getByRole('button', { name: new RegExp(otpText.resend) });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(otpText.resendIn(RESEND_COOLDOWN_SECONDS - 1))).toBeVisible();
  await page.clock.fastForward(RESEND_COOLDOWN_SECONDS * 1000 + 1000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(message(page, flowText.otpSent)).toBeVisible();
  const fresh = await emulatorCodes.latest(owner.phone.international, 1);
  await typeCode(page, fresh);
  await expect(message(page, flowText.accountCreated)).toBeVisible();
});
