import type { ReactNode } from 'react';
import type { SocialNetwork } from '../../content/navigation';

// Simple line-drawn network marks, sized by CSS and coloured by currentColor.
const paths: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.4" cy="6.6" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: (
    <path d="M15.5 3.5h-2.2A4 4 0 0 0 9.3 7.5v3H7v3.4h2.3v6.6h3.5v-6.6h2.5l.5-3.4h-3V8.2c0-.6.4-1 1-1h1.7z" />
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5v6M8 7.5v.01M12 16.5v-6M12 13.2a2.7 2.7 0 0 1 5.2-1v4.3" />
    </>
  ),
  tiktok: <path d="M13.5 3.5v11.3a3.7 3.7 0 1 1-3.7-3.7M13.5 3.5c.4 2.7 2.2 4.5 5 4.7" />,
};

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
      {paths[network]}
    </svg>
  );
}
