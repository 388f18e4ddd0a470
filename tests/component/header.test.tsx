import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { brand } from '../../src/content/brand';
import { getLocale, overwriteGetLocale } from '../../src/paraglide/runtime.js';
import { Header } from '../../src/ui/Header';
import { WelcomeMenu } from '../../src/ui/header/WelcomeMenu';
import { axeViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

// Each test renders the whole route tree in jsdom, and some run axe over a long page:
// seconds of work on a busy machine, more than the default 5 s allows.
vi.setConfig({ testTimeout: 30_000 });

const LOGGED_IN = JSON.stringify({ token: 't' });

function renderHeader(loggedIn: boolean, url = '/') {
  const onLogout = vi.fn();
  const rootRoute = createRootRoute({
    component: () => (
      <Header
        loggedIn={loggedIn}
        onLogout={onLogout}
        language={{ href: '/ar', lang: 'ar', onFollow: vi.fn() }}
      />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(<RouterProvider router={router} />);
  return { onLogout, router };
}

function panelOf(toggle: HTMLElement) {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the toggle controls no element');
  return panel;
}

async function banner() {
  return within(await screen.findByRole('banner'));
}

test('a visitor sees Create a business account and Login, and no Welcome menu', async () => {
  renderRoute('/');
  const header = await banner();
  expect(header.getByRole('link', { name: 'Create a business account' })).toHaveAttribute(
    'href',
    '/register?mode=signup',
  );
  expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/register?mode=login',
  );
  expect(header.getByRole('link', { name: 'How it works' })).toHaveAttribute(
    'href',
    '/how-it-works',
  );
  expect(header.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
  expect(header.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  expect(header.getByRole('link', { name: `${brand.businessProductName} (home)` })).toHaveAttribute(
    'href',
    '/',
  );
  expect(header.queryByRole('button', { name: /welcome/i })).not.toBeInTheDocument();
});

test('a logged-in user gets the Welcome menu instead of Login and Create account', async () => {
  window.localStorage.setItem('userData', LOGGED_IN);
  renderRoute('/');
  const header = await banner();
  expect(header.queryByRole('link', { name: 'Create a business account' })).not.toBeInTheDocument();
  expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

  const welcome = header.getByRole('button', { name: /welcome/i });
  expect(welcome).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(welcome);
  expect(welcome).toHaveAttribute('aria-expanded', 'true');
  expect(panelOf(welcome)).toBeVisible();
  expect(header.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
    'href',
    brand.stores.googlePlay,
  );
  expect(header.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute(
    'href',
    brand.stores.appStore,
  );
  expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await axeViolations(await screen.findByRole('banner'))).toEqual([]);
});

test('Logout in the Welcome menu calls onLogout', async () => {
  const { onLogout } = renderHeader(true);
  const header = await banner();
  await userEvent.click(header.getByRole('button', { name: /welcome/i }));
  await userEvent.click(header.getByRole('button', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalledOnce();
});

test('the Welcome menu closes on Escape and returns focus to its button', async () => {
  renderHeader(true);
  const header = await banner();
  const welcome = header.getByRole('button', { name: /welcome/i });
  await userEvent.click(welcome);
  await userEvent.keyboard('{Escape}');
  expect(welcome).toHaveAttribute('aria-expanded', 'false');
  expect(welcome).toHaveFocus();
  expect(header.queryByRole('link', { name: 'Download for iOS' })).not.toBeInTheDocument();
});

test('the mobile menu of a logged-in user has My Profile and Logout', async () => {
  const { onLogout } = renderHeader(true);
  const header = await banner();
  const toggle = header.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = within(panelOf(toggle));
  expect(panel.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/success-login');
  expect(panel.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  await userEvent.click(panel.getByRole('button', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalledOnce();
});

test('the mobile menu of a visitor has Login and Create a business account', async () => {
  renderHeader(false);
  const header = await banner();
  const toggle = header.getByRole('button', { name: 'Menu' });
  await userEvent.click(toggle);
  const panel = within(panelOf(toggle));
  expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/register?mode=login',
  );
  expect(panel.getByRole('link', { name: 'Create a business account' })).toHaveAttribute(
    'href',
    '/register?mode=signup',
  );
  expect(panel.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
  expect(await axeViolations(await screen.findByRole('banner'))).toEqual([]);
});

test('the mobile menu closes on navigation, on Escape and on a click outside', async () => {
  const { router } = renderHeader(false);
  const header = await banner();
  const toggle = header.getByRole('button', { name: 'Menu' });

  await userEvent.click(toggle);
  await userEvent.click(within(panelOf(toggle)).getByRole('link', { name: 'About us' }));
  expect(router.state.location.pathname).toBe('/about-us');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(panelOf(toggle)).not.toBeVisible();

  await userEvent.click(toggle);
  await userEvent.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();

  await userEvent.click(toggle);
  await userEvent.click(document.body);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('navigating elsewhere closes an open menu even without a click inside it', async () => {
  const { router } = renderHeader(false);
  const header = await banner();
  const toggle = header.getByRole('button', { name: 'Menu' });
  await userEvent.click(toggle);
  await act(() => router.navigate({ to: '/contact-us' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test("the Welcome menu greets the owner by name in the page's language and punctuation", async () => {
  const pageLocale = getLocale();
  const greet = async (userName: string) => {
    const router = createRouter({
      routeTree: createRootRoute({
        component: () => <WelcomeMenu userName={userName} onLogout={vi.fn()} />,
      }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    const view = render(<RouterProvider router={router} />);
    const name = (await screen.findByRole('button', { expanded: false })).textContent;
    view.unmount();
    return name;
  };
  try {
    expect(await greet('Mona')).toBe('MWelcome, Mona');
    overwriteGetLocale(() => 'ar');
    // The Arabic comma, never the Latin one.
    expect(await greet('سلمى')).toBe('سمرحبًا، سلمى');
  } finally {
    overwriteGetLocale(() => pageLocale);
  }
});
