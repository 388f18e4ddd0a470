import { chromeCopy } from '../content/navigation';
import marks from './footer/marks.svg?url';
import './storeBadges.css';

export interface StoreBadgesProps {
  appStoreHref: string;
  googlePlayHref: string;
  /** Badges sit on dark and light backgrounds; a light outline keeps them distinct on dark ones. */
  tone?: 'onLight' | 'onDark';
  className?: string;
}

// Official-looking store badges drawn as SVG so they stay sharp; the stores' marks come from
// the shared sprite (footer/marks.svg), cached once rather than inlined in every page.
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
      <use href={`${marks}#apple`} x="9" y="7.5" width="21.7" height="26.1" />
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
      <use href={`${marks}#play`} x="10" y="7" width="22.5" height="26" />
      <text x="40" y="15.5" fontSize="8" textLength="40" {...fit}>
        {chromeCopy.badges.googlePlaySmall}
      </text>
      <text x="39.5" y="31" fontSize="16.5" fontWeight="600" textLength="86" {...fit}>
        Google Play
      </text>
    </svg>
  );
}
