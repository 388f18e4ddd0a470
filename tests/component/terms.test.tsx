import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { brand } from '../../src/content/brand';
import { pageMeta } from '../../src/content/pageMeta';
import { axeViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

// Each test renders the whole route tree in jsdom, and some run axe over a long page:
// seconds of work on a busy machine, more than the default 5 s allows.
vi.setConfig({ testTimeout: 30_000 });

// Spec section 2's list of terms sections, in its order, with the title each is published under.
const SPEC_SECTIONS: [specName: string, title: string][] = [
  ['user submissions and contributions', 'User submissions and contributions'],
  ['services', 'Our services'],
  ['intellectual property', 'Intellectual property rights'],
  ['user representations', 'User representations'],
  ['user registration', 'User registration'],
  ['purchases and payment', 'Purchases and payment'],
  ['subscriptions', 'Subscriptions'],
  ['policy', 'Refund policy'],
  ['prohibited activities', 'Prohibited activities'],
  ['user generated contributions', 'User generated contributions'],
  ['contribution license', 'Contribution license'],
  ['guidelines for reviews', 'Guidelines for reviews'],
  ['mobile application license', 'Mobile application license'],
  ['services management', 'Services management'],
  ['privacy policy', 'Privacy policy'],
  ['copyright infringements', 'Copyright infringements'],
  ['term and termination', 'Term and termination'],
  ['modifications and interruptions', 'Modifications and interruptions'],
  ['governing law', 'Governing law'],
  ['dispute resolution', 'Dispute resolution'],
  ['corrections', 'Corrections'],
  ['disclaimer', 'Disclaimer'],
  ['limitations of liability', 'Limitations of liability'],
  ['indemnification', 'Indemnification'],
  ['user data', 'User data'],
  ['electronic communications', 'Electronic communications, transactions and signatures'],
  ['miscellaneous', 'Miscellaneous'],
  ['contact us', 'Contact us'],
];
const BLANK = 'This section is intentionally left blank.';

async function renderTerms() {
  const view = renderRoute('/terms-of-use');
  await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
  return view;
}

function sections() {
  return [...document.querySelectorAll<HTMLElement>('section[id]')];
}

function headingOf(section: HTMLElement) {
  return section.querySelector('h2')?.textContent ?? '';
}

test('the table of contents links to 31 numbered sections, one for one', async () => {
  await renderTerms();
  const toc = within(screen.getByRole('navigation', { name: 'Contents' }));
  const links = toc.getAllByRole('link');
  expect(links).toHaveLength(31);

  const hrefs = links.map((link) => link.getAttribute('href'));
  const sectionIds = [...document.querySelectorAll('section[id]')].map((s) => `#${s.id}`);
  expect(sectionIds).toHaveLength(31);
  expect(hrefs).toEqual(sectionIds);

  const headings = sections().map(headingOf);
  links.forEach((link, index) => {
    const number = `${index + 1}. `;
    const text = link.textContent ?? '';
    expect(text.startsWith(number)).toBe(true);
    expect(headings[index]).toBe(text);
  });
});

test('every section the spec lists is present, in the spec order', async () => {
  await renderTerms();
  const titles = sections().map((s) => headingOf(s).replace(/^\d+\.\s*/, ''));
  const positions = SPEC_SECTIONS.map(([specName, title]) => {
    expect(title.toLowerCase()).toContain(specName);
    expect(titles).toContain(title);
    return titles.indexOf(title);
  });
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
});

test('purchases and payment and contribution license are marked as left blank', async () => {
  await renderTerms();
  const blank = sections()
    .filter((s) => s.textContent?.includes(BLANK))
    .map((s) => s.id);
  expect(blank).toEqual(['purchases-and-payment', 'contribution-license']);
});

test('the terms state the spec facts', async () => {
  await renderTerms();
  const main = screen.getByRole('main');
  const text = (main.textContent ?? '').replace(/\s+/g, ' ');
  for (const fact of [
    'Last updated January 01, 2025',
    'monthly recurring basis',
    '30-day free trial to new registered users',
    'suspended until it is upgraded to a paid version at the end of the free trial',
    'All sales are final and no refund will be issued',
    'take effect at the end of the current paid term',
    'Contributions and reviews may be viewable by other users',
    'use a buying agent or purchasing agent',
    'sell or otherwise transfer your profile',
    'advertise or offer to sell goods and services',
    'parent’s or guardian’s permission',
    're-categorize',
    'pre-screen',
    'may not register and create a new account',
    'laws of the Arab Republic of Egypt',
    'seat of arbitration is Zagazig, Egypt',
    'language of the proceedings is English',
    'a company registered in Cairo, Egypt',
    'The Services are hosted in Egypt',
  ]) {
    expect(text).toContain(fact);
  }
  const pending = within(main).getByText('[number of arbitrators to be confirmed]');
  expect(pending.tagName).toBe('MARK');
  expect(within(main).getByRole('link', { name: 'privacy policy document' })).toHaveAttribute(
    'href',
    brand.privacyPolicyDocumentUrl,
  );
  for (const link of within(main).getAllByRole('link', { name: brand.supportEmail })) {
    expect(link).toHaveAttribute('href', `mailto:${brand.supportEmail}`);
  }
});

test('the terms page sets its title and has no axe violations', async () => {
  const { container } = await renderTerms();
  await waitFor(() => expect(document.title).toBe(pageMeta.termsOfUse.title));
  expect(await axeViolations(container)).toEqual([]);
});
