import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from './renderRoute';

test('an unknown path renders the not-found page with a link home', async () => {
  renderRoute('/no-such-page');
  const link = await screen.findByRole('link', { name: 'Go Back Home' });
  expect(link).toHaveAttribute('href', '/');
});
