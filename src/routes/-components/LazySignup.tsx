import { Suspense, lazy } from 'react';
import type { Flows } from '../../app/flows';

// For marketing pages: the sign-up form, its machine and the phone metadata download only
// when the section renders, never with the page itself.
const SignupWithFlows = lazy(() =>
  import('./SignupWithFlows').then((m) => ({ default: m.SignupWithFlows })),
);

export function LazySignup({ loadFlows }: { loadFlows: () => Promise<Flows> }) {
  return (
    <Suspense
      fallback={
        <p className="flow-status" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the sign-up form…
        </p>
      }
    >
      <SignupWithFlows loadFlows={loadFlows} />
    </Suspense>
  );
}
