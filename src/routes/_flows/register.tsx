import { Link, createFileRoute, useHydrated } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useEntryFlow } from '../../bindings/flowEntry/useEntryFlow';
import { useLogin } from '../../bindings/useLogin';
import { dropEntryMark } from '../../bindings/flowEntry/entryScript';
import { requireLoggedOut } from '../../app/guards';
import { oneOf, type SearchInput } from '../../schemas/searchParams';
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
  const login = useLogin(session, services, useRestoredFlow('signup'), useRestoredFlow('reset'));
  return (
    <AuthLayout
      stepKey="login"
      title={login.accountMade ? flowScreens.login.readyTitle : flowScreens.login.title}
      lead={login.accountMade ? undefined : flowScreens.login.lead}
      takeFocus={!login.form.defaultPhone}
      steps={login.accountMade ? { labels: signupSteps, current: 2 } : undefined}
    >
      <LoginForm {...login.form} notice={login.notice && flowScreens.login[login.notice]} />
      {login.offersHelp ? <GetHelp reference={login.helpReference} /> : null}
    </AuthLayout>
  );
}
