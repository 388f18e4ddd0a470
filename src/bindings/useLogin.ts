import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AppServices } from '../app/services';
import type { SessionGate } from '../app/sessionGate';
import { warmTargets } from '../app/flowTargets';
import { failureText } from '../content/failures';
import { accountMadeNotice, accountMadePhone } from '../machines/signup.selectors';
import { passwordChangedNotice, passwordChangedPhone } from '../machines/reset.selectors';
import type { ResetActor } from './flows/reset.flow';
import type { SignupActor } from './flows/signup.flow';
import type { LoginFormProps } from '../ui/forms/LoginForm';
import { useLoadOnIntent } from '../ui/fields/useLoadOnIntent';
import { useMade } from '../slowPhone/onDemand';
import { useRecordInvalid, useTraceReference } from './flowEntry/traceHooks';
import { useActorSelector } from './flowEntry/useActorSelector';

// The login form bound to the session machine, and what the tab's sign-up and reset tell it:
// an account just made (here or in another tab) or a password changed, with its phone.
export function useLogin(
  session: SessionGate,
  services: AppServices,
  signup: SignupActor | undefined,
  reset: ResetActor | undefined,
) {
  const sessionActor = useMade(session.machine);
  const router = useRouter();
  // Logging in needs the session machine and the API client: they load when the owner
  // reaches for the form, and then the page a login lands on.
  const load = useCallback(() => {
    services.warmUp?.('auth');
    return session.machine.load().then((actor) => {
      warmTargets(router, ['afterLogin']);
      return actor;
    });
  }, [session, services, router]);
  const { intent, holding, failed, withLoaded } = useLoadOnIntent(sessionActor, load);
  const made = useActorSelector(signup, accountMadeNotice, undefined);
  const changed = useActorSelector(reset, passwordChangedNotice, undefined);
  const madePhone = useActorSelector(signup, accountMadePhone, undefined);
  const changedPhone = useActorSelector(reset, passwordChangedPhone, undefined);
  const loggingIn = useActorSelector(sessionActor, (s) => s.hasTag('loggingIn'), false);
  const loginError = useActorSelector(sessionActor, (s) => s.context.loginError, undefined);
  const recordInvalid = useRecordInvalid('session', session.machine.load);
  const reference = useTraceReference(!!loginError);
  const form: Omit<LoginFormProps, 'notice'> = {
    pending: holding || loggingIn,
    onIntent: intent,
    onInvalid: recordInvalid,
    errorLine: loginError
      ? failureText({ failure: loginError, place: 'loginLine' })
      : failed
        ? failureText({ failure: { kind: 'network' }, place: 'login' })
        : undefined,
    defaultPhone: madePhone ?? changedPhone,
    onSubmit: ({ phone, password }) =>
      withLoaded((actor) => actor.send({ type: 'login.submit', username: phone, password })),
  };
  return {
    form,
    // A sign-up's news comes first: it is the flow the owner finished last.
    notice: made ?? changed,
    accountMade: made !== undefined,
    // A refused login offers help, with the tab's trace when there is one.
    offersHelp: loginError !== undefined,
    helpReference: reference,
  };
}
