import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notFoundCopy } from '../../src/content/notFound';
import { memoryStore } from '../../src/services/storage';
import { renderConsoleRoute } from '../helpers/render';

describe("the console's not-found page", () => {
  it("leaves its links to the owners' pages to the browser, not to the console's router", async () => {
    const { router } = renderConsoleRoute('/support/no-such-page', {
      sessionStore: memoryStore(),
    });
    const home = await screen.findByRole('link', { name: notFoundCopy.home });
    expect(home).toHaveAttribute('href', '/');
    // jsdom does not follow links: a click the router took would have moved its location.
    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/support/no-such-page');
    expect(screen.getByRole('heading', { name: notFoundCopy.heading })).toBeInTheDocument();
  });
});
