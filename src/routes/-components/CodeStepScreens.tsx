import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ResetActor } from '../../bindings/flows/reset.flow';
import type { SignupActor } from '../../bindings/flows/signup.flow';
import { useRecordInvalid } from '../../bindings/flowEntry/traceHooks';
import { flowScreens } from '../../content/flows';
import { signupSteps } from '../../content/steps/signup';
import { resetSteps } from '../../content/steps/reset';
import { accountExistsText } from '../../content/forms';
import { codeStepState } from '../../machines/reset.selectors';
import { codeStepScreen, proofRefused } from '../../machines/signup.selectors';
import { PasswordPrompt } from '../../ui/forms/PasswordPrompt';
import { requestFieldFocus } from '../../ui/fields/focusRequest';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { BusyStep } from './BusyStep';
import { CodeScreen } from './CodeScreen';

// The code step's screens (/verify-otp): the sign-up's and the reset's, by their flow's state.

const text = flowScreens.verify;

// Back to the form with the number ready to type over.
function changeNumber(flow: SignupActor | ResetActor) {
  requestFieldFocus('phone');
  flow.send({ type: 'phone.change' });
}
const signupStep = { labels: signupSteps, current: 1 };
const resetStep = { labels: resetSteps, current: 1 };

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
  const proofSpent = useSelector(signup, proofRefused);
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

export function SignupCode({ signup }: { signup: SignupActor }) {
  const details = useSelector(signup, (s) => s.context.details);
  const screen = useSelector(signup, codeStepScreen);
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

export function ResetCode({ reset }: { reset: ResetActor }) {
  const state = useSelector(reset, codeStepState);
  const code = useSelector(reset, (s) => s.children.phoneCode);
  if (state === 'checking')
    return (
      <BusyStep stepKey="reset-checking" steps={resetStep} text={flowScreens.checkingAccount} />
    );
  if (state !== 'code' || !code) return <NoCode />;
  return (
    <CodeScreen
      stepKey="reset-code"
      steps={resetStep}
      code={code}
      onChangeNumber={() => changeNumber(reset)}
    />
  );
}
