import { Link } from '@tanstack/react-router';
import { primaryNav } from '../../content/navigation';

export interface NavLinksProps {
  className: string;
  onNavigate?: () => void;
}

// The three page links, shared by the desktop bar and the mobile panel.
export function NavLinks({ className, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {primaryNav.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="nav-link" onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
