import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { home } from '../../content/home';
import { Icon } from '../art/Icon';

// Logged-in owners learn how payouts work (the first FAQ answer); visitors are invited to sign up.
function EarningsLink({
  loggedIn,
  className,
  children,
}: {
  loggedIn: boolean;
  className: string;
  children: ReactNode;
}) {
  return loggedIn ? (
    <Link
      className={className}
      to="/how-it-works"
      search={{ activeTab: 1, openedQuestion: 1 }}
      hash="faq"
    >
      {children}
    </Link>
  ) : (
    <Link className={className} to="/register" search={{ mode: 'signup' }}>
      {children}
    </Link>
  );
}

export function EarningsCta({ loggedIn }: { loggedIn: boolean }) {
  const { earnings } = home;
  return (
    <section className="section" aria-labelledby="earnings-title">
      <div className="container">
        <div className="earnings">
          <div className="earnings__copy">
            <p className="eyebrow earnings__eyebrow">{earnings.eyebrow}</p>
            <h2 id="earnings-title">{earnings.title}</h2>
            <p className="earnings__lead">{earnings.lead}</p>
          </div>
          <div className="earnings__actions">
            <EarningsLink loggedIn={loggedIn} className="btn btn--outline earnings__find">
              {earnings.findOut}
            </EarningsLink>
            <EarningsLink loggedIn={loggedIn} className="btn btn--accent">
              {earnings.getStarted}
              <Icon name="arrow" size={18} />
            </EarningsLink>
          </div>
          <div className="earnings__decor" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        </div>
      </div>
    </section>
  );
}
