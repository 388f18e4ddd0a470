import { useHydrated } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { SignupActor } from '../flows/signup.flow';
import type { FlowsGate } from '../../app/flowsGate';
import { readSignupDraft, saveSignupDraft } from '../../app/storage/signupDraft';
import { useActorSelector } from './useActorSelector';
import { useLoadOnIntent } from '../../ui/fields/useLoadOnIntent';
import { useRecordInvalid, useTraceReference } from './traceHooks';
import { businessTypes } from '../../content/businessTypes';
import { failureText, locationFailureText } from '../../content/failures';
import type { PendingRegistration } from '../../machines/flowMemory';
import type { SignupContext } from '../../machines/signup.machine';
import { phoneFieldValue } from '../../schemas/phone';
import type { SignupFormValues } from '../../schemas/signup.schema';
import type { AppServices } from '../../app/services';
import { FormError } from '../../ui/forms/FormError';
import { GetHelp } from '../../ui/flows/GetHelp';
import { SignupForm } from '../../ui/forms/SignupForm';
import type { LocationStatus } from '../../ui/forms/LocationField';

function locationStatus(context: SignupContext | undefined, locating: boolean): LocationStatus {
  if (locating) return { state: 'locating' };
  if (context?.locationError)
    return { state: 'failed', message: locationFailureText(context.locationError) };
  const found = context?.location ?? context?.details?.location;
  return found ? { state: 'located', ...found } : { state: 'idle' };
}

// Back on the form (a failed send or registration, Back from the code screen) the owner
// finds everything as submitted: the password while this tab holds it (it is never
// stored), and the terms they had ticked to submit.
function defaults(context: SignupContext | undefined): Partial<SignupFormValues> | undefined {
  if (!context) return undefined;
  const { details, password, prefillPhone } = context;
  if (!details) return prefillPhone ? { phone: phoneFieldValue(prefillPhone) } : undefined;
  const { location: _location, ...rest } = details;
  return {
    ...rest,
    business_type: String(details.business_type),
    phone: phoneFieldValue(details.phone),
    password: password ?? '',
    terms: true,
  };
}

// The business sign-up form driven by the signup machine; used by /register and by the
// sign-up section of How it works. On /register it renders before the machine has loaded
// (`signup` undefined): the form takes typing on its own, reaching for it loads the flow,
// and a submit (or the location button) waits for it.
export function BusinessSignup({
  signup,
  gate,
  draftStore,
}: {
  signup: SignupActor | undefined;
  gate: FlowsGate;
  // Where the form as it is being filled is kept, so a reload or the language switch before
  // Send gives it back (the tab's session storage).
  draftStore: AppServices['sessionStore'];
}) {
  // Reaching for the form is the start of a sign-up visit (src/bindings/flowSummary.ts).
  const { intent, holding, failed, withLoaded } = useLoadOnIntent(signup, () =>
    gate.open('signup'),
  );
  const sending = useActorSelector(signup, (s) => s.hasTag('sending'), false);
  const locating = useActorSelector(signup, (s) => s.hasTag('locating'), false);
  const context = useActorSelector(signup, (s) => s.context, undefined);
  const pending = holding || sending;
  const accountExists =
    context?.accountMayExist && context.error ? failureText(context.error) : undefined;
  // Remounting on a new pending sign-up reseeds the form's fields from it; a form typed into
  // before the machine loaded keeps its key (and what was typed) when it arrives empty.
  const seededKey = context?.details
    ? `${context.details.phone}:${context.details.email}`
    : `new:${context?.prefillPhone ?? ''}`;
  // The details this form itself sent already fill it: redrawing every field from them at
  // Send was the heaviest work of the press on a slow phone, for the same values.
  const [sent, setSent] = useState<{ details: PendingRegistration; key: string }>();
  const formKey = sent && context?.details === sent.details ? sent.key : seededKey;
  // Read once the page is live: the prerendered form is empty, and hydration must find it so.
  // It fills the fields still empty rather than remounting the form, which would undo what
  // the owner did between the form coming alive and this read (a ticked box, a password).
  const hydrated = useHydrated();
  const draft = useMemo(
    () => (hydrated ? readSignupDraft(draftStore) : undefined),
    [hydrated, draftStore],
  );
  const offersHelp = !!context?.error && !pending;
  const reference = useTraceReference(offersHelp);
  const recordInvalid = useRecordInvalid('signup', () => gate.flow('signup').load());
  return (
    <>
      <SignupForm
        key={formKey}
        pending={pending}
        businessTypes={businessTypes}
        defaultValues={defaults(context)}
        restore={draft}
        onDraft={(values) => saveSignupDraft(draftStore, values)}
        locationStatus={locationStatus(context, locating)}
        onLocate={() => withLoaded((actor) => actor.send({ type: 'location.request' }))}
        accountExists={accountExists}
        onIntent={intent}
        onInvalid={recordInvalid}
        onSubmit={({ password, terms: _terms, ...details }) => {
          setSent({ details, key: formKey });
          withLoaded((actor) => actor.send({ type: 'form.submit', details, password }));
        }}
      />
      <FormError
        message={
          failed ? failureText({ failure: { kind: 'network' }, place: 'signupSend' }) : undefined
        }
      />
      {offersHelp ? <GetHelp reference={reference} /> : null}
    </>
  );
}
