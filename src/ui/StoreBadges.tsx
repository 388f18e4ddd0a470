import { chromeCopy } from '../content/navigation';
import './storeBadges.css';

export interface StoreBadgesProps {
  appStoreHref: string;
  googlePlayHref: string;
  /** Badges sit on dark and light backgrounds; a light outline keeps them distinct on dark ones. */
  tone?: 'onLight' | 'onDark';
  className?: string;
}

// Official-looking store badges drawn as SVG so they stay sharp and need no image requests.
export function StoreBadges({
  appStoreHref,
  googlePlayHref,
  tone = 'onLight',
  className,
}: StoreBadgesProps) {
  return (
    <ul className={['store-badges', `store-badges--${tone}`, className].filter(Boolean).join(' ')}>
      <li>
        <a className="store-badge" href={appStoreHref} target="_blank" rel="noopener noreferrer">
          <span className="visually-hidden">{chromeCopy.badges.appStore}</span>
          <AppStoreBadge />
        </a>
      </li>
      <li>
        <a className="store-badge" href={googlePlayHref} target="_blank" rel="noopener noreferrer">
          <span className="visually-hidden">{chromeCopy.badges.googlePlay}</span>
          <GooglePlayBadge />
        </a>
      </li>
    </ul>
  );
}

// Fonts differ by platform; a fixed text length keeps the wording inside the badge everywhere.
const fit = {
  fill: '#fff',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  lengthAdjust: 'spacingAndGlyphs',
} as const;

function AppStoreBadge() {
  return (
    <svg viewBox="0 0 135 40" width="135" height="40" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="134" height="39" rx="7" fill="#000" stroke="#a6a6a6" />
      <g transform="translate(9 7.5) scale(1.05)" fill="#fff">
        <path d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701" />
      </g>
      <text x="40" y="16" fontSize="8.5" textLength="62" {...fit}>
        {chromeCopy.badges.appStoreSmall}
      </text>
      <text x="39.5" y="31" fontSize="17" fontWeight="600" textLength="84" {...fit}>
        App Store
      </text>
    </svg>
  );
}

function GooglePlayBadge() {
  return (
    <svg viewBox="0 0 135 40" width="135" height="40" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="134" height="39" rx="7" fill="#000" stroke="#a6a6a6" />
      <g transform="translate(10 7)">
        <path d="M1 1.2 13.2 13 1 24.8c-.4-.3-.6-.8-.6-1.4V2.6c0-.6.2-1.1.6-1.4Z" fill="#2f9cf3" />
        <path d="M1 1.2c.5-.4 1.2-.4 1.9 0L17.3 9.3 13.2 13Z" fill="#30d158" />
        <path d="M17.3 9.3 21.6 11.7c1.2.7 1.2 1.9 0 2.6l-4.3 2.4L13.2 13Z" fill="#ffcc00" />
        <path d="M13.2 13 17.3 16.7 2.9 24.8c-.7.4-1.4.4-1.9 0Z" fill="#ff3b30" />
      </g>
      <text x="40" y="15.5" fontSize="8" textLength="40" {...fit}>
        {chromeCopy.badges.googlePlaySmall}
      </text>
      <text x="39.5" y="31" fontSize="16.5" fontWeight="600" textLength="86" {...fit}>
        Google Play
      </text>
    </svg>
  );
}
