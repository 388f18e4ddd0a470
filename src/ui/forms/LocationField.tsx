// Optional location of the business: a "Use my current location" button and, beside it,
// what the lookup is doing or found (announced politely). The lookup itself is the
// parent's: this only asks for it (`onLocate`) and shows `status`.
import { fieldText, locationText } from '../../content/forms';

export type LocationStatus =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'located'; latitude: number; longitude: number }
  | { state: 'failed'; message: string };

export interface LocationFieldProps {
  status: LocationStatus;
  onLocate: () => void;
  disabled?: boolean;
}

const STATUS_ID = 'location-status';

function statusText(status: LocationStatus): string {
  switch (status.state) {
    case 'locating':
      return locationText.locating;
    case 'located':
      return locationText.located;
    case 'failed':
      return status.message;
    default:
      return locationText.hint;
  }
}

export function LocationField({ status, onLocate, disabled }: LocationFieldProps) {
  const busy = status.state === 'locating';
  return (
    <fieldset className="field location-field">
      <legend className="field__label">
        {locationText.label} <span className="field__optional">{fieldText.optional}</span>
      </legend>
      <div className="location-field__row">
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={onLocate}
          disabled={disabled || busy}
          aria-busy={busy}
          aria-describedby={STATUS_ID}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : <PinIcon />}
          {status.state === 'failed' ? locationText.retry : locationText.button}
        </button>
        <p
          id={STATUS_ID}
          className="location-field__status"
          data-state={status.state}
          aria-live="polite"
        >
          {statusText(status)}
        </p>
      </div>
    </fieldset>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="9.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
