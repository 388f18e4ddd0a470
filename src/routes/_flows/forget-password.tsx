import { Link, createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useEntryFlow } from '../../bindings/flowEntry/useEntryFlow';
import { useActorSelector } from '../../bindings/flowEntry/useActorSelector';
import { useLoadOnIntent } from '../../ui/fields/useLoadOnIntent';
import { failureText } from '../../content/failures';
import { useRecordInvalid, useTraceReference } from '../../bindings/flowEntry/traceHooks';
import { flowScreens } from '../../content/flows';
import { resetSteps } from '../../content/steps/reset';
import { accountExistsText } from '../../content/forms';
import { pageHead } from '../../content/pageMeta';
import { PhoneForm } from '../../ui/forms/PhoneForm';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { FormError } from '../../ui/forms/FormError';
import { GetHelp } from '../../ui/flows/GetHelp';

export const Route = createFileRoute('/_flows/forget-password')({
  head: () => pageHead('forgetPassword'),
  component: ForgetPassword,
});

// Prerendered, with the form in it: the reset's code (machines, firebase, phone metadata)
// loads when the owner reaches for the form (src/bindings/flowEntry/useEntryFlow.ts).
function ForgetPassword() {
  const { flowsGate, services } = Route.useRouteContext();
  const reset = useEntryFlow(flowsGate, 'reset', services.sessionStore);
  const phone = useActorSelector(reset, (s) => s.context.phone, undefined);
  // The phone of the reset this tab left, read as the flow arrives (before that render
  // commits): it seeds the form (a remount), which later changes of the phone do not repeat.
  const [restoredPhone, setRestoredPhone] = useState<string>();
  if (reset && restoredPhone === undefined) setRestoredPhone(phone ?? '');
  // Reaching for the form is the start of a reset visit (src/bindings/flowSummary.ts).
  const { intent, holding, failed, withLoaded } = useLoadOnIntent(reset, () =>
    flowsGate.open('reset'),
  );
  const resetFailed = useActorSelector(reset, (s) => !!s.context.failed, false);
  const reference = useTraceReference(resetFailed);
  const recordInvalid = useRecordInvalid('reset', () => flowsGate.flow('reset').load());
  const sending = useActorSelector(reset, (s) => s.hasTag('sending'), false);
  // The verified code could not change the password (another tab holding a copy of this
  // reset used it, or it was too old): a new code is needed, or a login with the password
  // that other tab set.
  const proofSpent = useActorSelector(reset, (s) => !!s.context.refused, false);
  return (
    <AuthLayout
      stepKey="forget-password"
      steps={{ labels: resetSteps, current: 0 }}
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
        key={restoredPhone || 'new'}
        pending={holding || sending}
        defaultPhone={phone}
        onIntent={intent}
        onInvalid={recordInvalid}
        onSubmit={(values) =>
          withLoaded((actor) => actor.send({ type: 'phone.submit', phone: values.phone }))
        }
      />
      <FormError
        message={
          failed ? failureText({ failure: { kind: 'network' }, place: 'resetSend' }) : undefined
        }
      />
      {proofSpent ? (
        <div className="flow-actions">
          <Link className="btn btn--ghost btn--block" to="/register" search={{ mode: 'login' }}>
            {accountExistsText.login}
          </Link>
        </div>
      ) : null}
      {resetFailed ? <GetHelp reference={reference} /> : null}
    </AuthLayout>
  );
}
