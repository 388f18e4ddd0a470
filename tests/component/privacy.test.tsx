import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { brand } from '../../src/content/brand';
import { pageMeta } from '../../src/content/pageMeta';
import { axeViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

// Each test renders the whole route tree in jsdom, and some run axe over a long page:
// seconds of work on a busy machine, more than the default 5 s allows.
vi.setConfig({ testTimeout: 30_000 });

async function renderPrivacy() {
  const view = renderRoute('/privacy-policy');
  await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
  return view;
}

test('the policy names every item of data it collects', async () => {
  await renderPrivacy();
  const text = screen.getByRole('main').textContent ?? '';
  for (const item of [
    'email address',
    'first name and last name',
    'phone number',
    'state',
    'province',
    'postal code',
    'city',
    'IP address',
    'browser type and browser version',
    'pages of the Service you visit',
    'time spent on those pages',
  ]) {
    expect(text).toContain(item);
  }
});

test('the policy covers its required sections and says when it was last updated', async () => {
  await renderPrivacy();
  const main = within(screen.getByRole('main'));
  for (const heading of [
    /Definitions/,
    /Data we collect/,
    /How we use your data/,
    /Retention/,
    /Security/,
    /Changes/,
    /Contact us/,
  ]) {
    expect(main.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  expect(main.getByText(/Last updated/)).toHaveTextContent('Last updated January 01, 2025');
  const emailLinks = main.getAllByRole('link', { name: brand.supportEmail });
  expect(emailLinks.length).toBeGreaterThan(0);
  for (const link of emailLinks) {
    expect(link).toHaveAttribute('href', `mailto:${brand.supportEmail}`);
  }
  expect(screen.getByRole('main')).toHaveTextContent(brand.company.address);
});

test('the privacy page sets its title and has no axe violations', async () => {
  const { container } = await renderPrivacy();
  await waitFor(() => expect(document.title).toBe(pageMeta.privacyPolicy.title));
  expect(await axeViolations(container)).toEqual([]);
});
