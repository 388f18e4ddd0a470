import { Link } from '@tanstack/react-router';
import { supportCopy } from '../../content/support';
import './support.css';

const text = supportCopy.nav;

// The console's pages: the traces owners sent, and the field vitals. Each link is the page's
// own address, so the one on screen reads as the current page.
export function ConsoleNav() {
  return (
    <nav className="support__nav" aria-label={text.label}>
      <Link
        to="/support"
        className="support__nav-link"
        activeOptions={{ exact: true, includeSearch: false }}
      >
        {text.traces}
      </Link>
      <Link
        to="/support/vitals"
        className="support__nav-link"
        activeOptions={{ includeSearch: false }}
      >
        {text.vitals}
      </Link>
    </nav>
  );
}
