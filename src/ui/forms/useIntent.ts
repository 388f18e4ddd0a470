import { useEffect, useRef } from 'react';

// A form whose logic loads when the owner reaches for it: the first focus in it, a press on
// it (a tap on a button does not focus it everywhere) or typing. What was done before the
// page was live counts once it is: the focus still in the form, the typing replayed.
export function useIntent(onIntent: (() => void) | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (ref.current?.contains(document.activeElement)) onIntent?.();
  }, [onIntent]);
  return { ref, onFocus: onIntent, onPointerDown: onIntent, onInput: onIntent };
}
