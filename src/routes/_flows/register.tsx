import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { requireLoggedOut } from '../../app/guards';
import { useRecordInvalid, useTraceReference } from '../../app/traceHooks';
import { failureText } from '../../content/failures';
import { flowScreens, flowSteps } from '../../content/flows';
import { pageHead } from '../../content/pageMeta';
import { LoginForm } from '../../ui/forms/LoginForm';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { GetHelp } from '../../ui/flows/GetHelp';
import { BusinessSignup } from '../-components/BusinessSignup';

const RegisterSearch = v.object({
  mode: v.fallback(v.optional(v.picklist(['signup', 'login']), 'signup'), 'signup'),
});

export const Route = createFileRoute('/_flows/register')({
  validateSearch: RegisterSearch,
  beforeLoad: ({ context }) => requireLoggedOut(context.session),
  head: ({ match }) => pageHead(match.search.mode === 'login' ? 'login' : 'register'),
  component: RegisterPage,
});

function RegisterPage() {
  const { mode } = Route.useSearch();
  return mode === 'login' ? <Login /> : <Signup />;
}

function Signup() {
  const { flows } = Route.useRouteContext();
  return (
    <AuthLayout
      stepKey="signup"
      steps={{ labels: flowSteps.signup, current: 0 }}
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
      <BusinessSignup signup={flows.signup} />
    </AuthLayout>
  );
}

function Login() {
  const { sessionActor: session, flows } = Route.useRouteContext();
  const createdPhone = useSelector(flows.signup, (s) => s.context.createdPhone);
  const createdElsewhere = useSelector(flows.signup, (s) => s.context.createdElsewhere);
  // A reset another tab finished from its copy of this tab's reset (a duplicated tab).
  const changedElsewhere = useSelector(flows.reset, (s) => s.context.changedElsewhere);
  const notice = createdPhone
    ? createdElsewhere
      ? flowScreens.login.createdElsewhere
      : flowScreens.login.accountCreated
    : changedElsewhere
      ? flowScreens.login.changedElsewhere
      : undefined;
  const pending = useSelector(session, (s) => s.hasTag('loggingIn'));
  const errorLine = useSelector(session, ({ context: { loginError } }) =>
    loginError ? failureText({ failure: loginError, place: 'loginLine' }) : undefined,
  );
  const recordInvalid = useRecordInvalid('session');
  const reference = useTraceReference();
  return (
    <AuthLayout
      stepKey="login"
      title={flowScreens.login.title}
      lead={flowScreens.login.lead}
      takeFocus={!notice}
      steps={createdPhone ? { labels: flowSteps.signup, current: 2 } : undefined}
    >
      <LoginForm
        pending={pending}
        onInvalid={recordInvalid}
        errorLine={errorLine}
        defaultPhone={createdPhone ?? changedElsewhere}
        notice={notice}
        onSubmit={({ phone, password }) =>
          session.send({ type: 'login.submit', username: phone, password })
        }
      />
      {errorLine ? <GetHelp reference={reference} /> : null}
    </AuthLayout>
  );
}
