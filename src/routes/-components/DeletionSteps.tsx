import { Link } from '@tanstack/react-router';
import type { DeletionActor } from '../../bindings/flows/deletion.flow';
import { useTraceReference } from '../../bindings/flowEntry/traceHooks';
import { useActorSelector } from '../../bindings/flowEntry/useActorSelector';
import { brand } from '../../content/brand';
import { failureText } from '../../content/failures';
import { deletionScreens } from '../../content/deletion';
import { flowScreens } from '../../content/flows';
import { deletionSteps } from '../../content/steps/deletion';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import { DeletionConfirm } from '../../ui/deletion/DeletionConfirm';
import { GetHelp } from '../../ui/flows/GetHelp';
import { requestFieldFocus } from '../../ui/fields/focusRequest';
import { StoreBadges } from '../../ui/StoreBadges';
import type { DeletionScreen } from '../_flows/delete-account';
import { BusyStep } from './BusyStep';
import { CodeScreen } from './CodeScreen';

const text = deletionScreens;
const step = (current: number) => ({ labels: deletionSteps, current });

// The account deletion's steps after its phone form (src/routes/_flows/delete-account.tsx),
// each drawn by the deletion's state on the one page.
export default function DeletionSteps({
  deletion,
  screen,
}: {
  deletion: DeletionActor;
  screen: Exclude<DeletionScreen, 'form'>;
}) {
  if (screen === 'code') return <CodeStep deletion={deletion} />;
  if (screen === 'checkingAccount')
    return (
      <BusyStep stepKey="delete-checking" steps={step(1)} text={flowScreens.checkingAccount} />
    );
  if (screen === 'confirm') return <ConfirmStep deletion={deletion} />;
  if (screen === 'noAccount') return <NoAccountStep deletion={deletion} />;
  return <DoneStep />;
}

const changeNumber = (deletion: DeletionActor) => {
  requestFieldFocus('phone');
  deletion.send({ type: 'phone.change' });
};

function CodeStep({ deletion }: { deletion: DeletionActor }) {
  const code = useActorSelector(deletion, (s) => s.children.phoneCode, undefined);
  // Between a code step's end and the next state's first render: nothing to draw.
  if (!code) return null;
  return (
    <CodeScreen
      stepKey="delete-code"
      steps={step(1)}
      code={code}
      onChangeNumber={() => changeNumber(deletion)}
    />
  );
}

function ConfirmStep({ deletion }: { deletion: DeletionActor }) {
  const pending = useActorSelector(deletion, (s) => s.hasTag('deleting'), false);
  const failed = useActorSelector(deletion, (s) => !!s.context.failed, false);
  const reference = useTraceReference(failed);
  return (
    <AuthLayout
      stepKey="delete-confirm"
      steps={step(2)}
      title={text.confirm.title}
      lead={text.confirm.lead}
    >
      <DeletionConfirm
        pending={pending}
        onConfirm={() => deletion.send({ type: 'deletion.confirm' })}
        onCancel={() => deletion.send({ type: 'deletion.cancel' })}
      />
      {failed ? <GetHelp reference={reference} /> : null}
    </AuthLayout>
  );
}

function NoAccountStep({ deletion }: { deletion: DeletionActor }) {
  const said = useActorSelector(
    deletion,
    (s) => (s.context.noAccount ? failureText(s.context.noAccount) : undefined),
    undefined,
  );
  return (
    <AuthLayout stepKey="delete-no-account" title={flowScreens.noAccount.title} steps={step(2)}>
      {said ? (
        <p className="form-notice" role="alert">
          {said}
        </p>
      ) : null}
      <p>{text.noAccount.lead}</p>
      <div className="flow-actions">
        <Link className="btn btn--block" to="/register" search={{ mode: 'signup' }}>
          {text.noAccount.signup}
        </Link>
        <Link className="btn btn--outline btn--block" to="/contact-us">
          {text.noAccount.contact}
        </Link>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => changeNumber(deletion)}
        >
          {text.noAccount.otherNumber}
        </button>
      </div>
    </AuthLayout>
  );
}

function DoneStep() {
  return (
    <AuthLayout stepKey="delete-done" title={text.done.title} lead={text.done.lead}>
      <p>{text.done.app}</p>
      <StoreBadges appStoreHref={brand.stores.appStore} googlePlayHref={brand.stores.googlePlay} />
      <div className="flow-actions">
        <Link className="btn btn--block" to="/">
          {text.done.home}
        </Link>
      </div>
    </AuthLayout>
  );
}
