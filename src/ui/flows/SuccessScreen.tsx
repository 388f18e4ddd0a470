// A finished-flow page: a congratulation, numbered next steps, the app store badges and
// optional extra actions. Used by /success-login and /success-signup.
import { useEffect, useRef, type ReactNode } from 'react';
import { StoreBadges } from '../StoreBadges';
import './success.css';

export interface SuccessScreenProps {
  eyebrow: string;
  title: string;
  lead: string;
  steps: readonly string[];
  appStoreHref: string;
  googlePlayHref: string;
  note?: string;
  children?: ReactNode;
}

export function SuccessScreen(props: SuccessScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="success section">
      <div className="container success__inner">
        <div className="success__badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="36" height="36">
            <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="2.4" />
          </svg>
        </div>
        <p className="eyebrow">{props.eyebrow}</p>
        <h1 className="success__title" ref={heading} tabIndex={-1}>
          {props.title}
        </h1>
        <p className="lead success__lead">{props.lead}</p>
        <ol className="success__steps">
          {props.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <StoreBadges
          className="success__badges"
          appStoreHref={props.appStoreHref}
          googlePlayHref={props.googlePlayHref}
        />
        {props.note ? <p className="success__note">{props.note}</p> : null}
        {props.children ? <div className="success__actions">{props.children}</div> : null}
      </div>
    </section>
  );
}
