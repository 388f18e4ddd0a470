// The frame of every sign-up, login and reset screen: a card with the screen heading, and
// on wide screens a brand panel beside it. The heading takes focus whenever `stepKey`
// changes (each flow step), so keyboard and screen-reader users land on the new step.
import { useEffect, useRef, type ReactNode } from 'react';
import { AuthAside } from './AuthAside';
import './flows.css';

export interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  stepKey: string;
  footer?: ReactNode;
  // Off for a preview of a screen (the support console's): it must not take the focus.
  takeFocus?: boolean;
}

export function AuthLayout({
  title,
  lead,
  children,
  stepKey,
  footer,
  takeFocus = true,
}: AuthLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus({ preventScroll: false });
  }, [stepKey, takeFocus]);
  return (
    <section className="auth section">
      <div className="container auth__grid">
        <AuthAside />
        <div className="auth__card card">
          <h1 className="auth__title" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {lead ? <p className="auth__lead">{lead}</p> : null}
          <div className="auth__body">{children}</div>
          {footer ? <div className="auth__footer">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}
