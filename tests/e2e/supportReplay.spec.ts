import { flowText, getHelpText } from '../../src/content/flows';
import { contactCopy, thankYouCopy } from '../../src/content/contact';
import { supportCopy } from '../../src/features/support/copy';
import { m } from '../../src/paraglide/messages.js';
import { REFERENCE_PATTERN, TRACE_VERSION, newTraceReference } from '../../src/schemas/flowTrace';
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expect, test } from './helpers/fixtures';
import { businessOwner, message, startSignup, typeCode, wrongCodeFor } from './helpers/flows';
import { viewports } from './helpers/routes';
import { SUPPORT_ACCOUNT } from './helpers/supportAccount';
import { startOverWhileLocating } from '../helpers/earlierVersionTrace';
import type { FlowManifest, ManifestHistory } from '../../src/schemas/flowTrace';

// One test walks an owner's failing sign-up, the contact form, and the console with four
// looks at two widths each: more than the default 30 s on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

/** Looked at, at phone and desktop width, and checked with axe. */
async function lookAt(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.screenshot({
      path: `screenshots/${viewport.name}/${name}.png`,
      animations: 'disabled',
    });
    await expectNoAxeViolations(page);
  }
  if (size) await page.setViewportSize(size);
}

test('an owner stuck at sign-up sends support the steps, and none of their details', async ({
  page,
  stack,
  emulatorCodes,
  newPhone,
}) => {
  const owner = businessOwner(newPhone());
  await startSignup(page, owner);
  const code = await emulatorCodes.latest(owner.phone.international);
  const typed = [wrongCodeFor(code, 1), wrongCodeFor(code, 2), code];
  for (const wrong of typed.slice(0, 2)) {
    await typeCode(page, wrong);
    await expect(message(page, flowText.invalidCode)).toBeVisible();
  }
  // Help is offered right where the code failed.
  await expect(page.getByRole('link', { name: getHelpText.link })).toBeVisible();
  await lookAt(page, 'verify-otp-get-help');

  await page.route(`${stack.api}/auth/register`, (route) =>
    route.fulfill({ status: 500, body: 'upstream down' }),
  );
  await typeCode(page, code);
  await expect(message(page, flowText.registerFailed)).toBeVisible();
  await page.unrouteAll();

  await page.getByRole('main').getByRole('link', { name: getHelpText.link }).click();
  await expect(page).toHaveURL(/\/contact-us\?reference=/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  expect(reference).toMatch(REFERENCE_PATTERN);
  await expect(
    page.getByRole('checkbox', { name: contactCopy.attachTrace(reference) }),
  ).toBeChecked();
  // The owner's own name and email, which this tab holds, are filled in for them.
  await expect(page.getByLabel('Full name')).toHaveValue(`${owner.firstName} ${owner.lastName}`);
  await expect(page.getByLabel('Email')).toHaveValue(owner.email);
  await lookAt(page, 'contact-us-attach-trace');
  await page.getByLabel('Message').fill('The code never worked and then sign-up failed.');
  await page.getByRole('button', { name: /send message/i }).click();
  await expect(page.getByText(thankYouCopy.reference(reference))).toBeVisible();
  await lookAt(page, 'thank-you-reference');

  // What reached the database: steps and codes, none of the owner's details.
  const stored: { trace: { entries: { t: number }[] } } = await (
    await fetch(`${stack.api}/__test/flow-traces/${reference}`)
  ).json();
  // Times since the start are numbers that could happen to spell a code; the rest is searched.
  const row = JSON.stringify(stored.trace.entries.map(({ t: _t, ...entry }) => entry));
  expect(row).toContain('xstate.error.actor.confirmCode');
  expect(row).toContain('auth/invalid-code');
  expect(row).toContain('http-500');
  for (const value of [
    owner.phone.international,
    owner.phone.local,
    owner.phone.international.slice(3),
    owner.firstName,
    owner.lastName,
    owner.email,
    owner.businessName,
    owner.website,
    owner.password,
    ...typed,
  ])
    expect(row, `the stored trace holds ${value}`).not.toContain(value);
  const messages = await (
    await fetch(`${stack.api}/__test/contact-messages?email=${encodeURIComponent(owner.email)}`)
  ).json();
  expect(messages.messages.at(-1)).toMatchObject({ traceReference: reference });

  // Support signs in with the account the command line made and replays the steps.
  await page.goto('/support');
  await expect(page.getByRole('button', { name: supportCopy.signIn.submit })).toBeVisible();
  await lookAt(page, 'support-sign-in');
  await page.getByLabel(supportCopy.signIn.email).fill(SUPPORT_ACCOUNT.email);
  await page
    .getByLabel(supportCopy.signIn.password, { exact: true })
    .fill(SUPPORT_ACCOUNT.password);
  await page.getByRole('button', { name: supportCopy.signIn.submit }).click();
  await expect(page.getByRole('heading', { name: supportCopy.list.title })).toBeVisible();
  await expect(page.getByRole('button', { name: supportCopy.list.open(reference) })).toBeVisible();
  await lookAt(page, 'support-traces');
  // As read out on the phone: lower case, no dash.
  await page.getByLabel(supportCopy.search.label).fill(reference.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: supportCopy.search.submit, exact: true }).click();
  const traceHeading = page.getByRole('heading', { name: supportCopy.trace.title(reference) });
  await expect(traceHeading).toBeVisible();
  // The trace has an address: a link can name it.
  await expect(page).toHaveURL(new RegExp(`/support/traces/${reference}$`));
  // The page puts the focus on its heading; the steps take it only after that.
  await expect(traceHeading).toBeFocused();

  // Step with the keyboard to the first wrong code, then to the failed registration.
  const steps = page.getByRole('listbox');
  const options = steps.getByRole('option');
  const texts = await options.allInnerTexts();
  const stepOf = (event: string) => texts.findIndex((text) => text.includes(event));
  const wrongCode = stepOf('xstate.error.actor.confirmCode');
  const failedRegistration = stepOf('xstate.error.actor.register');
  expect(wrongCode).toBeGreaterThan(0);
  expect(failedRegistration).toBeGreaterThan(wrongCode);
  await steps.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < wrongCode; i += 1) await page.keyboard.press('ArrowDown');
  const screenAt = (step: number) =>
    page.getByRole('figure', { name: supportCopy.trace.ownerScreen(step + 1) });
  await expect(screenAt(wrongCode)).toContainText(flowText.invalidCode);
  await lookAt(page, 'support-trace-wrong-code');
  for (let i = wrongCode; i < failedRegistration; i += 1) await page.keyboard.press('ArrowDown');
  await expect(screenAt(failedRegistration)).toContainText(flowText.registerFailed);
  await lookAt(page, 'support-trace-register-failed');

  // The export engineers drop into tests/model/traces/ (see docs/testing.md).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: supportCopy.trace.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`trace-${reference}.json`);
  const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
  expect(exported).toMatchObject({ v: TRACE_VERSION, reference, entries: stored.trace.entries });
  await writeFile('test-results/e2e/support-trace-export.json', JSON.stringify(exported, null, 2));
  // The same file named for tests/model/traces: its flow, its last failure, its reference.
  const [kept] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: supportCopy.trace.keep }).click(),
  ]);
  expect(kept.suggestedFilename()).toMatch(
    new RegExp(`^signup-[a-z0-9-]+-${reference.toLowerCase()}\\.json$`),
  );
  expect(JSON.parse(await readFile((await kept.path()) ?? '', 'utf8'))).toEqual(exported);

  // The address follows the step on screen: it is the link to that step, and copies.
  const atStep = new RegExp(`/support/traces/${reference}\\?step=${failedRegistration + 1}$`);
  await expect(page).toHaveURL(atStep);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page
    .getByRole('button', { name: supportCopy.trace.copyStep(failedRegistration + 1) })
    .click();
  await expect(page.getByText(supportCopy.trace.stepCopied(failedRegistration + 1))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  // Opened in a tab that is not signed in, it asks to sign in, then shows that step.
  const colleague = await page.context().newPage();
  await colleague.goto(page.url());
  await colleague.getByLabel(supportCopy.signIn.email).fill(SUPPORT_ACCOUNT.email);
  await colleague
    .getByLabel(supportCopy.signIn.password, { exact: true })
    .fill(SUPPORT_ACCOUNT.password);
  await colleague.getByRole('button', { name: supportCopy.signIn.submit }).click();
  await expect(
    colleague.getByRole('option', { selected: true }).getByText(String(failedRegistration + 1), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    colleague.getByRole('figure', { name: supportCopy.trace.ownerScreen(failedRegistration + 1) }),
  ).toContainText(flowText.registerFailed);
  await colleague.close();

  // The trace as a case: a status chosen and a note written stay, the note as plain text.
  const caseFile = page.getByRole('region', { name: supportCopy.case.title });
  await caseFile.getByRole('radio', { name: supportCopy.case.statuses['in-progress'] }).check();
  await expect(
    caseFile.getByText(supportCopy.case.saved(supportCopy.case.statuses['in-progress'])),
  ).toBeVisible();
  await caseFile.getByLabel(supportCopy.case.noteLabel).fill('Called back: <b>code</b> expired.');
  await caseFile.getByRole('button', { name: supportCopy.case.add }).click();
  await expect(caseFile.getByText(supportCopy.case.added)).toBeVisible();
  await expect(caseFile.getByText('Called back: <b>code</b> expired.')).toBeVisible();
  await expect(caseFile.getByText(SUPPORT_ACCOUNT.email, { exact: false })).toBeVisible();
  await lookAt(page, 'support-trace-case');

  // A reload, the back and forward buttons, and the Arabic address of the same trace.
  await page.reload();
  await expect(traceHeading).toBeVisible();
  await expect(screenAt(failedRegistration)).toContainText(flowText.registerFailed);
  await expect(
    caseFile.getByRole('radio', { name: supportCopy.case.statuses['in-progress'] }),
  ).toBeChecked();
  await expect(caseFile.getByText('Called back: <b>code</b> expired.')).toBeVisible();
  await expect(
    caseFile.getByRole('radio', { name: supportCopy.case.statuses['in-progress'] }),
  ).toBeChecked();
  await expect(caseFile.getByText('Called back: <b>code</b> expired.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: supportCopy.list.title })).toBeVisible();
  await expect(page).toHaveURL(/\/support$/);
  await page.goForward();
  await expect(traceHeading).toBeVisible();
  // A link of the earlier form leads to the trace's own address.
  await page.goto(`/ar/support?reference=${reference}`);
  await expect(page).toHaveURL(new RegExp(`/ar/support/traces/${reference}$`));
  await expect(
    page.getByRole('heading', { name: m.support_trace_title({ reference }, { locale: 'ar' }) }),
  ).toBeVisible();
  await expect(options).toHaveCount(texts.length);
});

test('a trace an earlier release recorded says so, and shows where today’s machines part from it', async ({
  page,
  stack,
}) => {
  // Uploaded as a tab still running the earlier sign-up would: its "Start over" changed
  // nothing while the form looked the device up; today's opens a fresh form.
  const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T;
  const manifest = await readJson<FlowManifest>('src/schemas/flowManifest.gen.json');
  const history = await readJson<ManifestHistory>('src/schemas/flowManifest.history.json');
  const version = history.machines.signup?.[0]?.version ?? '';
  const reference = newTraceReference();
  const trace = startOverWhileLocating(version, reference);
  // As the site's own page sends it: the API takes uploads only from the site's origin.
  const uploaded = await fetch(`${stack.api}/flow-traces`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(stack.site).origin },
    body: JSON.stringify(trace),
  });
  expect(uploaded.status).toBe(201);

  // A step link, opened signed out: the sign-in, then that step.
  await page.goto(`/support/traces/${reference}?step=2`);
  await page.getByLabel(supportCopy.signIn.email).fill(SUPPORT_ACCOUNT.email);
  await page
    .getByLabel(supportCopy.signIn.password, { exact: true })
    .fill(SUPPORT_ACCOUNT.password);
  await page.getByRole('button', { name: supportCopy.signIn.submit }).click();
  await expect(
    page.getByRole('heading', { name: supportCopy.trace.title(reference) }),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: supportCopy.trace.ownerScreen(2) })).toBeVisible();

  const notice = page.getByRole('region', { name: supportCopy.trace.olderTitle });
  await expect(notice).toContainText(
    supportCopy.trace.olderMachine('signup', version, manifest.machines.signup.version),
  );
  const stopped = page.getByRole('alert');
  await expect(
    stopped.getByRole('heading', { name: supportCopy.trace.compareTitle(3) }),
  ).toBeVisible();
  await expect(stopped).toContainText(
    supportCopy.trace.compareMoved(
      m.support_step_started_over(),
      'signup',
      'editing.locating',
      'editing.locating',
    ),
  );
  await expect(stopped).toContainText(
    supportCopy.trace.compareMoved(
      m.support_step_started_over(),
      'signup',
      'editing.locating',
      'editing.idle',
    ),
  );
  await lookAt(page, 'support-trace-earlier-version');

  await page.goto(`/ar/support/traces/${reference}`);
  await expect(
    page.getByRole('region', { name: m.support_trace_older_title({}, { locale: 'ar' }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: m.support_trace_compare_title({ step: '٣' }, { locale: 'ar' }),
    }),
  ).toBeVisible();
  await lookAt(page, 'support-trace-earlier-version-ar');
});
