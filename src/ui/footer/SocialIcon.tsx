import type { SocialNetwork } from '../../content/navigation';
import marks from './marks.svg?url';

// Simple line-drawn network marks from the shared sprite (marks.svg), sized by CSS and
// coloured by currentColor; the stroke is set here, where the sprite's copy inherits it.
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      className="social__icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${marks}#${network}`} />
    </svg>
  );
}
