import { Link, createFileRoute } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { useEntryFlow } from '../../bindings/flowEntry/useEntryFlow';
import type { DeletionActor } from '../../bindings/flows/deletion.flow';
import { useRecordInvalid, useTraceReference } from '../../bindings/flowEntry/traceHooks';
import { useActorSelector } from '../../bindings/flowEntry/useActorSelector';
import { useLoadOnIntent } from '../../ui/fields/useLoadOnIntent';
import { failureText } from '../../content/failures';
import { deletionScreens } from '../../content/deletion';
import { deletionSteps } from '../../content/steps/deletion';
import { pageHead } from '../../content/pageMeta';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { StepSkeleton } from '../../ui/flows/StepSkeleton';
import { GetHelp } from '../../ui/flows/GetHelp';
import { FormError } from '../../ui/forms/FormError';
import { PhoneForm } from '../../ui/forms/PhoneForm';

export const Route = createFileRoute('/_flows/delete-account')({
  head: () => pageHead('deleteAccount'),
  component: DeleteAccount,
});

const text = deletionScreens;
const step = (current: number) => ({ labels: deletionSteps, current });

// The address the store listings carry: prerendered with the phone form in it, the flow's
// code (machines, firebase, phone metadata) loaded when the owner reaches for the form. Every
// step is drawn here, by the deletion's state: there is one page to come back to.
function DeleteAccount() {
  const { flowsGate, services } = Route.useRouteContext();
  const deletion = useEntryFlow(flowsGate, 'deletion', services.sessionStore);
  const screen = useActorSelector(deletion, (s) => screenOf(s), 'form');
  if (!deletion || screen === 'form') return <PhoneStep deletion={deletion} />;
  return (
    <Suspense fallback={<StepSkeleton />}>
      <DeletionSteps deletion={deletion} screen={screen} />
    </Suspense>
  );
}

// The steps after the phone form, fetched with the flows when the owner reaches for the form:
// the entry page carries the form alone.
const loadSteps = () => import('../-components/DeletionSteps');
const DeletionSteps = lazy(loadSteps);

export type DeletionScreen =
  'form' | 'code' | 'checkingAccount' | 'confirm' | 'noAccount' | 'deleted';
// The screen by the state's tags, the end first.
const SCREENS: readonly DeletionScreen[] = [
  'deleted',
  'noAccount',
  'confirm',
  'checkingAccount',
  'code',
];
const screenOf = (s: { hasTag: (tag: DeletionScreen) => boolean }): DeletionScreen =>
  SCREENS.find((tag) => s.hasTag(tag)) ?? 'form';

function PhoneStep({ deletion }: { deletion: DeletionActor | undefined }) {
  const { flowsGate } = Route.useRouteContext();
  const phone = useActorSelector(deletion, (s) => s.context.phone, undefined);
  // The phone of the deletion this tab left seeds the form once, as the flows arrive.
  const [restoredPhone, setRestoredPhone] = useState<string>();
  if (deletion && restoredPhone === undefined) setRestoredPhone(phone ?? '');
  // Reaching for the form is the start of a deletion visit (src/bindings/flowSummary.ts).
  const { intent, holding, failed, withLoaded } = useLoadOnIntent(deletion, () =>
    Promise.all([flowsGate.open('deletion'), loadSteps()]).then(([loaded]) => loaded),
  );
  const sendFailed = useActorSelector(deletion, (s) => !!s.context.failed, false);
  const reference = useTraceReference(sendFailed);
  const recordInvalid = useRecordInvalid('deletion', () => flowsGate.flow('deletion').load());
  const sending = useActorSelector(deletion, (s) => s.hasTag('sending'), false);
  const proofSpent = useActorSelector(deletion, (s) => !!s.context.refused, false);
  return (
    <AuthLayout
      stepKey="delete-account"
      steps={step(0)}
      title={text.title}
      lead={text.lead}
      footer={
        <p>
          {text.keep} <Link to="/">{text.home}</Link>
        </p>
      }
    >
      {proofSpent ? (
        <p className="form-notice" role="alert">
          {text.proofSpent}
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
          failed ? failureText({ failure: { kind: 'network' }, place: 'deletionSend' }) : undefined
        }
      />
      {sendFailed ? <GetHelp reference={reference} /> : null}
    </AuthLayout>
  );
}
