import { Link } from '@tanstack/react-router';
import { accountNav, chromeCopy } from '../content/navigation';
import { Logo } from './Logo';
import { LanguageSwitch, type LanguageLink } from './header/LanguageSwitch';
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
  /** This page in the other language. */
  language: LanguageLink;
}

export function Header({ loggedIn, onLogout, userName, language }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo">
          <Logo /> <span className="visually-hidden">{chromeCopy.homeSuffix}</span>
        </Link>
        <OwnerLinks
          loggedIn={loggedIn}
          onLogout={onLogout}
          userName={userName}
          language={language}
        />
      </div>
    </header>
  );
}

// The owners' part of the header: the site's pages, the language, the account.
function OwnerLinks({ loggedIn, onLogout, userName, language }: HeaderProps) {
  return (
    <>
      <nav aria-label={chromeCopy.mainNav} className="site-header__nav">
        <NavLinks className="site-header__links" />
      </nav>
      <div className="site-header__actions">
        <LanguageSwitch link={language} className="site-header__language" />
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
      <MobileMenu loggedIn={loggedIn} onLogout={onLogout} language={language} />
    </>
  );
}
