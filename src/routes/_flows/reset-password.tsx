import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useRecordInvalid, useTraceReference } from '../../app/traceHooks';
import { flowScreens, flowSteps } from '../../content/flows';
import { pageHead } from '../../content/pageMeta';
import { LoginRequired } from '../../ui/LoginRequired';
import { ResetPasswordForm } from '../../ui/forms/ResetPasswordForm';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { GetHelp } from '../../ui/flows/GetHelp';

export const Route = createFileRoute('/_flows/reset-password')({
  head: () => pageHead('resetPassword'),
  component: ResetPassword,
});

function ResetPassword() {
  const { reset } = Route.useRouteContext().flows;
  const noAccount = useSelector(reset, (s) =>
    s.hasTag('noAccount') ? s.context.noAccount : undefined,
  );
  const failed = useSelector(reset, (s) => !!s.context.failed);
  const reference = useTraceReference();
  const recordInvalid = useRecordInvalid('reset');
  const resetting = useSelector(reset, (s) => s.hasTag('password'));
  const pending = useSelector(reset, (s) => s.hasTag('updating'));
  if (noAccount) {
    const text = flowScreens.noAccount;
    return (
      <AuthLayout
        stepKey="reset-no-account"
        title={text.title}
        steps={{ labels: flowSteps.reset, current: 2 }}
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
  // Only a phone verified moments ago may choose a new password here.
  if (!resetting) return <LoginRequired />;
  return (
    <AuthLayout
      stepKey="reset-password"
      steps={{ labels: flowSteps.reset, current: 2 }}
      title={flowScreens.resetPassword.title}
      lead={flowScreens.resetPassword.lead}
    >
      <ResetPasswordForm
        pending={pending}
        onInvalid={recordInvalid}
        onSubmit={({ newPassword }) => reset.send({ type: 'password.submit', newPassword })}
      />
      {failed ? <GetHelp reference={reference} /> : null}
    </AuthLayout>
  );
}
