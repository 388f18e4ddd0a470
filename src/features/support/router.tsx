import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { browserServices, type AppServices } from '../../app/services';
import { focusOnNavigate } from '../../app/focusOnNavigate';
import { localeRewrite } from '../../i18n/localePath';
import { ConsoleNotFound } from './ConsoleNotFound';
import type { SupportApi } from './api';
import { createSupportConsole, type SupportConsole } from './console';
import { routeTree } from './routeTree.gen';

// What the console's routes read from their router.
export interface ConsoleContext {
  services: ConsoleServices;
  // The console's API, session, replay and diagrams: this page's own code, made once.
  support: SupportConsole;
  // False renders the console into a container (tests) rather than as the whole document.
  ownsDocument: boolean;
}

// The tab's storage, as the owners' site keeps it, and the console's API (tests fake it).
export type ConsoleServices = Pick<AppServices, 'localStore' | 'sessionStore'> & {
  supportApi?: SupportApi;
};

export interface ConsoleRouterOptions {
  history?: RouterHistory;
  services?: Partial<ConsoleServices>;
  ownsDocument?: boolean;
}

// The console's router: its pages only, at the same addresses as ever (/support, and
// /ar/support in Arabic), read and written as the owners' router does.
export function createConsoleRouter({
  history,
  services: overrides,
  ownsDocument = true,
}: ConsoleRouterOptions = {}) {
  const { localStore, sessionStore } = browserServices();
  const services: ConsoleServices = { localStore, sessionStore, ...overrides };
  const router = createRouter({
    routeTree,
    history,
    context: { services, support: createSupportConsole(services), ownsDocument },
    scrollRestoration: true,
    defaultNotFoundComponent: ConsoleNotFound,
    rewrite: localeRewrite,
  });
  focusOnNavigate(router);
  return router;
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;
