import type { IconProps } from 'react-toastify/unstyled';

type Status = 'success' | 'error' | 'info';

// A status drawn in the site's line style (2px rounded strokes, like the header's): a tick
// for success, an exclamation for errors, an "i" for news. The toasts and the storage
// notice both show it.
export function StatusMark({ status, className }: { status: Status; className: string }) {
  const mark =
    status === 'success' ? (
      <path d="m8 12.5 2.6 2.6L16.2 9.5" />
    ) : status === 'error' ? (
      <path d="M12 7.5v5.5M12 16.4v.1" />
    ) : (
      <path d="M12 11v5.5M12 7.6v.1" />
    );
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9.25" />
      {mark}
    </svg>
  );
}

// The toasts' icons, in place of the library's: the status mark, or the site's spinner
// while something is under way.
export function ToastIcon({ type, isLoading }: IconProps) {
  if (isLoading) return <span className="spinner toast-icon__spinner" aria-hidden="true" />;
  const status: Status = type === 'success' || type === 'error' ? type : 'info';
  return <StatusMark status={status} className={`toast-icon toast-icon--${type}`} />;
}
