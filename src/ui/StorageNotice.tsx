import { storageNoticeCopy as copy } from '../content/storageNotice';
import { StatusMark } from './ToastIcon';
import './footCard.css';
import './storageNotice.css';

// A card at the foot of the screen (footCard.css). It is an alert: it arrives while the
// owner is busy with a form, and what it says changes how they should go on (keep this tab
// open). It takes no focus from that form.
export function StorageNotice({ onClose }: { onClose: () => void }) {
  return (
    <div className="foot-card storage-notice" role="alert" aria-label={copy.label}>
      <StatusMark status="info" className="storage-notice__icon" />
      <p className="storage-notice__text">{copy.text}</p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
        {copy.close}
      </button>
    </div>
  );
}
