import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { thankYouCopy } from '../../src/content/contact';
import { pageViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

// Each test renders the whole route tree in jsdom and some run axe: seconds of work on a
// busy machine, more than the default 5 s allows.
vi.setConfig({ testTimeout: 30_000 });

async function openThankYou(storedHtml?: string) {
  if (storedHtml !== undefined) window.sessionStorage.setItem('responseHtml', storedHtml);
  const view = renderRoute('/thank-you');
  await screen.findByRole('link', { name: thankYouCopy.backHome });
  return view;
}

describe('/thank-you', () => {
  test("shows the contact service's stored answer with its dangerous parts removed", async () => {
    await openThankYou(
      '<p>Thank you, <b>Nora</b>. We will reply soon.</p>' +
        '<script>window.stolen = true</script>' +
        '<img src="x" onerror="window.stolen = true">' +
        '<a href="javascript:window.stolen = true">Read more</a>' +
        '<svg onload="window.stolen = true"></svg><iframe src="https://evil.example"></iframe>',
    );
    const reply = screen.getByText(/We will reply soon/);
    expect(reply).toHaveTextContent('Thank you, Nora. We will reply soon.');
    const response = reply.parentElement as HTMLElement;
    expect(response.querySelector('script, svg, iframe, [onerror], [onload]')).toBeNull();
    expect(screen.getByText('Read more')).not.toHaveAttribute('href');
    expect(screen.queryByText(thankYouCopy.fallback[0])).toBeNull();
    expect('stolen' in window).toBe(false);
  });

  test("shows the reference API's answer document under the page's own heading", async () => {
    await openThankYou(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Message received</title>' +
        '</head><body><h1>Thank you, Nora!</h1><p>We have received your message.</p></body></html>',
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual([thankYouCopy.eyebrow, 'Thank you, Nora!']);
    expect(screen.getByText('We have received your message.')).toBeInTheDocument();
    expect(screen.queryByText('Message received')).toBeNull();
  });

  test('without a stored answer it thanks the visitor in its own words', async () => {
    await openThankYou();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(thankYouCopy.title);
    for (const line of thankYouCopy.fallback) expect(screen.getByText(line)).toBeInTheDocument();
  });

  test('an answer that is nothing but a script falls back to the page text', async () => {
    await openThankYou('<script>alert(1)</script>');
    expect(screen.getByText(thankYouCopy.fallback[0])).toBeInTheDocument();
  });

  test('links back home and names the page', async () => {
    await openThankYou();
    expect(screen.getByRole('link', { name: thankYouCopy.backHome })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Thank you/));
  });

  test('has no axe violations with the fallback text', async () => {
    await openThankYou();
    expect(await pageViolations()).toEqual([]);
  });

  test('has no axe violations with a stored answer', async () => {
    await openThankYou('<h2>Thanks, Nora!</h2><p>We got your message.</p>');
    expect(await pageViolations()).toEqual([]);
  });
});
