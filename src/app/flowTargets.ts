import { linkOptions, type AnyRouter } from '@tanstack/react-router';
import type { FlowTarget } from '../machines/flowEffects';

// Each place a flow sends the user, checked against the route tree: renaming a route or
// changing its search schema fails the type check here, not in a user's browser.
// A move out of a step that is over (the code screen, the new password) replaces that step
// in the history, so Back after a finished flow lands on its first screen, never on a step
// that has nothing left to do.
export const flowTargets = {
  signupForm: linkOptions({ to: '/register', search: { mode: 'signup' }, replace: true }),
  login: linkOptions({ to: '/register', search: { mode: 'login' }, replace: true }),
  verifySignup: linkOptions({ to: '/verify-otp' }),
  verifyReset: linkOptions({ to: '/verify-otp', search: { mode: 'password' } }),
  forgetPassword: linkOptions({ to: '/forget-password', replace: true }),
  resetPassword: linkOptions({ to: '/reset-password', replace: true }),
  afterLogin: linkOptions({
    to: '/how-it-works',
    search: { activeTab: 1 },
    hash: 'download',
  }),
  deleteAccount: linkOptions({ to: '/delete-account' }),
  home: linkOptions({ to: '/' }),
} satisfies Record<FlowTarget, unknown>;

/**
 * Fetches the code of the screens behind these targets ahead of the move (a failure is met
 * again, and said, by the move itself). Only their code: their guards and data wait for the
 * move.
 */
export function warmTargets(router: AnyRouter, targets: readonly FlowTarget[]): void {
  for (const target of new Set(targets.map((name) => flowTargets[name].to))) {
    const route = router.routesByPath[target] as Parameters<AnyRouter['loadRouteChunk']>[0];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
