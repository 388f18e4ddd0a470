import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { flowScreens } from '../../content/flows';
import { pageHead } from '../../content/pageMeta';
import { displayPhone } from '../../schemas/phone';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { PendingSignup } from '../../ui/flows/PendingSignup';
import { stepPending } from '../-components/stepPending';

export const Route = createFileRoute('/_flows/verify-user')({
  // A step of a sign-up under way: nothing to show without it.
  ...stepPending,
  beforeLoad: async ({ context }) => ({ signup: await context.flowsGate.flow('signup').load() }),
  head: () => pageHead('verifyUser'),
  component: VerifyUser,
});

const text = flowScreens.verifyUser;

// Resumes a sign-up interrupted before the account was created, from what the signup
// machine restored: go on to the code, get a new one, or start over.
function VerifyUser() {
  const { signup } = Route.useRouteContext();
  const details = useSelector(signup, (s) => s.context.details);
  const verified = useSelector(signup, (s) => s.hasTag('password'));
  // While a code is in play its step answers for codes; before that, the sign-up itself.
  const codeStep = useSelector(signup, (s) => s.children.phoneCode);
  const requester = codeStep ?? signup;
  const codeWaiting = useSelector(codeStep, (s) => !!s?.hasTag('code'));
  const sending = useSelector(codeStep, (s) => !!s?.hasTag('sending'));
  const canSend = useSelector(requester, (s) => s.can({ type: 'code.request' }));
  const step = verified ? 'phoneVerified' : codeWaiting ? 'codeWaiting' : 'codeNotSent';
  if (!details) {
    return (
      <AuthLayout stepKey="verify-user-empty" title={text.title}>
        <p>{text.nothing}</p>
        <div className="flow-actions">
          {/* The sign-up decides where a start leads, as it does for Start over. */}
          <button
            type="button"
            className="btn"
            onClick={() => signup.send({ type: 'flow.restart' })}
          >
            {text.register}
          </button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout stepKey="verify-user" title={text.title} lead={text.lead}>
      <PendingSignup
        name={`${details.first_name} ${details.last_name}`}
        business={details.business_name}
        email={details.email}
        phone={displayPhone(details.phone)}
      />
      <p className="flow-note">{text[step]}</p>
      <div className="flow-actions">
        {step !== 'codeNotSent' ? (
          <Link className="btn" to="/verify-otp">
            {step === 'phoneVerified' ? text.finish : text.enterCode}
          </Link>
        ) : null}
        {canSend || sending ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              requester.send({ type: 'code.request' });
            }}
          >
            <SubmitButton
              pending={sending}
              pendingLabel={text.sending}
              className={step === 'codeWaiting' ? 'btn--outline' : ''}
            >
              {step === 'codeWaiting' ? text.sendNewCode : text.sendCode}
            </SubmitButton>
          </form>
        ) : null}
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => signup.send({ type: 'flow.restart' })}
        >
          {text.startOver}
        </button>
      </div>
    </AuthLayout>
  );
}
