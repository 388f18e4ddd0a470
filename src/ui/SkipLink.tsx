import { chromeCopy } from '../content/navigation';
import './header/skipLink.css';

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {chromeCopy.skipToContent}
    </a>
  );
}
