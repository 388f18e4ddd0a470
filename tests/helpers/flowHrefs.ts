import type { FlowTarget } from '../../src/machines/flowEffects';

// The address each flow target must reach, as the spec names the pages. Machine tests record
// navigations as these; tests/unit/flowTargets.test.ts proves the app's routes resolve to them.
export const FLOW_HREFS: Record<FlowTarget, string> = {
  signupForm: '/register?mode=signup',
  login: '/register?mode=login',
  verifySignup: '/verify-otp',
  verifyReset: '/verify-otp?mode=password',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  deleteAccount: '/delete-account',
  afterLogin: '/how-it-works?activeTab=1#download',
  home: '/',
};
