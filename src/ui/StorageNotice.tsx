import { storageNoticeCopy as copy } from '../content/storageNotice';
import './storageNotice.css';

// A card at the foot of the screen, over the page rather than in it, so nothing moves when
// it appears. It is an alert: it arrives while the owner is busy with a form, and what it
// says changes how they should go on (keep this tab open). It takes no focus from that form.
export function StorageNotice({ onClose }: { onClose: () => void }) {
  return (
    <div className="storage-notice" role="alert" aria-label={copy.label}>
      <svg
        className="storage-notice__icon"
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
        <path d="M12 11v5.5M12 7.6v.1" />
      </svg>
      <p className="storage-notice__text">{copy.text}</p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
        {copy.close}
      </button>
    </div>
  );
}
