// The submit button of a flow form. While `pending` it is disabled, marked aria-busy and
// shows a spinner (and `pendingLabel` when given), so a running call cannot be sent twice.
import { memo, type ReactNode } from 'react';

export interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  pendingLabel?: ReactNode;
  className?: string;
}

export const SubmitButton = memo(function SubmitButton({
  pending,
  children,
  pendingLabel,
  className,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`btn btn--block submit-button ${className ?? ''}`.trim()}
      disabled={pending}
      aria-busy={pending}
      // Pressing the button would blur the field being edited, whose new message can push
      // the button away before the click lands. Keeping focus lets the click submit, and
      // submit validates every field anyway.
      onMouseDown={(event) => event.preventDefault()}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      <span>{pending && pendingLabel ? pendingLabel : children}</span>
    </button>
  );
});
