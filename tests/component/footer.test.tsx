import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { brand } from '../../src/content/brand';
import { axeViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

// Each test renders the whole route tree in jsdom, and some run axe over a long page:
// seconds of work on a busy machine, more than the default 5 s allows.
vi.setConfig({ testTimeout: 30_000 });

async function footer() {
  return within(await screen.findByRole('contentinfo'));
}

test('social links are named after the network and point at the brand profiles', async () => {
  renderRoute('/terms-of-use');
  const f = await footer();
  const expected = [
    ['Instagram', brand.social.instagram],
    ['Facebook', brand.social.facebook],
    ['LinkedIn', brand.social.linkedin],
    ['TikTok', brand.social.tiktok],
  ];
  for (const [network, href] of expected) {
    const link = f.getByRole('link', { name: `${brand.productName} on ${network}` });
    expect(link).toHaveAttribute('href', href);
  }
});

test('the footer links the store badges, the legal pages and the powered-by credit', async () => {
  renderRoute('/terms-of-use');
  const f = await footer();
  expect(f.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', brand.stores.appStore);
  expect(f.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
    'href',
    brand.stores.googlePlay,
  );
  expect(f.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use');
  expect(f.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(f.getByRole('link', { name: 'Create account' })).toHaveAttribute(
    'href',
    '/register?mode=signup',
  );
  expect(f.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/register?mode=login');
  expect(f.getByRole('link', { name: brand.poweredBy.name })).toHaveAttribute(
    'href',
    brand.poweredBy.url,
  );
  expect(f.getByText(new RegExp(`© \\d{4} ${brand.company.legalName}`))).toBeInTheDocument();
  expect(await axeViolations(await screen.findByRole('contentinfo'))).toEqual([]);
});
