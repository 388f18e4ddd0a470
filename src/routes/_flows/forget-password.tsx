import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useRecordInvalid, useTraceReference } from '../../app/traceHooks';
import { flowScreens, flowSteps } from '../../content/flows';
import { accountExistsText } from '../../content/forms';
import { pageHead } from '../../content/pageMeta';
import { PhoneForm } from '../../ui/forms/PhoneForm';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { GetHelp } from '../../ui/flows/GetHelp';

export const Route = createFileRoute('/_flows/forget-password')({
  head: () => pageHead('forgetPassword'),
  component: ForgetPassword,
});

function ForgetPassword() {
  const { reset } = Route.useRouteContext().flows;
  const failed = useSelector(reset, (s) => !!s.context.failed);
  const reference = useTraceReference();
  const recordInvalid = useRecordInvalid('reset');
  const pending = useSelector(reset, (s) => s.hasTag('sending'));
  const phone = useSelector(reset, (s) => s.context.phone);
  // The verified code could not change the password (another tab holding a copy of this
  // reset used it, or it was too old): a new code is needed, or a login with the password
  // that other tab set.
  const proofSpent = useSelector(reset, (s) => !!s.context.refused);
  return (
    <AuthLayout
      stepKey="forget-password"
      steps={{ labels: flowSteps.reset, current: 0 }}
      title={flowScreens.forgetPassword.title}
      lead={flowScreens.forgetPassword.lead}
      footer={
        <p>
          {flowScreens.forgetPassword.remembered}{' '}
          <Link to="/register" search={{ mode: 'login' }}>
            {flowScreens.forgetPassword.backToLogin}
          </Link>
        </p>
      }
    >
      {proofSpent ? (
        <p className="form-notice" role="alert">
          {flowScreens.forgetPassword.proofSpent}
        </p>
      ) : null}
      <PhoneForm
        pending={pending}
        defaultPhone={phone}
        onInvalid={recordInvalid}
        onSubmit={(values) => reset.send({ type: 'phone.submit', phone: values.phone })}
      />
      {proofSpent ? (
        <div className="flow-actions">
          <Link className="btn btn--ghost btn--block" to="/register" search={{ mode: 'login' }}>
            {accountExistsText.login}
          </Link>
        </div>
      ) : null}
      {failed ? <GetHelp reference={reference} /> : null}
    </AuthLayout>
  );
}
