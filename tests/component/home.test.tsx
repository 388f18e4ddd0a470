import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { home } from '../../src/content/home';
import { pageViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

// Role queries and axe walk the whole page, which is slow in jsdom.
const SLOW = 20_000;

async function earningsLinks() {
  const section = await screen.findByRole('region', { name: home.earnings.title });
  return {
    findOut: within(section).getByRole('link', { name: home.earnings.findOut }),
    getStarted: within(section).getByRole('link', { name: home.earnings.getStarted }),
  };
}

describe('home page', () => {
  test('logged out, Find out and Get started lead to business sign-up', async () => {
    renderRoute('/');
    const { findOut, getStarted } = await earningsLinks();
    expect(findOut).toHaveAttribute('href', '/register?mode=signup');
    expect(getStarted).toHaveAttribute('href', '/register?mode=signup');
  });

  test('logged in, Find out and Get started open the payout question of the members FAQ', async () => {
    window.localStorage.setItem('userData', JSON.stringify({ token: 't' }));
    renderRoute('/');
    const { findOut, getStarted } = await earningsLinks();
    const faq = '/how-it-works?activeTab=1&openedQuestion=1#faq';
    expect(findOut).toHaveAttribute('href', faq);
    expect(getStarted).toHaveAttribute('href', faq);
  });

  test('studio and venue owners are sent to the app download section', async () => {
    renderRoute('/');
    for (const label of ['Studio owner', 'Venue owner']) {
      expect(await screen.findByRole('link', { name: label })).toHaveAttribute(
        'href',
        '/how-it-works?activeTab=1#download',
      );
    }
  });

  test(
    'shows the hero, benefits and the six activities, with no axe violations',
    async () => {
      renderRoute('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: home.hero.title }),
      ).toBeInTheDocument();
      const gallery = screen.getByRole('region', { name: home.gallery.title });
      const activities = within(gallery)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(activities).toEqual([
        'Yoga',
        'Spa',
        'Outdoor classes',
        'Salon',
        'Studio fitness',
        'Gym',
      ]);
      const benefits = screen.getByRole('region', { name: home.benefits.title });
      expect(within(benefits).getAllByRole('listitem')).toHaveLength(home.benefits.items.length);

      expect(await pageViolations()).toEqual([]);
    },
    SLOW,
  );
});
