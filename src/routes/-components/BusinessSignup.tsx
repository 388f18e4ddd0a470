import { useSelector } from '@xstate/react';
import type { SignupActor } from '../../app/flows';
import { useRecordInvalid, useTraceReference } from '../../app/traceHooks';
import { businessTypes } from '../../content/businessTypes';
import { failureText, locationFailureText } from '../../content/failures';
import type { SignupContext } from '../../machines/signup.machine';
import { phoneFieldValue } from '../../schemas/phone';
import type { SignupFormValues } from '../../schemas/signup.schema';
import { GetHelp } from '../../ui/flows/GetHelp';
import { SignupForm } from '../../ui/forms/SignupForm';
import type { LocationStatus } from '../../ui/forms/LocationField';

function locationStatus(context: SignupContext, locating: boolean): LocationStatus {
  if (locating) return { state: 'locating' };
  if (context.locationError)
    return { state: 'failed', message: locationFailureText(context.locationError) };
  const found = context.location ?? context.details?.location;
  return found ? { state: 'located', ...found } : { state: 'idle' };
}

// Back on the form (a failed send or registration, Back from the code screen) the owner
// finds everything as submitted: the password while this tab holds it (it is never
// stored), and the terms they had ticked to submit.
function defaults(context: SignupContext): Partial<SignupFormValues> | undefined {
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
// sign-up section of How it works.
export function BusinessSignup({ signup }: { signup: SignupActor }) {
  const pending = useSelector(signup, (s) => s.hasTag('sending'));
  const locating = useSelector(signup, (s) => s.hasTag('locating'));
  const context = useSelector(signup, (s) => s.context);
  const accountExists =
    context.accountMayExist && context.error ? failureText(context.error) : undefined;
  // Remounting on a new pending sign-up reseeds the form's fields from it.
  const formKey = context.details
    ? `${context.details.phone}:${context.details.email}`
    : `new:${context.prefillPhone ?? ''}`;
  const reference = useTraceReference();
  const recordInvalid = useRecordInvalid('signup');
  return (
    <>
      <SignupForm
        key={formKey}
        pending={pending}
        businessTypes={businessTypes}
        defaultValues={defaults(context)}
        locationStatus={locationStatus(context, locating)}
        onLocate={() => signup.send({ type: 'location.request' })}
        accountExists={accountExists}
        onInvalid={recordInvalid}
        onSubmit={({ password, terms: _terms, ...details }) =>
          signup.send({ type: 'form.submit', details, password })
        }
      />
      {context.error && !pending ? <GetHelp reference={reference} /> : null}
    </>
  );
}
