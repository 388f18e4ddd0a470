import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { requireReset, useResetGuard } from '../../app/guards';
import { useRecordInvalid, useTraceReference } from '../../bindings/flowEntry/traceHooks';
import { failureText } from '../../content/failures';
import { flowScreens } from '../../content/flows';
import { resetSteps } from '../../content/steps/reset';
import { pageHead } from '../../content/pageMeta';
import { LoginRequired } from '../../ui/LoginRequired';
import { ResetPasswordForm } from '../../ui/forms/ResetPasswordForm';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { GetHelp } from '../../ui/flows/GetHelp';
import { stepPending } from '../-components/stepPending';

export const Route = createFileRoute('/_flows/reset-password')({
  ...stepPending,
  beforeLoad: async ({ context }) => {
    const reset = await context.flowsGate.flow('reset').load();
    return { reset, ...requireReset(reset) };
  },
  head: () => pageHead('resetPassword'),
  component: ResetPassword,
});

function ResetPassword() {
  const { reset, access } = Route.useRouteContext();
  useResetGuard(reset, access);
  const noAccount = useSelector(reset, (s) =>
    s.hasTag('noAccount') && s.context.noAccount ? failureText(s.context.noAccount) : undefined,
  );
  const failed = useSelector(reset, (s) => !!s.context.failed);
  const reference = useTraceReference(failed);
  const recordInvalid = useRecordInvalid('reset');
  const pending = useSelector(reset, (s) => s.hasTag('updating'));
  const phone = useSelector(reset, (s) => s.context.phone);
  if (access === 'loginRequired') return <LoginRequired />;
  if (noAccount) {
    const text = flowScreens.noAccount;
    return (
      <AuthLayout
        stepKey="reset-no-account"
        title={text.title}
        steps={{ labels: resetSteps, current: 2 }}
      >
        <p className="form-notice" role="alert">
          {noAccount}
        </p>
        <p>{text.lead}</p>
        <div className="flow-actions">
          <button
            type="button"
            className="btn btn--block"
            onClick={() => reset.send({ type: 'signup.start' })}
          >
            {text.signup}
          </button>
          <Link className="btn btn--ghost btn--block" to="/forget-password">
            {text.otherNumber}
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      stepKey="reset-password"
      steps={{ labels: resetSteps, current: 2 }}
      title={flowScreens.resetPassword.title}
      lead={flowScreens.resetPassword.lead}
    >
      <ResetPasswordForm
        pending={pending}
        username={phone}
        onInvalid={recordInvalid}
        onSubmit={({ newPassword }) => reset.send({ type: 'password.submit', newPassword })}
      />
      {failed ? <GetHelp reference={reference} /> : null}
    </AuthLayout>
  );
}
