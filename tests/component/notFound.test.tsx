import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { pageMeta } from '../../src/content/pageMeta';
import { axeViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

// Each test renders the whole route tree in jsdom, and some run axe over a long page:
// seconds of work on a busy machine, more than the default 5 s allows.
vi.setConfig({ testTimeout: 30_000 });

test('an unknown path renders the not-found page with a link home', async () => {
  renderRoute('/no-such-page');
  const link = await screen.findByRole('link', { name: 'Go Back Home' });
  expect(link).toHaveAttribute('href', '/');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/rest day/);
});

test('the not-found page sets its own title and description', async () => {
  renderRoute('/no-such-page');
  await screen.findByRole('link', { name: 'Go Back Home' });
  await waitFor(() => expect(document.title).toBe(pageMeta.notFound.title));
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    pageMeta.notFound.description,
  );
});

test('Go Back Home leads to the home page', async () => {
  const { router } = renderRoute('/no-such-page');
  await userEvent.click(await screen.findByRole('link', { name: 'Go Back Home' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(screen.queryByRole('link', { name: 'Go Back Home' })).not.toBeInTheDocument();
});

test('the not-found page has no axe violations', async () => {
  const { container } = renderRoute('/no-such-page');
  await screen.findByRole('link', { name: 'Go Back Home' });
  expect(await axeViolations(container)).toEqual([]);
});
