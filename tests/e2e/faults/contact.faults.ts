import { expect, type Page } from '@playwright/test';
import { contactFailureText } from '../../../src/content/contact';
import { m } from '../../../src/paraglide/messages.js';
import { outcomeOf } from '../../../src/schemas/failure';
import { told, traced, type FaultActor, type Row } from '../helpers/faultActors';
import { API_FAULTS } from '../helpers/faults';
import { untilLive } from '../helpers/fixtures';
import { tabTrace } from '../helpers/tabTrace';

// The contact form's calls: the message, and the trace that may go with it.

function contactForm(row: Row) {
  const options = { locale: row.locale };
  const main = row.page.getByRole('main');
  return {
    fullname: main.getByLabel(m.contact_field_fullname({}, options)),
    email: main.getByLabel(m.contact_field_email({}, options)),
    message: main.getByLabel(m.contact_field_message({}, options)),
    submit: main.getByRole('button', { name: m.contact_submit({}, options) }),
  };
}

async function fillContact(row: Row, words: string): Promise<ReturnType<typeof contactForm>> {
  const form = contactForm(row);
  await form.fullname.fill('Nora Salah');
  await form.email.fill(`nora.${Date.now()}@studio.example`);
  await form.message.fill(words);
  return form;
}

const contactSend: FaultActor = {
  name: 'contact send',
  kind: 'api',
  machine: 'contact',
  event: 'xstate.error.actor.sendMessage',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, failure, locale } = row;
    await page.goto(flows.path('/contact-us'));
    await untilLive(page);
    const form = await fillContact(row, 'Do you list padel courts?');
    const email = await form.email.inputValue();
    const fault = await row.inject({ url: '**/contact', method: 'POST' });
    await form.submit.click();
    await told(row, contactFailureText(failure, locale));
    await traced(row, this, outcomeOf(failure));
    await expect(form.fullname).toHaveValue('Nora Salah');
    await expect(form.email).toHaveValue(email);
    await expect(form.message).toHaveValue('Do you list padel courts?');
    row.checked('form kept');
    await fault.heal();
    await form.submit.click();
    await expect(page).toHaveURL(flows.endsAt('/thank-you'));
    row.checked('retry sent the message');
  },
};

/** The reference of the tab's trace, or '' when there is none yet. */
const traceReference = async (page: Page) => (await tabTrace(page)).reference ?? '';

// The trace goes with a contact message when the owner attaches it. When it cannot be
// stored, the message still goes, and the thank-you page claims no reference; the trace
// stays in the tab for the next message.
const traceUpload: FaultActor = {
  name: 'trace upload',
  kind: 'api',
  machine: 'contact',
  event: 'xstate.done.actor.sendMessage',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, stack, locale } = row;
    // A failed login leaves a trace in the tab to attach.
    await page.goto(flows.path('/register?mode=login'));
    await untilLive(page);
    const login = flows.loginForm(page);
    await login.phone.fill(row.newPhone().local);
    await login.password.fill('not-their-password');
    const answered = page.waitForResponse((r) => r.url() === `${stack.api}/auth/login`);
    await login.submit.click();
    await answered;
    let reference = '';
    await expect
      .poll(async () => (reference = await traceReference(page)), { message: 'a trace in the tab' })
      .not.toBe('');
    const attached = m.contact_attach_trace({ reference }, { locale });
    await page.goto(flows.path(`/contact-us?reference=${reference}`));
    await untilLive(page);
    await expect(page.getByRole('checkbox', { name: attached })).toBeChecked();
    const form = await fillContact(row, 'My login failed.');
    // The message follows at once, and must still go.
    const fault = await row.inject({ url: `${stack.api}/flow-traces`, method: 'POST' }, true);
    await form.submit.click();
    await expect(page).toHaveURL(flows.endsAt('/thank-you'), { timeout: row.patience });
    await expect(page.getByText(m.thank_you_reference({ reference }, { locale }))).toHaveCount(0);
    row.checked('message sent without claiming the reference');
    // Still in the tab, for the next message to carry.
    expect(await traceReference(page)).toBe(reference);
    row.checked('trace kept in the tab');
    const stored = await fetch(`${stack.api}/__test/flow-traces/${reference}`);
    expect(stored.status, 'the trace was not stored').toBe(404);
    await fault.heal();
    await page.goto(flows.path(`/contact-us?reference=${reference}`));
    await untilLive(page);
    await (await fillContact(row, 'Trying again.')).submit.click();
    await expect(page.getByText(m.thank_you_reference({ reference }, { locale }))).toBeVisible();
    expect((await fetch(`${stack.api}/__test/flow-traces/${reference}`)).status).toBe(200);
    row.checked('retry stored the trace');
  },
};

export default [contactSend, traceUpload] satisfies FaultActor[];
