import { useCallback, useState } from 'react';
import { afterPaint } from '../../slowPhone/interactions/afterPaint';

/**
 * For a form that renders before the code its submit needs (a prerendered flow page): the
 * owner reaching for it starts the load (`intent`), and what needs the code waits for it
 * (`withLoaded`), the form showing a held submit as under way. A load that fails (offline)
 * ends the wait with `failed`, and the next reach tries again; nothing typed is lost.
 */
export function useLoadOnIntent<T>(current: T | undefined, load: () => Promise<T>) {
  const [holding, setHolding] = useState(false);
  const [failed, setFailed] = useState(false);
  const intent = useCallback(() => void load().catch(() => undefined), [load]);
  const withLoaded = (act: (value: T) => void) => {
    setHolding(true);
    setFailed(false);
    if (current) {
      // The press paints first (the button busy), then the flow moves: a submit sets off
      // validation, the trace and the next screen, which would hold that paint back.
      afterPaint(() => {
        setHolding(false);
        act(current);
      });
      return;
    }
    load().then(
      (value) => {
        setHolding(false);
        act(value);
      },
      () => {
        setHolding(false);
        setFailed(true);
      },
    );
  };
  return { intent, holding, failed, withLoaded };
}
