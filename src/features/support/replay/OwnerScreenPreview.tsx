import { useEffect, useRef, useState } from 'react';
import { businessTypes } from '../../../content/businessTypes';
import { deletionScreens } from '../../../content/deletion';
import { flowScreens } from '../../../content/flows';
import { supportCopy } from '../copy';
import { AuthLayout } from '../../../ui/flows/AuthLayout';
import { LoginForm } from '../../../ui/forms/LoginForm';
import { OtpInput } from '../../../ui/forms/OtpInput';
import { OtpPanel } from '../../../ui/forms/OtpPanel';
import { PasswordPrompt } from '../../../ui/forms/PasswordPrompt';
import { DeletionConfirm } from '../../../ui/deletion/DeletionConfirm';
import { PhoneForm } from '../../../ui/forms/PhoneForm';
import { ResetPasswordForm } from '../../../ui/forms/ResetPasswordForm';
import { SignupForm } from '../../../ui/forms/SignupForm';
import type { OwnerScreen, ScreenToast } from '../model';
import '../support.css';

export interface OwnerScreenPreviewProps {
  step: number;
  screen: OwnerScreen;
  toasts: readonly ScreenToast[];
}

const text = supportCopy.trace;
const placeholder = supportCopy.placeholders;
const ignore = () => {};

// The width of the phone the owner's screen is drawn at: most owners sign up on one.
const OWNER_WIDTH_PX = 390;

// The scale that fits the owner's width into the frame (never above 1), as the frame resizes.
function useFitToFrame() {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? OWNER_WIDTH_PX;
      setScale(Math.min(1, width / OWNER_WIDTH_PX));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { frame, scale };
}

// The owner's screen drawn by the site's own components, with invented data (a trace holds
// none of the owner's) and inert: nothing in it can be focused or sent. It is laid out at a
// phone's width and scaled to fit the frame, never squeezed into it.
export function OwnerScreenPreview({ step, screen, toasts }: OwnerScreenPreviewProps) {
  const { frame, scale } = useFitToFrame();
  return (
    <figure className="support-preview" aria-label={text.ownerScreen(step)}>
      <figcaption className="support-panel__title">{text.ownerScreenTitle}</figcaption>
      <div className="support-preview__frame" inert ref={frame}>
        <div
          className="support-preview__screen"
          style={{ inlineSize: OWNER_WIDTH_PX, zoom: scale }}
        >
          <ul className="support-toasts" aria-label={text.toastsTitle}>
            {toasts.map((toast) => (
              <li key={toast.key} className={`support-toast support-toast--${toast.kind}`}>
                {toast.kind === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
                {toast.message}
              </li>
            ))}
          </ul>
          <ScreenBody screen={screen} />
        </div>
      </div>
    </figure>
  );
}

function layoutTitle(screen: OwnerScreen): string {
  switch (screen.kind) {
    case 'signupForm':
      return flowScreens.signup.title;
    case 'code':
      return flowScreens.verify.title;
    case 'password':
      return screen.flow === 'signup'
        ? flowScreens.password.title
        : flowScreens.resetPassword.title;
    case 'registering':
    case 'checkingAccount':
      return flowScreens[screen.kind].title;
    case 'resetPhone':
      return flowScreens.forgetPassword.title;
    case 'deletionPhone':
      return deletionScreens.title;
    case 'deletionConfirm':
      return deletionScreens.confirm.title;
    case 'deleted':
      return deletionScreens.done.title;
    case 'noAccount':
      return flowScreens.noAccount.title;
    case 'login':
    case 'loggedIn':
      return flowScreens.login.title;
    case 'contact':
      return text.contactTitle;
    case 'blank':
      return '';
  }
}

function ScreenBody({ screen }: { screen: OwnerScreen }) {
  if (screen.kind === 'blank') return <p className="support-preview__blank">{text.blankScreen}</p>;
  // One layout for every screen, so moving between steps never remounts it.
  return (
    <AuthLayout stepKey="preview" title={layoutTitle(screen)} takeFocus={false}>
      <ScreenContent screen={screen} />
    </AuthLayout>
  );
}

function ScreenContent({ screen }: { screen: OwnerScreen }) {
  switch (screen.kind) {
    case 'signupForm':
      return (
        <>
          <SignupForm
            onSubmit={ignore}
            pending={screen.pending}
            accountExists={screen.accountExists}
            businessTypes={businessTypes}
            locationStatus={screen.locating ? { state: 'locating' } : { state: 'idle' }}
            defaultValues={{
              first_name: placeholder.ownerName,
              business_name: placeholder.businessName,
              phone: placeholder.phone,
            }}
          />
        </>
      );
    case 'code':
      return (
        <OtpPanel
          phone={placeholder.phone}
          onChangeNumber={ignore}
          secondsLeft={screen.coolingDown ? 60 : 0}
          onResend={ignore}
          resending={screen.resending}
        >
          <OtpInput
            onComplete={ignore}
            disabled={screen.verifying}
            error={screen.codeError}
            takeFocus={false}
          />
        </OtpPanel>
      );
    case 'password':
      return screen.flow === 'signup' ? (
        <PasswordPrompt onSubmit={ignore} pending={screen.pending} />
      ) : (
        <ResetPasswordForm onSubmit={ignore} pending={screen.pending} />
      );
    case 'registering':
    case 'checkingAccount':
      return (
        <p className="flow-status">
          <span className="spinner" aria-hidden="true" /> {flowScreens[screen.kind].status}
        </p>
      );
    case 'resetPhone':
    case 'deletionPhone':
      return (
        <PhoneForm onSubmit={ignore} pending={screen.pending} defaultPhone={placeholder.phone} />
      );
    case 'deletionConfirm':
      return <DeletionConfirm pending={screen.pending} onConfirm={ignore} onCancel={ignore} />;
    case 'deleted':
      return <p>{deletionScreens.done.lead}</p>;
    case 'noAccount':
      return (
        <>
          {screen.message ? (
            <p className="form-notice" role="alert">
              {screen.message}
            </p>
          ) : null}
          <p>{flowScreens.noAccount.lead}</p>
        </>
      );
    case 'login':
      return <LoginForm onSubmit={ignore} pending={screen.pending} errorLine={screen.errorLine} />;
    case 'loggedIn':
      return <p>{text.loggedIn}</p>;
    case 'contact':
      return (
        <p>
          {screen.sent
            ? text.contactSent
            : screen.failed
              ? text.contactFailed
              : screen.pending
                ? text.contactSending
                : text.contactEditing}
        </p>
      );
    case 'blank':
      return null;
  }
}
