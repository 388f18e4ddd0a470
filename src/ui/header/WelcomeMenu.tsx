import { Link } from '@tanstack/react-router';
import { accountNav, appDownloads } from '../../content/navigation';
import { AndroidIcon, AppleIcon, ChevronIcon } from './icons';
import { LogoutButton } from './LogoutButton';
import { useDisclosure } from './useDisclosure';

export interface WelcomeMenuProps {
  userName?: string;
  onLogout: () => void;
}

// Desktop account menu for a logged-in user: app downloads, account deletion and logout behind a
// disclosure button, so it works with Tab and Enter alone and needs no roving focus.
export function WelcomeMenu({ userName, onLogout }: WelcomeMenuProps) {
  const { open, toggle, close, panelId, rootRef, toggleRef } = useDisclosure();
  const greeting = userName ? accountNav.welcomeName(userName) : accountNav.welcome;
  return (
    <div className="welcome" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="welcome__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className="welcome__avatar" aria-hidden="true">
          {(userName ?? accountNav.welcome).charAt(0).toUpperCase()}
        </span>
        {greeting}
        <ChevronIcon />
      </button>
      <div id={panelId} className="welcome__panel" hidden={!open}>
        <p className="welcome__heading">{accountNav.getApp}</p>
        <ul className="welcome__list">
          {appDownloads.map((item) => (
            <li key={item.platform}>
              <a className="welcome__item" href={item.href} onClick={close}>
                {item.platform === 'Android' ? <AndroidIcon /> : <AppleIcon />}
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <Link className="welcome__item" to={accountNav.deleteAccount.to} onClick={close}>
          {accountNav.deleteAccount.label}
        </Link>
        <LogoutButton
          className="welcome__item welcome__logout"
          onClose={close}
          onLogout={onLogout}
        />
      </div>
    </div>
  );
}
