import { Link } from '@tanstack/react-router';

export interface HeaderProps {
  loggedIn: boolean;
  onLogout: () => void;
}

export function Header({ loggedIn, onLogout }: HeaderProps) {
  return (
    <header>
      <Link to="/">Tamreen</Link>
      {loggedIn ? (
        <button type="button" onClick={onLogout}>
          Logout
        </button>
      ) : (
        <Link to="/register" search={{ mode: 'login' }}>
          Login
        </Link>
      )}
    </header>
  );
}
