import { Link, createFileRoute, useHydrated, useRouter } from '@tanstack/react-router';
import { useCallback, useLayoutEffect } from 'react';
import { useEntryFlow } from '../../bindings/flowEntry/useEntryFlow';
import { useMade } from '../../slowPhone/onDemand';
import { dropEntryMark } from '../../bindings/flowEntry/entryScript';
import { warmTargets } from '../../app/flowTargets';
import { requireLoggedOut } from '../../app/guards';
import { oneOf, type SearchInput } from '../../schemas/searchParams';
import { useRecordInvalid, useTraceReference } from '../../bindings/flowEntry/traceHooks';
import { useActorSelector } from '../../bindings/flowEntry/useActorSelector';
import { useLoadOnIntent } from '../../ui/fields/useLoadOnIntent';
import { failureText } from '../../content/failures';
import { flowScreens } from '../../content/flows';
import { signupSteps } from '../../content/steps/signup';
import { pageHead } from '../../content/pageMeta';
import { LoginForm } from '../../ui/forms/LoginForm';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { GetHelp } from '../../ui/flows/GetHelp';
import { BusinessSignup } from '../../bindings/flowEntry/BusinessSignup';

type Mode = 'signup' | 'login';

const registerSearch = (search: SearchInput<{ mode: Mode }>): { mode: Mode } => ({
  mode: oneOf(['signup', 'login'], search.mode) ?? 'signup',
});

export const Route = createFileRoute('/_flows/register')({
  validateSearch: registerSearch,
  beforeLoad: ({ context }) => requireLoggedOut(context.session),
  head: ({ match }) => pageHead(match.search.mode === 'login' ? 'login' : 'register'),
  component: RegisterPage,
});

// The prerendered page holds both forms, since the host serves one file whatever `?mode=`
// says; the script in its head marks the one asked for and the stylesheet shows only that
// one (src/bindings/flowEntry/entryScript.ts). Hydrating renders both, exactly as prerendered;
// once live the page renders the chosen one alone, in the same place, so nothing typed into
// it is lost, and the mark goes. A page rendered in the browser (a link from another page)
// renders the chosen one from the start.
function RegisterPage() {
  const { mode } = Route.useSearch();
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) dropEntryMark('register-mode');
  }, [hydrated]);
  const shows = (panel: Mode) => !hydrated || mode === panel;
  return (
    <>
      <div className="register-panel" data-register-panel="signup">
        {shows('signup') ? <Signup /> : null}
      </div>
      <div className="register-panel" data-register-panel="login">
        {shows('login') ? <Login /> : null}
      </div>
    </>
  );
}

// The flow this tab left, restored as the page loads; each panel makes only its own.
const useRestoredFlow = <F extends 'signup' | 'reset'>(flow: F) => {
  const { flowsGate, services } = Route.useRouteContext();
  return useEntryFlow(flowsGate, flow, services.sessionStore);
};

function Signup() {
  const { flowsGate, services } = Route.useRouteContext();
  const signup = useRestoredFlow('signup');
  return (
    <AuthLayout
      stepKey="signup"
      steps={{ labels: signupSteps, current: 0 }}
      title={flowScreens.signup.title}
      lead={flowScreens.signup.lead}
      footer={
        <p>
          {flowScreens.signup.haveAccount}{' '}
          <Link to="/register" search={{ mode: 'login' }}>
            {flowScreens.signup.loginLink}
          </Link>
        </p>
      }
    >
      <BusinessSignup signup={signup} gate={flowsGate} draftStore={services.sessionStore} />
    </AuthLayout>
  );
}

function Login() {
  const { session, services } = Route.useRouteContext();
  const signup = useRestoredFlow('signup');
  const reset = useRestoredFlow('reset');
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
  const createdPhone = useActorSelector(signup, (s) => s.context.createdPhone, undefined);
  const createdElsewhere = useActorSelector(signup, (s) => s.context.createdElsewhere, undefined);
  // A reset another tab finished from its copy of this tab's reset (a duplicated tab).
  const changedElsewhere = useActorSelector(reset, (s) => s.context.changedElsewhere, undefined);
  // The phone whose password this tab's reset just changed.
  const changedHere = useActorSelector(reset, (s) => s.context.changedHere, undefined);
  const knownPhone = createdPhone ?? changedElsewhere ?? changedHere;
  const notice = createdPhone
    ? createdElsewhere
      ? flowScreens.login.createdElsewhere
      : flowScreens.login.accountCreated
    : changedElsewhere
      ? flowScreens.login.changedElsewhere
      : undefined;
  const loggingIn = useActorSelector(sessionActor, (s) => s.hasTag('loggingIn'), false);
  const loginError = useActorSelector(sessionActor, (s) => s.context.loginError, undefined);
  const errorLine = loginError
    ? failureText({ failure: loginError, place: 'loginLine' })
    : failed
      ? failureText({ failure: { kind: 'network' }, place: 'login' })
      : undefined;
  const recordInvalid = useRecordInvalid('session', session.machine.load);
  const reference = useTraceReference(!!loginError);
  return (
    <AuthLayout
      stepKey="login"
      title={createdPhone ? flowScreens.login.readyTitle : flowScreens.login.title}
      lead={createdPhone ? undefined : flowScreens.login.lead}
      takeFocus={!knownPhone}
      steps={createdPhone ? { labels: signupSteps, current: 2 } : undefined}
    >
      <LoginForm
        pending={holding || loggingIn}
        onIntent={intent}
        onInvalid={recordInvalid}
        errorLine={errorLine}
        defaultPhone={knownPhone}
        notice={notice}
        onSubmit={({ phone, password }) =>
          withLoaded((actor) => actor.send({ type: 'login.submit', username: phone, password }))
        }
      />
      {loginError ? <GetHelp reference={reference} /> : null}
    </AuthLayout>
  );
}
