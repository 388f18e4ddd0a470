import { flowWordsText } from '../../../content/flows';
import type { ToastParams } from '../../../machines/flowEffects';
import type { Locale } from '../../../paraglide/runtime.js';
import { TOAST_DURATION_MS } from '../../../services/toast';
import type { ScreenToast } from '../model';

export interface IssuedToast {
  request: ToastParams;
  // Trace time (ms since the trace began) of the step that raised it.
  at: number;
  // Index of the step that raised it.
  step: number;
}

// The toast on screen at `step`, as the app shows them (src/services/toast.ts): one at a
// time, each replacing the one before (a toast with an id turning it into its outcome); an
// error the screen of its step said in place is not shown, and takes the one before with it;
// a toast stays for the product's duration of its kind, a loading toast until replaced. Said
// in `locale`, the owner's language.
export function toastsOnScreen(
  issued: readonly IssuedToast[],
  step: number,
  now: number,
  locale: Locale,
  saidInPlace: (toast: IssuedToast, message: string) => boolean,
): ScreenToast[] {
  let current: ScreenToast | undefined;
  let at = 0;
  issued.forEach((toast, i) => {
    if (toast.step > step) return;
    const { kind, id, words } = toast.request;
    const message = flowWordsText(words, locale);
    if (kind === 'error' && saidInPlace(toast, message)) {
      current = undefined;
      return;
    }
    current = { key: id ?? `toast-${i}`, kind, message };
    at = toast.at;
  });
  if (!current) return [];
  const lasts = current.kind === 'loading' ? Infinity : TOAST_DURATION_MS[current.kind];
  return now - at < lasts ? [current] : [];
}
