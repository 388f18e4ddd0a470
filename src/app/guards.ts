import { redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ResetActor } from '../bindings/flows/reset.flow';
import type { SessionGate } from './sessionGate';

// Every route guard, run by its route's beforeLoad before the page renders. Where the product
// sends the user elsewhere the guard throws `redirect`; where it shows the login prompt at the
// same address instead, the guard returns its decision in the route context and the page
// draws the prompt from it. The decision holds until the guards run again (a navigation, or
// `router.invalidate()`), so a page never shows the prompt for a moment while it is leaving.
export type Access = 'granted' | 'loginRequired';

export interface Guarded {
  access: Access;
}

type ResetSnapshot = ReturnType<ResetActor['getSnapshot']>;

// /register: a logged-in owner has no account to create or log in to, and is sent home. Read
// from the session as the header shows it (the stored user until the machine has loaded), so
// the page needs none of the session's code to decide; its prerendered HTML makes the same
// check before it paints (src/bindings/flowEntry/entryScript.ts).
export function requireLoggedOut(session: SessionGate): void {
  if (session.view().loggedIn) throw redirect({ to: '/' });
}

// The success pages need a logged-in owner. Read from the session as the header shows it, so
// page and header never disagree; the session machine runs the guards again when the API ends
// the session (its refreshGuards), and logging in or out navigates.
export function requireLogin(session: SessionGate): Guarded {
  return { access: session.view().loggedIn ? 'granted' : 'loginRequired' };
}

// /reset-password: only a phone verified moments ago may choose a new password there, and the
// page then shows how that attempt ended (no account for the phone) until the owner moves on.
export function resetAccess(snapshot: ResetSnapshot): Access {
  return snapshot.hasTag('password') || snapshot.hasTag('noAccount') ? 'granted' : 'loginRequired';
}

export function requireReset(reset: ResetActor): Guarded {
  return { access: resetAccess(reset.getSnapshot()) };
}

// The reset keeps moving while its page is on screen. When it moves to where the guard would
// decide otherwise, the router runs the page's guards again: the page follows the reset
// without a navigation, as the success pages follow the session.
export function useResetGuard(reset: ResetActor, decided: Access): void {
  const router = useRouter();
  useEffect(() => {
    const recheck = (snapshot: ResetSnapshot) => {
      if (resetAccess(snapshot) !== decided) void router.invalidate();
    };
    recheck(reset.getSnapshot());
    const subscription = reset.subscribe(recheck);
    return () => subscription.unsubscribe();
  }, [reset, decided, router]);
}
