import { describe, expect, test } from 'vitest';
import { contactCopy, contactFailureText } from '../../src/content/contact';
import { sendContactForm } from '../../src/services/contactForm';
import { rejectionOf } from '../helpers/failures';

const values = { fullname: 'Nora Salah', email: 'nora@example.com', message: 'Hi & bye' };

// A stand-in for the network that records what it was asked and answers as told.
function fakeFetch(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

describe('sendContactForm', () => {
  test('posts an url-encoded form and resolves with the HTML answer', async () => {
    const { fetch, requests } = fakeFetch(
      () => new Response('<p>Thanks, Nora</p>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const html = await sendContactForm(values, { url: 'https://forms.example/contact', fetch });
    expect(html).toBe('<p>Thanks, Nora</p>');
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://forms.example/contact');
    expect(request.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual(values);
  });

  test("a refused message rejects with the server's own message", async () => {
    const { fetch } = fakeFetch(() =>
      Response.json({ message: 'Email is invalid' }, { status: 400 }),
    );
    const failure = await rejectionOf(
      sendContactForm(values, { url: 'https://forms.example/x', fetch }),
    );
    expect(failure).toEqual({ kind: 'http', status: 400, said: 'Email is invalid' });
    expect(contactFailureText(failure)).toBe('Email is invalid');
  });

  test('a server failure without a message rejects with a clear fallback, and is not retried', async () => {
    const { fetch, requests } = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    const failure = await rejectionOf(
      sendContactForm(values, { url: 'https://forms.example/x', fetch }),
    );
    expect(failure).toEqual({ kind: 'http', status: 502 });
    expect(contactFailureText(failure)).toBe(contactCopy.errors.server);
    expect(requests).toHaveLength(1);
  });

  test('a network failure rejects with the connection message', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await rejectionOf(
      sendContactForm(values, { url: 'https://forms.example/x', fetch }),
    );
    expect(failure).toEqual({ kind: 'network' });
    expect(contactFailureText(failure)).toBe(contactCopy.errors.network);
  });
});
