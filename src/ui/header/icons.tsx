// Small stroke icons used by the header menus; decorative, so hidden from assistive tech.
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function ChevronIcon() {
  return (
    <svg {...common} className="icon icon--chevron">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg {...common} className="icon">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function AndroidIcon() {
  return (
    <svg {...common} className="icon">
      <path d="M6 10h12v7a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2zM6 10a6 6 0 0 1 12 0M8 4l1.5 2.5M16 4l-1.5 2.5" />
    </svg>
  );
}

export function AppleIcon() {
  return (
    <svg {...common} className="icon">
      <path d="M16 13.5c0-2 1.6-3 1.7-3-1-1.4-2.5-1.6-3-1.6-1.3-.1-2.5.8-3.1.8s-1.6-.8-2.7-.8A4 4 0 0 0 5.5 11c-1.5 2.6-.4 6.4 1 8.5.7 1 1.5 2.1 2.6 2 1 0 1.4-.7 2.7-.7s1.6.7 2.7.7 1.8-1 2.5-2a8.6 8.6 0 0 0 1.1-2.3A3.6 3.6 0 0 1 16 13.5zM14 5.6A3.3 3.3 0 0 0 14.8 3a3.4 3.4 0 0 0-2.2 1.1 3.1 3.1 0 0 0-.8 2.4A2.8 2.8 0 0 0 14 5.6z" />
    </svg>
  );
}

export function LogoutIcon() {
  return (
    <svg {...common} className="icon">
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg {...common} className="icon">
      <path d="M20 21a8 8 0 0 0-16 0M12 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg {...common} className="icon">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}
