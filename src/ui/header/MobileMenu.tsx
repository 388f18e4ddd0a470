import { Link } from '@tanstack/react-router';
import { accountNav, chromeCopy } from '../../content/navigation';
import { MenuIcon, UserIcon } from './icons';
import { LanguageSwitch, type LanguageLink } from './LanguageSwitch';
import { LogoutButton } from './LogoutButton';
import { NavLinks } from './NavLinks';
import { useDisclosure } from './useDisclosure';

export interface MobileMenuProps {
  loggedIn: boolean;
  onLogout: () => void;
  language: LanguageLink;
}

// Below the desktop breakpoint the links move into a panel opened by a menu button.
export function MobileMenu({ loggedIn, onLogout, language }: MobileMenuProps) {
  const { open, toggle, close, panelId, rootRef, toggleRef } = useDisclosure();
  return (
    <div className="mobile-menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <MenuIcon open={open} />
        <span className="visually-hidden">{chromeCopy.menu}</span>
      </button>
      <div id={panelId} className="mobile-menu__panel" hidden={!open}>
        <nav aria-label={chromeCopy.mobileNav}>
          <NavLinks className="mobile-menu__links" onNavigate={close} />
        </nav>
        <LanguageSwitch link={language} className="mobile-menu__row" />
        <div className="mobile-menu__account">
          {loggedIn ? (
            <>
              <Link to={accountNav.profile.to} className="mobile-menu__row" onClick={close}>
                <UserIcon />
                {accountNav.profile.label}
              </Link>
              <Link to={accountNav.deleteAccount.to} className="mobile-menu__row" onClick={close}>
                {accountNav.deleteAccount.label}
              </Link>
              <LogoutButton className="mobile-menu__row" onClose={close} onLogout={onLogout} />
            </>
          ) : (
            <>
              <Link
                to={accountNav.signup.to}
                search={accountNav.signup.search}
                className="btn btn--block"
                onClick={close}
              >
                {accountNav.signup.label}
              </Link>
              <Link
                to={accountNav.login.to}
                search={accountNav.login.search}
                className="btn btn--outline btn--block"
                onClick={close}
              >
                {accountNav.login.label}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
