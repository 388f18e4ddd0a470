import {
  Link,
  getRouteApi,
  redirect,
  useMatchRoute,
  useNavigate,
  useRouter,
  useRouterState,
  type LinkComponentProps,
  type NavigateOptions,
  type Redirect,
  type RedirectOptions,
  type RouteById,
  type RouterState,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { ConsoleRouter } from './router';

// The router's typed hooks, for the console's own router. The site registers one router with
// TanStack Router's types, the owners'; the console is a page of its own with another, so its
// code names that router here, once, rather than at each link and hook.

type RouteId = Parameters<typeof getRouteApi<string, ConsoleRouter>>[0];

type ConsoleNavigate<TDefaultFrom extends string = string> = <
  const TTo extends string | undefined = undefined,
  const TFrom extends string = TDefaultFrom,
>(
  options: NavigateOptions<ConsoleRouter, TFrom, TTo>,
) => Promise<void>;

export const useConsoleRouter = () => useRouter<ConsoleRouter>();
export const useConsoleNavigate = () => useNavigate() as unknown as ConsoleNavigate;
export const useConsoleMatchRoute = () => useMatchRoute<ConsoleRouter>();
// The library checks a selection against structural sharing, which a selection generic in
// its type cannot satisfy: the state is the console router's, whatever is selected from it.
export const useConsoleRouterState = <T>(
  select: (state: RouterState<ConsoleRouter['routeTree']>) => T,
): T => useRouterState<ConsoleRouter, unknown, false>({ select: select as never }) as unknown as T;

// One route's data, search and context, and navigation from it (a search alone stays on it).
export function consoleRoute<const TId extends RouteId>(id: TId) {
  const api = getRouteApi<TId, ConsoleRouter>(id);
  return {
    useLoaderData: () => api.useLoaderData<ConsoleRouter>(),
    useRouteContext: () => api.useRouteContext<ConsoleRouter>(),
    useParams: () => api.useParams<ConsoleRouter>(),
    useSearch: () => api.useSearch<ConsoleRouter>(),
    // From the route's own address, typed for the registered router only.
    useNavigate: () =>
      api.useNavigate() as unknown as ConsoleNavigate<
        RouteById<ConsoleRouter['routeTree'], TId>['fullPath']
      >,
  };
}

export const ConsoleLink = Link as <
  const TFrom extends string = string,
  const TTo extends string | undefined = undefined,
  const TMaskFrom extends string = TFrom,
  const TMaskTo extends string = '',
>(
  props: LinkComponentProps<'a', ConsoleRouter, TFrom, TTo, TMaskFrom, TMaskTo>,
) => ReactElement;

export const consoleRedirect = redirect as <
  const TTo extends string | undefined = '.',
  const TFrom extends string = string,
>(
  opts: RedirectOptions<ConsoleRouter, TFrom, TTo>,
) => Redirect<ConsoleRouter, TFrom, TTo>;
