import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { LoginRequired } from '../../../src/ui/LoginRequired';
import { axeViolations } from '../axeCheck';
import { renderWithRouter } from '../../helpers/render';

test('asks to log in first, with a Login button to the login form', async () => {
  await renderWithRouter(<LoginRequired />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'OOPS! Login first to access this page' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/register?mode=login',
  );
  expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
});
