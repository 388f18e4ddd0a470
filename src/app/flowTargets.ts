import { linkOptions } from '@tanstack/react-router';
import type { FlowTarget } from '../machines/flowShared';

// Each place a flow sends the user, checked against the route tree: renaming a route or
// changing its search schema fails the type check here, not in a user's browser.
export const flowTargets = {
  signupForm: linkOptions({ to: '/register', search: { mode: 'signup' } }),
  login: linkOptions({ to: '/register', search: { mode: 'login' } }),
  verifySignup: linkOptions({ to: '/verify-otp' }),
  verifyReset: linkOptions({ to: '/verify-otp', search: { mode: 'password' } }),
  forgetPassword: linkOptions({ to: '/forget-password' }),
  resetPassword: linkOptions({ to: '/reset-password' }),
  afterLogin: linkOptions({
    to: '/how-it-works',
    search: { activeTab: 1 },
    hash: 'download',
  }),
  home: linkOptions({ to: '/' }),
} satisfies Record<FlowTarget, unknown>;
