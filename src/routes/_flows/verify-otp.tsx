import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ResetActor } from '../../bindings/flows/reset.flow';
import type { SignupActor } from '../../bindings/flows/signup.flow';
import { useRecordInvalid } from '../../bindings/flowEntry/traceHooks';
import { flowScreens } from '../../content/flows';
import { signupSteps } from '../../content/steps/signup';
import { resetSteps } from '../../content/steps/reset';
import { accountExistsText } from '../../content/forms';
import { pageHead } from '../../content/pageMeta';
import { statusOf } from '../../schemas/failure';
import { PasswordPrompt } from '../../ui/forms/PasswordPrompt';
import { requestFieldFocus } from '../../ui/fields/focusRequest';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { BusyStep } from '../-components/BusyStep';
import { CodeScreen } from '../-components/CodeScreen';
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

const text = flowScreens.verify;

// Back to the form with the number ready to type over.
function changeNumber(flow: SignupActor | ResetActor) {
  requestFieldFocus('phone');
  flow.send({ type: 'phone.change' });
}
const signupStep = { labels: signupSteps, current: 1 };
const resetStep = { labels: resetSteps, current: 1 };

// One screen for both flows: `mode=password` is the password reset, otherwise sign-up.
function VerifyOtp() {
  const { signup, reset } = Route.useRouteContext();
  if (reset) return <ResetCode reset={reset} />;
  return signup ? <SignupCode signup={signup} /> : null;
}

// No code in play. A sign-up asked for one with nothing under way sends the owner to its form.
function NoCode({ signup }: { signup?: SignupActor }) {
  return (
    <AuthLayout stepKey="verify-none" title={text.title}>
      <p>{text.noCode}</p>
      <div className="flow-actions">
        {signup ? (
          <button
            type="button"
            className="btn"
            onClick={() => signup.send({ type: 'code.request' })}
          >
            {text.startSignup}
          </button>
        ) : (
          <Link className="btn" to="/forget-password">
            {text.startReset}
          </Link>
        )}
      </div>
    </AuthLayout>
  );
}

// A sign-up whose phone check was used up or ran out (a failed registration, a reload long
// after verifying): the details are kept, only a new code is needed. When the API refused
// the proof (another tab holding a copy of this sign-up used it, or it was too old), the
// screen says so and offers to log in, in case the account was made in that other tab.
function NewCodeNeeded({ signup }: { signup: SignupActor }) {
  const sending = useSelector(signup, (s) => s.hasTag('sending'));
  const proofSpent = useSelector(
    signup,
    ({ context: { error } }) => error?.place === 'register' && statusOf(error.failure) === 401,
  );
  return (
    <AuthLayout stepKey="verify-new-code" title={text.title} steps={signupStep}>
      {proofSpent ? (
        <p className="form-notice" role="alert">
          {text.proofSpent}
        </p>
      ) : (
        <p>{text.newCodeNeeded}</p>
      )}
      <form
        className="flow-actions"
        onSubmit={(e) => {
          e.preventDefault();
          signup.send({ type: 'code.request' });
        }}
      >
        <SubmitButton pending={sending} pendingLabel={flowScreens.verifyUser.sending}>
          {text.sendNewCode}
        </SubmitButton>
        {proofSpent ? (
          <Link className="btn btn--ghost btn--block" to="/register" search={{ mode: 'login' }}>
            {accountExistsText.login}
          </Link>
        ) : null}
      </form>
    </AuthLayout>
  );
}

// What the sign-up shows here, by the tag of its state; anything else (the form, its code
// going out) means a new code is needed.
const signupScreens = ['code', 'password', 'registering'] as const;

function SignupCode({ signup }: { signup: SignupActor }) {
  const details = useSelector(signup, (s) => s.context.details);
  const screen = useSelector(signup, (s) => signupScreens.find((tag) => s.hasTag(tag)));
  const code = useSelector(signup, (s) => s.children.phoneCode);
  const recordInvalid = useRecordInvalid('signup');
  if (!details) return <NoCode signup={signup} />;
  if (screen === 'registering')
    return <BusyStep stepKey="registering" steps={signupStep} text={flowScreens.registering} />;
  if (screen === 'password') {
    return (
      <AuthLayout stepKey="password" title={flowScreens.password.title} steps={signupStep}>
        <PasswordPrompt
          pending={false}
          onInvalid={recordInvalid}
          onSubmit={({ password }) => signup.send({ type: 'password.submit', password })}
        />
      </AuthLayout>
    );
  }
  if (screen === 'code' && code) {
    return (
      <CodeScreen
        stepKey="code"
        steps={signupStep}
        code={code}
        onChangeNumber={() => changeNumber(signup)}
      />
    );
  }
  return <NewCodeNeeded signup={signup} />;
}

function ResetCode({ reset }: { reset: ResetActor }) {
  const waiting = useSelector(reset, (s) => s.hasTag('code') && !!s.context.phone);
  const checking = useSelector(reset, (s) => s.hasTag('checkingAccount'));
  const code = useSelector(reset, (s) => s.children.phoneCode);
  if (checking)
    return (
      <BusyStep stepKey="reset-checking" steps={resetStep} text={flowScreens.checkingAccount} />
    );
  if (!waiting || !code) return <NoCode />;
  return (
    <CodeScreen
      stepKey="reset-code"
      steps={resetStep}
      code={code}
      onChangeNumber={() => changeNumber(reset)}
    />
  );
}
