import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../content/pageMeta';
import { ResetCode, SignupCode } from '../-components/CodeStepScreens';
import { stepPending } from '../-components/stepPending';
import { oneOf, type SearchInput } from '../../schemas/searchParams';

const verifySearch = (search: SearchInput<{ mode: 'password' }>) => ({
  mode: oneOf(['password'], search.mode),
});

export const Route = createFileRoute('/_flows/verify-otp')({
  validateSearch: verifySearch,
  // A step of a flow under way: nothing to show without the flows.
  ...stepPending,
  // `mode=password` is the password reset's code, otherwise the sign-up's: only that flow
  // is made.
  beforeLoad: async ({ context: { flowsGate }, search }) =>
    search.mode === 'password'
      ? { reset: await flowsGate.flow('reset').load(), signup: undefined }
      : { signup: await flowsGate.flow('signup').load(), reset: undefined },
  head: () => pageHead('verifyOtp'),
  component: VerifyOtp,
});

// One screen for both flows: `mode=password` is the password reset, otherwise sign-up.
function VerifyOtp() {
  const { signup, reset } = Route.useRouteContext();
  if (reset) return <ResetCode reset={reset} />;
  return signup ? <SignupCode signup={signup} /> : null;
}
