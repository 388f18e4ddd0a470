// The frame of every sign-up, login and reset screen: a card with the flow's steps and the
// screen heading (which the step describes, for screen readers), and on wide screens a brand
// panel beside it. The heading takes focus whenever `stepKey`
// changes (each flow step), so keyboard and screen-reader users land on the new step.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { stepText } from '../../content/flows';
import { AuthAside } from './AuthAside';
import { StepIndicator, type FlowSteps } from './StepIndicator';
import './flows.css';

export interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  stepKey: string;
  footer?: ReactNode;
  // The flow's steps with this screen's one marked; the heading then says "Step n of m".
  steps?: FlowSteps;
  // Off for a preview of a screen (the support console's): it must not take the focus.
  takeFocus?: boolean;
}

export function AuthLayout({
  title,
  lead,
  children,
  stepKey,
  footer,
  steps,
  takeFocus = true,
}: AuthLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const stepId = useId();
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    // An owner already in this card when it mounts (typing into a prerendered form before
    // the page was live) keeps their place; a new step takes the focus as always.
    if (first && heading.current?.closest('.auth__card')?.contains(document.activeElement)) return;
    if (takeFocus) heading.current?.focus({ preventScroll: false });
  }, [stepKey, takeFocus]);
  return (
    <section className="auth section">
      <div className="container auth__grid">
        <AuthAside />
        <div className="auth__card card">
          {steps ? <StepIndicator {...steps} /> : null}
          <h1
            className="auth__title"
            ref={heading}
            tabIndex={-1}
            aria-describedby={steps ? stepId : undefined}
          >
            {title}
          </h1>
          {steps ? (
            <p className="visually-hidden" id={stepId}>
              {stepText.ofTotal(
                steps.current + 1,
                steps.labels.length,
                steps.labels[steps.current] ?? '',
              )}
            </p>
          ) : null}
          {lead ? <p className="auth__lead">{lead}</p> : null}
          <div className="auth__body">{children}</div>
          {footer ? <div className="auth__footer">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}
