import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { afterPaint } from '../../slowPhone/interactions/afterPaint';

// A form whose logic loads when the owner reaches for it: the first focus in it, a press on
// it (a tap on a button does not focus it everywhere) or typing. What was done before the
// page was live counts once it is: the focus still in the form, the typing replayed.
//
// The loading runs once the press or keystroke has painted: starting a dozen downloads
// (the bundler adds a preload tag for each file) is long work on a slow phone, and inside the
// handler the tap on the first field would wait for it to show (docs/performance.md).
export function useIntentHandlers(onIntent: (() => void) | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  const checked = useRef(false);
  const latest = useRef(onIntent);
  useLayoutEffect(() => {
    latest.current = onIntent;
  });
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (ref.current?.contains(document.activeElement)) onIntent?.();
  }, [onIntent]);
  // Keystrokes in a row ask once a frame; the intent then reads the values as they stand.
  const waiting = useRef(false);
  const reach = useCallback(() => {
    if (waiting.current || !latest.current) return;
    waiting.current = true;
    afterPaint(() => {
      waiting.current = false;
      latest.current?.();
    });
  }, []);
  const handler = onIntent ? reach : undefined;
  return { ref, onFocus: handler, onPointerDown: handler, onInput: handler };
}
