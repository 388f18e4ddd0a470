import { businessFaq } from '../../src/content/faq';
import { footerColumns, socialLinks } from '../../src/content/navigation';
import { pageMeta } from '../../src/content/pageMeta';
import { expect, test } from './helpers/fixtures';
import { startLoggedIn } from './helpers/session';

test.describe('how it works deep links', () => {
  test('openedQuestion opens that FAQ item and #faq scrolls to the FAQ', async ({ page }) => {
    const wanted = businessFaq.find((q) => q.id === 2);
    await page.goto('/how-it-works?activeTab=0&openedQuestion=2#faq');
    const faq = page.locator('#faq');
    await expect(faq).toBeInViewport();
    await expect(faq.getByRole('button', { name: wanted?.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const other of businessFaq.filter((q) => q.id !== 2)) {
      await expect(faq.getByRole('button', { name: other.question })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  });

  test('#download scrolls to the download call to action', async ({ page }) => {
    await page.goto('/how-it-works?activeTab=1#download');
    await expect(page.locator('#download')).toBeInViewport();
  });

  test('the FAQ keeps one item open at a time and closes the open one on click', async ({
    page,
    gotoAndSettle,
  }) => {
    await gotoAndSettle('/how-it-works?activeTab=0');
    const faq = page.locator('#faq');
    const [first, second] = businessFaq;
    const firstButton = faq.getByRole('button', { name: first?.question });
    const secondButton = faq.getByRole('button', { name: second?.question });
    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await secondButton.click();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await secondButton.click();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the not-found page leads back home', async ({ page, gotoAndSettle }) => {
  await gotoAndSettle('/this/does/not/exist');
  await expect(page).toHaveTitle(pageMeta.notFound.title);
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(pageMeta.home.title);
});

test.describe('header', () => {
  const links = [
    { name: 'How it works', url: /\/how-it-works/, title: pageMeta.howItWorks.title },
    { name: 'About us', url: /\/about-us$/, title: pageMeta.aboutUs.title },
    { name: 'Contact us', url: /\/contact-us$/, title: pageMeta.contactUs.title },
    { name: 'Login', url: /\/register\?mode=login$/, title: pageMeta.login.title },
    {
      name: 'Create a business account',
      url: /\/register\?mode=signup$/,
      title: pageMeta.register.title,
    },
  ];
  for (const link of links) {
    test(`${link.name} leads to its page`, async ({ page, gotoAndSettle }) => {
      await gotoAndSettle('/privacy-policy');
      await page.getByRole('banner').getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.url);
      await expect(page).toHaveTitle(link.title);
    });
  }

  test('the logo leads home', async ({ page, gotoAndSettle }) => {
    await gotoAndSettle('/about-us');
    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveTitle(pageMeta.home.title);
  });

  test('logged in, Login and Create a business account give way to the Welcome menu', async ({
    page,
    gotoAndSettle,
    api,
    newPhone,
  }) => {
    await startLoggedIn(page, api, newPhone());
    await gotoAndSettle('/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Create a business account' })).toHaveCount(0);
    await header.getByRole('button', { name: /Welcome/ }).click();
    await expect(header.getByRole('link', { name: /Android/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /iOS/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});

const footerLinks = footerColumns.flatMap(
  (column): readonly { label: string; to: string }[] => column.links,
);

test.describe('footer', () => {
  for (const link of footerLinks) {
    test(`${link.label} leads to ${link.to}`, async ({ page, gotoAndSettle }) => {
      await gotoAndSettle('/about-us');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: link.label, exact: true })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === link.to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('shows the social links and the store badges', async ({ page, gotoAndSettle }) => {
    await gotoAndSettle('/');
    const footer = page.getByRole('contentinfo');
    for (const social of socialLinks) {
      await expect(footer.getByRole('link', { name: social.label })).toHaveAttribute(
        'href',
        social.href,
      );
    }
    await expect(footer.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Google Play/ })).toBeVisible();
  });
});

test.describe('mobile menu at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, lists the pages and the account links, and closes after navigating', async ({
    page,
    gotoAndSettle,
  }) => {
    await gotoAndSettle('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = header.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['How it works', 'About us', 'Contact us']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Create a business account' })).toBeVisible();
    await menu.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveTitle(pageMeta.aboutUs.title);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('logged in, shows My Profile and Logout', async ({ page, gotoAndSettle, api, newPhone }) => {
    await startLoggedIn(page, api, newPhone());
    await gotoAndSettle('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    await header.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/success-login$/);
    await expect(page).toHaveTitle(pageMeta.successLogin.title);
  });
});
