import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { businessFaq, memberFaq } from '../../src/content/faq';
import { howItWorks } from '../../src/content/howItWorks';
import { pageViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

const { tabs } = howItWorks;
// Role queries and axe walk the whole page, which is slow in jsdom.
const SLOW = 20_000;

async function expectNoAxeViolations() {
  expect(await pageViolations()).toEqual([]);
}

describe('/how-it-works', () => {
  test.each(['zzz', '7', '-1'])('activeTab=%s falls back to the businesses tab', async (bad) => {
    renderRoute(`/how-it-works?activeTab=${bad}`);
    const tab = await screen.findByRole('tab', { name: tabs.businesses });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: tabs.members })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(
      screen.getByRole('heading', { name: howItWorks.businesses.steps.title }),
    ).toBeInTheDocument();
  });

  test(
    'the businesses tab shows steps, the sign-up section, its FAQ and Get Started',
    async () => {
      renderRoute('/how-it-works?activeTab=0');
      const panel = await screen.findByRole('tabpanel', { name: tabs.businesses });
      for (const step of howItWorks.businesses.steps.items) {
        expect(within(panel).getByRole('heading', { name: step.title })).toBeInTheDocument();
      }
      const signup = within(panel).getByRole('region', {
        name: howItWorks.businesses.signup.title,
      });
      // What is mounted in the section's card is covered by the sign-up flow's own tests.
      expect(
        within(signup).getByRole('heading', { name: howItWorks.businesses.signup.cardTitle }),
      ).toBeInTheDocument();
      expect(document.getElementById('faq')).toHaveTextContent(businessFaq[0].question);
      expect(within(panel).getByRole('link', { name: 'Get started' })).toHaveAttribute(
        'href',
        '/register?mode=signup',
      );
      await expectNoAxeViolations();
    },
    SLOW,
  );

  test(
    'activeTab=1 shows the members tab with its FAQ and the download section',
    async () => {
      renderRoute('/how-it-works?activeTab=1');
      const panel = await screen.findByRole('tabpanel', { name: tabs.members });
      expect(screen.getByRole('tab', { name: tabs.members })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      for (const step of howItWorks.members.steps.items) {
        expect(within(panel).getByRole('heading', { name: step.title })).toBeInTheDocument();
      }
      expect(document.getElementById('faq')).toHaveTextContent(memberFaq[0].question);
      const download = document.getElementById('download');
      expect(download).not.toBeNull();
      expect(
        within(download as HTMLElement).getByRole('link', { name: /app store/i }),
      ).toBeInTheDocument();
      expect(
        within(download as HTMLElement).getByRole('link', { name: /google play/i }),
      ).toBeInTheDocument();
      await expectNoAxeViolations();
    },
    SLOW,
  );

  test('openedQuestion opens that question of the shown tab', async () => {
    renderRoute('/how-it-works?activeTab=0&openedQuestion=2#faq');
    const question = await screen.findByRole('button', { name: businessFaq[1].question });
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: businessFaq[1].question })).toBeVisible();
  });

  test('an invalid openedQuestion leaves the FAQ closed', async () => {
    renderRoute('/how-it-works?activeTab=1&openedQuestion=abc');
    const question = await screen.findByRole('button', { name: memberFaq[0].question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a tab updates activeTab in the URL, by click and by arrow key', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/how-it-works?activeTab=0');
    await user.click(await screen.findByRole('tab', { name: tabs.members }));
    await waitFor(() => expect(router.state.location.search).toEqual({ activeTab: 1 }));
    expect(await screen.findByRole('tabpanel', { name: tabs.members })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toEqual({ activeTab: 0 }));
    expect(screen.getByRole('tab', { name: tabs.businesses })).toHaveFocus();
    // The address changes first; the page redraws from it once the router has loaded it.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: tabs.members })).toHaveAttribute('tabindex', '-1'),
    );
  });
});
