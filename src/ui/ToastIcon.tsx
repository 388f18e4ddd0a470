import type { IconProps } from 'react-toastify/unstyled';

// The toasts' icons, drawn in the site's line style (2px rounded strokes, like the header's),
// in place of the library's: a tick for success, an exclamation for errors, an "i" for news,
// the site's spinner while something is under way.
export function ToastIcon({ type, isLoading }: IconProps) {
  if (isLoading) return <span className="spinner toast-icon__spinner" aria-hidden="true" />;
  const mark =
    type === 'success' ? (
      <path d="m8 12.5 2.6 2.6L16.2 9.5" />
    ) : type === 'error' ? (
      <path d="M12 7.5v5.5M12 16.4v.1" />
    ) : (
      <path d="M12 11v5.5M12 7.6v.1" />
    );
  return (
    <svg
      className={`toast-icon toast-icon--${type}`}
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
