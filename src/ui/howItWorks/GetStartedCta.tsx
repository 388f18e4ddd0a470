import { Link } from '@tanstack/react-router';
import { howItWorks } from '../../content/howItWorks';
import { Icon } from '../art/Icon';

// A logged-in owner already has an account (the register page would send them home),
// so they are pointed at the app instead.
export function GetStartedCta({ loggedIn }: { loggedIn: boolean }) {
  const { getStarted } = howItWorks.businesses;
  return (
    <section className="section" aria-labelledby="get-started-title">
      <div className="container">
        <div className="get-started">
          <div>
            <h2 id="get-started-title">{getStarted.title}</h2>
            <p className="get-started__lead">{getStarted.lead}</p>
          </div>
          {loggedIn ? (
            <Link className="btn" to="/how-it-works" search={{ activeTab: 1 }} hash="download">
              {getStarted.loggedIn}
              <Icon name="arrow" size={18} />
            </Link>
          ) : (
            <Link className="btn" to="/register" search={{ mode: 'signup' }}>
              {getStarted.loggedOut}
              <Icon name="arrow" size={18} />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
