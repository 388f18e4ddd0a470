import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import type { ResetActor, SignupActor } from '../app/flows';
import { flowScreens } from '../content/flows';
import { pageHead } from '../content/pageMeta';
import { PasswordPrompt } from '../ui/forms/PasswordPrompt';
import { SubmitButton } from '../ui/forms/SubmitButton';
import { AuthLayout } from '../ui/flows/AuthLayout';
import { CodeStep } from './-components/CodeStep';

const VerifySearch = v.object({
  mode: v.fallback(v.optional(v.picklist(['password'])), undefined),
});

export const Route = createFileRoute('/verify-otp')({
  validateSearch: VerifySearch,
  beforeLoad: async ({ context }) => ({ flows: await context.loadFlows() }),
  head: () => pageHead('verifyOtp'),
  component: VerifyOtp,
});

const text = flowScreens.verify;

// One screen for both flows: `mode=password` is the password reset, otherwise sign-up.
function VerifyOtp() {
  const { mode } = Route.useSearch();
  const { signup, reset } = Route.useRouteContext().flows;
  return mode === 'password' ? <ResetCode reset={reset} /> : <SignupCode signup={signup} />;
}

function NoCode({ reset }: { reset: boolean }) {
  return (
    <AuthLayout stepKey="verify-none" title={text.title}>
      <p>{text.noCode}</p>
      <div className="flow-actions">
        {reset ? (
          <Link className="btn" to="/forget-password">
            {text.startReset}
          </Link>
        ) : (
          <Link className="btn" to="/register" search={{ mode: 'signup' }}>
            {text.startSignup}
          </Link>
        )}
      </div>
    </AuthLayout>
  );
}

// A sign-up whose phone check was used up or ran out (a failed registration, a reload long
// after verifying): the details are kept, only a new code is needed.
function NewCodeNeeded({ signup }: { signup: SignupActor }) {
  const sending = useSelector(signup, (s) => s.matches('sendingCode'));
  return (
    <AuthLayout stepKey="verify-new-code" title={text.title}>
      <p>{text.newCodeNeeded}</p>
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
      </form>
    </AuthLayout>
  );
}

function SignupCode({ signup }: { signup: SignupActor }) {
  const step = useSelector(signup, (s) =>
    s.matches('askingPassword')
      ? 'password'
      : s.matches('registering')
        ? 'registering'
        : s.matches('awaitingCode') || s.matches('verifyingCode')
          ? 'code'
          : 'none',
  );
  const context = useSelector(signup, (s) => s.context);
  const coolingDown = useSelector(signup, (s) => s.matches({ awaitingCode: 'coolingDown' }));
  const resending = useSelector(signup, (s) => s.matches({ awaitingCode: 'resending' }));
  const verifying = useSelector(signup, (s) => s.matches('verifyingCode'));
  if (!context.details) return <NoCode reset={false} />;
  if (step === 'none') return <NewCodeNeeded signup={signup} />;
  if (step === 'registering') {
    return (
      <AuthLayout stepKey="registering" title={flowScreens.registering.title}>
        <p className="flow-status" role="status">
          <span className="spinner" aria-hidden="true" /> {flowScreens.registering.status}
        </p>
      </AuthLayout>
    );
  }
  if (step === 'password') {
    return (
      <AuthLayout stepKey="password" title={flowScreens.password.title}>
        <PasswordPrompt
          pending={false}
          onSubmit={({ password }) => signup.send({ type: 'password.submit', password })}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout stepKey="code" title={text.title}>
      <CodeStep
        phone={context.details.phone}
        codeSentAt={context.codeSentAt}
        coolingDown={coolingDown}
        resending={resending}
        verifying={verifying}
        codeError={context.codeError}
        attempt={`${context.verificationId}:${context.codeAttempts}`}
        onCode={(code) => signup.send({ type: 'code.enter', code })}
        onResend={() => signup.send({ type: 'code.resend' })}
        onChangeNumber={() => signup.send({ type: 'phone.change' })}
      />
    </AuthLayout>
  );
}

function ResetCode({ reset }: { reset: ResetActor }) {
  const waiting = useSelector(
    reset,
    (s) => s.matches('awaitingCode') || s.matches('verifyingCode'),
  );
  const context = useSelector(reset, (s) => s.context);
  const coolingDown = useSelector(reset, (s) => s.matches({ awaitingCode: 'coolingDown' }));
  const resending = useSelector(reset, (s) => s.matches({ awaitingCode: 'resending' }));
  const verifying = useSelector(reset, (s) => s.matches('verifyingCode'));
  if (!waiting || !context.phone) return <NoCode reset />;
  return (
    <AuthLayout stepKey="reset-code" title={text.title}>
      <CodeStep
        phone={context.phone}
        codeSentAt={context.codeSentAt}
        coolingDown={coolingDown}
        resending={resending}
        verifying={verifying}
        codeError={context.codeError}
        attempt={`${context.verificationId}:${context.codeAttempts}`}
        onCode={(code) => reset.send({ type: 'code.enter', code })}
        onResend={() => reset.send({ type: 'code.resend' })}
        onChangeNumber={() => reset.send({ type: 'phone.change' })}
      />
    </AuthLayout>
  );
}
