import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { about } from '../../src/content/about';
import { pageViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

test('about us shows vision, mission and services, with no axe violations', async () => {
  renderRoute('/about-us');
  expect(
    await screen.findByRole('heading', { level: 1, name: about.hero.title }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: about.vision.title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: about.mission.title })).toBeInTheDocument();
  const services = screen.getByRole('region', { name: about.services.title });
  expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(
    about.services.items.length,
  );
  const closing = screen.getByRole('region', { name: about.closing.title });
  expect(within(closing).getByRole('link', { name: about.closing.secondary })).toHaveAttribute(
    'href',
    '/contact-us',
  );

  expect(await pageViolations()).toEqual([]);
}, 20_000);
