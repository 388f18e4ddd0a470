import { useHydrated } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { FlowsGate } from '../../app/flowsGate';
import type { AppServices } from '../../app/services';
// Straight from the catalogue: content/flows would pull every flow text into marketing pages.
import { m } from '../../paraglide/messages.js';

// For marketing pages: the sign-up form, its machine, firebase and the phone metadata
// download when the owner scrolls near the form, never with the page itself (the
// prerendered page and its hydration show the placeholder).
const SignupWithFlows = lazy(() =>
  import('./SignupWithFlows').then((m) => ({ default: m.SignupWithFlows })),
);

// How far below the screen the form starts loading: it is ready by the time it scrolls in.
const LOAD_AHEAD = '800px 0px';

function useNearScreen(target: React.RefObject<HTMLElement | null>): boolean {
  // Without an observer to ask (old browsers, test DOMs) the form loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}

export function LazySignup({
  gate,
  draftStore,
}: {
  gate: FlowsGate;
  draftStore: AppServices['sessionStore'];
}) {
  const placeholder = useRef<HTMLParagraphElement>(null);
  const hydrated = useHydrated();
  const near = useNearScreen(placeholder);
  const loading = (
    <p className="flow-status" role="status" ref={placeholder}>
      <span className="spinner" aria-hidden="true" /> {m.flow_loading_signup()}
    </p>
  );
  if (!hydrated || !near) return loading;
  return (
    <Suspense fallback={loading}>
      <SignupWithFlows gate={gate} draftStore={draftStore} />
    </Suspense>
  );
}
