import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, tracePayload, uniqueReference } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testRoutes: true });
});
afterAll(() => t.close());

const message = {
  fullname: 'Mona Hassan',
  email: 'mona@example.com',
  message: 'Do you list yoga?',
};

async function expectThankYou(response: Response, firstName: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
  expect(await response.text()).toContain(`Thank you, ${firstName}!`);
}

describe('POST /contact', () => {
  it('takes a urlencoded form post, stores it and thanks the sender', async () => {
    const email = 'form@example.com';
    const response = await t.app.request('/contact', {
      method: 'POST',
      body: new URLSearchParams({ ...message, email, fullname: '  Mona Hassan ' }),
    });
    await expectThankYou(response, 'Mona');
    const [stored] = await t.contacts.list({ email });
    expect(stored).toMatchObject({ fullname: 'Mona Hassan', email, message: 'Do you list yoga?' });
  });

  it('takes multipart form data', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(message)) form.append(key, value);
    await expectThankYou(await t.app.request('/contact', { method: 'POST', body: form }), 'Mona');
  });

  it('takes JSON', async () => {
    await expectThankYou(await t.app.request('/contact', jsonInit('POST', message)), 'Mona');
  });

  it('escapes the name it echoes back', async () => {
    const fullname = '<img src=x onerror=alert(1)> Evil';
    const response = await t.app.request('/contact', jsonInit('POST', { ...message, fullname }));
    const html = await response.text();
    expect(html).not.toContain('<img');
    expect(html).toContain('Thank you, &lt;img!');
  });

  it.each([
    [{ fullname: '   ' }, 'Full name is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'mona@example' }, 'Please enter a valid email address'],
    [{ message: undefined }, 'Message is required.'],
    [{ fullname: 'Mona\nHassan' }, 'Full name contains characters that are not allowed.'],
    [{ message: 'Hi\u0000there' }, 'Message contains characters that are not allowed.'],
    [{ email: 'mona\u0007@example.com' }, 'Email contains characters that are not allowed.'],
    [{ fullname: 'Mona \u202EnassaH' }, 'Full name contains characters that are not allowed.'],
    [{ message: 'Pay \u2066here\u2069' }, 'Message contains characters that are not allowed.'],
    [{ message: 'Half \udc00 a pair' }, 'Message contains characters that are not allowed.'],
  ])('answers 400 JSON for %o and stores nothing', async (override, expected) => {
    const before = (await t.contacts.list()).length;
    const response = await t.app.request('/contact', jsonInit('POST', { ...message, ...override }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expected });
    expect(await t.contacts.list()).toHaveLength(before);
  });

  it('keeps the line breaks and tabs of a message', async () => {
    const email = 'lines@example.com';
    const text = 'Hello,\n\tDo you list yoga?\r\nThanks';
    await expectThankYou(
      await t.app.request('/contact', jsonInit('POST', { ...message, email, message: text })),
      'Mona',
    );
    const [stored] = await t.contacts.list({ email });
    expect(stored.message).toBe(text);
  });

  it('refuses a form post whose text is not UTF-8, instead of storing replacement marks', async () => {
    const before = (await t.contacts.list()).length;
    const response = await t.app.request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'fullname=Mona%FF%FE&email=mona%40example.com&message=Hello',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Full name contains characters that are not allowed.',
    });
    expect(await t.contacts.list()).toHaveLength(before);
  });

  // Uploads a trace as the owner's tab does, and answers its reference and upload token.
  async function uploaded() {
    const trace = tracePayload();
    const response = await t.app.request('/flow-traces', jsonInit('POST', trace));
    expect(response.status).toBe(201);
    const { uploadToken } = await response.json();
    return { traceReference: trace.reference, traceToken: uploadToken as string };
  }

  it('links the message to its trace with the upload token, by JSON and by form post', async () => {
    const email = 'traced@example.com';
    const byJson = await uploaded();
    const byForm = await uploaded();
    await expectThankYou(
      await t.app.request('/contact', jsonInit('POST', { ...message, email, ...byJson })),
      'Mona',
    );
    await expectThankYou(
      await t.app.request('/contact', {
        method: 'POST',
        body: new URLSearchParams({ ...message, email, ...byForm }),
      }),
      'Mona',
    );
    const stored = await t.contacts.list({ email });
    expect(stored.map((m) => m.traceReference)).toEqual([
      byForm.traceReference,
      byJson.traceReference,
    ]);
  });

  it("links nothing with a trace's reference alone, another trace's token, or no trace", async () => {
    const email = 'forger@example.com';
    const owner = await uploaded();
    const other = await uploaded();
    for (const forged of [
      { traceReference: owner.traceReference },
      { traceReference: owner.traceReference, traceToken: other.traceToken },
      { traceReference: owner.traceReference, traceToken: 'x'.repeat(43) },
      { traceReference: uniqueReference(), traceToken: owner.traceToken },
    ]) {
      await expectThankYou(
        await t.app.request('/contact', jsonInit('POST', { ...message, email, ...forged })),
        'Mona',
      );
    }
    const stored = await t.contacts.list({ email });
    expect(stored).toHaveLength(4);
    expect(stored.every((m) => m.traceReference === undefined)).toBe(true);
  });

  it('unlinks a message when its trace is swept, and a later upload under that reference is not its trace', async () => {
    const email = 'retained@example.com';
    const owner = await uploaded();
    await t.app.request('/contact', jsonInit('POST', { ...message, email, ...owner }));
    await t.db.query(
      "UPDATE flow_traces SET created_at = now() - interval '31 days' WHERE reference = $1",
      [owner.traceReference],
    );
    expect(await t.traces.sweep(new Date())).toBeGreaterThanOrEqual(1);
    expect((await t.contacts.list({ email }))[0]?.traceReference).toBeUndefined();
    // The reference is free again: someone else's upload takes it, and is nobody's message's.
    const attacker = await t.app.request(
      '/flow-traces',
      jsonInit('POST', tracePayload({ reference: owner.traceReference })),
    );
    expect(attacker.status).toBe(201);
    expect((await t.contacts.list({ email }))[0]?.traceReference).toBeUndefined();
  });

  it.each(['abc', 'x'.repeat(44), 'x'.repeat(42) + '!', 7])(
    'refuses the trace token %o with 400 and stores nothing',
    async (traceToken) => {
      const before = (await t.contacts.list()).length;
      const response = await t.app.request(
        '/contact',
        jsonInit('POST', { ...message, traceReference: uniqueReference(), traceToken }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The trace token is not valid.' });
      expect(await t.contacts.list()).toHaveLength(before);
    },
  );

  it('stores no trace reference for an empty or missing one', async () => {
    const email = 'untraced@example.com';
    await t.app.request('/contact', {
      method: 'POST',
      body: new URLSearchParams({ ...message, email, traceReference: '' }),
    });
    await t.app.request('/contact', jsonInit('POST', { ...message, email }));
    const stored = await t.contacts.list({ email });
    expect(stored).toHaveLength(2);
    expect(stored.every((m) => m.traceReference === undefined)).toBe(true);
  });

  it.each(['k7qm-2xda', 'K7QM2XDA', 'K7QM-2XD0', 'K7QM-2XDA; DROP TABLE', 42])(
    'refuses the trace reference %o with 400 and stores nothing',
    async (traceReference) => {
      const before = (await t.contacts.list()).length;
      const response = await t.app.request(
        '/contact',
        jsonInit('POST', { ...message, traceReference }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The support reference is not valid.' });
      expect(await t.contacts.list()).toHaveLength(before);
    },
  );

  it('refuses a body that is neither a form nor JSON', async () => {
    const response = await t.app.request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toHaveProperty('message');
  });
});

describe('GET /__test/contact-messages', () => {
  it('lists stored messages by email when test routes are on', async () => {
    const email = 'listed@example.com';
    await t.app.request('/contact', jsonInit('POST', { ...message, email }));
    const response = await t.app.request(`/__test/contact-messages?email=${email}`);
    expect(response.status).toBe(200);
    const { messages } = await response.json();
    expect(messages).toEqual([expect.objectContaining({ email, fullname: 'Mona Hassan' })]);
  });

  it('does not exist otherwise', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.request('/__test/contact-messages');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found.' });
    } finally {
      await plain.close();
    }
  });
});
