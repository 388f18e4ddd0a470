import { accountNav } from '../../content/navigation';
import { LogoutIcon } from './icons';

export interface LogoutButtonProps {
  className: string;
  // Closes the menu holding the button before the session logs out and reloads.
  onClose: () => void;
  onLogout: () => void;
}

export function LogoutButton({ className, onClose, onLogout }: LogoutButtonProps) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onClose();
        onLogout();
      }}
    >
      <LogoutIcon />
      {accountNav.logout}
    </button>
  );
}
