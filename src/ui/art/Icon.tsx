import type { ReactNode } from 'react';

// A small line-icon set on a 24px grid, drawn with currentColor so it takes the text colour.
const paths = {
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
      <path d="M15.5 5.3a3.5 3.5 0 0 1 0 6.4M17.5 14.8c2.2.6 3.6 2.4 4 5.2" />
    </>
  ),
  chart: (
    <>
      <path d="M3.5 20.5h17" />
      <rect x="5" y="12" width="3.5" height="6" rx="1" />
      <rect x="10.25" y="8" width="3.5" height="10" rx="1" />
      <rect x="15.5" y="4" width="3.5" height="14" rx="1" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7.5V18a2.5 2.5 0 0 0 2.5 2.5h13V9.5h-13A2.5 2.5 0 0 1 4 7v0a2.5 2.5 0 0 1 2.5-2.5H17v5" />
      <circle cx="15.5" cy="15" r="1.3" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8.5h14V12M12 8v12.5M12 8S10.8 3.5 8 3.5a2.2 2.2 0 0 0 0 4.5M12 8s1.2-4.5 4-4.5a2.2 2.2 0 0 1 0 4.5" />
    </>
  ),
  studio: (
    <>
      <circle cx="12" cy="4.8" r="2" />
      <path d="M5 9.5c2.3 1 4.6 1.5 7 1.5s4.7-.5 7-1.5M12 11v4.5M12 15.5l-3.5 5M12 15.5l3.5 5" />
    </>
  ),
  venue: (
    <>
      <path d="M3 20.5h18M5 20.5V9l7-5 7 5v11.5" />
      <path d="M9.5 20.5v-5.5h5v5.5M9 11h.01M15 11h.01" />
    </>
  ),
  store: (
    <>
      <path d="M4 9.5V20h16V9.5M3 9.5 5 4h14l2 5.5c0 1.5-1.3 2.5-2.7 2.5S15.5 11 15.5 9.5c0 1.5-1.5 2.5-3.5 2.5s-3.5-1-3.5-2.5C8.5 11 7.2 12 5.7 12S3 11 3 9.5Z" />
      <path d="M10 20v-4.5h4V20" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  heart: (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  arrow: <path d="M5 12h14M13 6l6 6-6 6" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths;

// Icons that point the way the text reads; a right-to-left page mirrors them. Every other
// icon (a calendar, a wallet) means the same either way and stays as drawn.
const DIRECTIONAL = new Set<IconName>(['arrow']);

export interface IconProps {
  name: IconName;
  className?: string;
  /** Pixel size; the icon scales with its container when left unset. */
  size?: number;
}

export function Icon({ name, className, size = 24 }: IconProps) {
  return (
    <svg
      className={
        [className, DIRECTIONAL.has(name) ? 'icon--directional' : undefined]
          .filter(Boolean)
          .join(' ') || undefined
      }
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
