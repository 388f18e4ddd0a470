import { createElement, useLayoutEffect, type ComponentType, type ReactElement } from 'react';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * The app's own word, on <html>, that a part of a prerendered page is live: hydrated and
 * committed, its handlers in place. `shell` is the root layout (header, footer, language
 * offer), set by the root route; `page` is the route's content, which hydrates in a pass of
 * its own (the root's outlet is a Suspense boundary), set by the route's component as that
 * pass commits. src/slowPhone/earlyEvents.ts holds what a visitor does to a part until it is live,
 * and reads the same attributes (kept apart so the page's first script stays on its own).
 */
export type LivePart = 'shell' | 'page';

export const liveAttribute = (part: LivePart) => `data-live-${part}`;

export function markLive(part: LivePart): void {
  document.documentElement.setAttribute(liveAttribute(part), '');
}

export function useLiveMark(part: LivePart): void {
  useLayoutEffect(() => markLive(part), [part]);
}

type Preloadable<P> = ComponentType<P> & { preload?: () => Promise<void> };
type Marked<P> = ((props: P) => ReactElement) & { preload?: () => Promise<void> };
const marked = new WeakSet<object>();

// The component drawn as itself, marking the page live when it commits. It keeps the code
// split route's `preload`, which the router calls to fetch the route's code ahead.
export function withLiveMark<P extends object>(component: Preloadable<P>): Marked<P> {
  if (marked.has(component)) return component as Marked<P>;
  function Live(props: P): ReactElement {
    useLiveMark('page');
    return createElement(component, props);
  }
  marked.add(Live);
  return Object.assign(Live, { preload: component.preload });
}

/** Every route's component marks the page live as it commits. */
export function markRoutesLive(router: AnyRouter): void {
  for (const route of Object.values(router.routesById) as AnyRouter['routesById'][string][]) {
    const component = route.options.component as Preloadable<object> | undefined;
    if (component && !route.isRoot) route.options.component = withLiveMark(component);
  }
}
