import { Link } from '@tanstack/react-router';
import { accountNav } from '../content/navigation';
import { Logo } from './Logo';
import { MobileMenu } from './header/MobileMenu';
import { NavLinks } from './header/NavLinks';
import { WelcomeMenu } from './header/WelcomeMenu';
import './header/header.css';
import './header/menus.css';

export interface HeaderProps {
  loggedIn: boolean;
  onLogout: () => void;
  /** Shown in the Welcome menu when known. */
  userName?: string;
}

export function Header({ loggedIn, onLogout, userName }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo">
          <Logo /> <span className="visually-hidden">(home)</span>
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <NavLinks className="site-header__links" />
        </nav>
        <div className="site-header__actions">
          {loggedIn ? (
            <WelcomeMenu userName={userName} onLogout={onLogout} />
          ) : (
            <>
              <Link
                to={accountNav.login.to}
                search={accountNav.login.search}
                className="nav-link site-header__login"
              >
                {accountNav.login.label}
              </Link>
              <Link
                to={accountNav.signup.to}
                search={accountNav.signup.search}
                className="btn btn--sm"
              >
                {accountNav.signup.label}
              </Link>
            </>
          )}
        </div>
        <MobileMenu loggedIn={loggedIn} onLogout={onLogout} />
      </div>
    </header>
  );
}
