import { flowWordsText } from '../../content/flows';
import type { ToastParams } from '../../machines/flowShared';
import type { Locale } from '../../paraglide/runtime.js';
import { TOAST_DURATION_MS } from '../../services/toast';
import type { ScreenToast } from '../../ui/support/model';

export interface IssuedToast {
  request: ToastParams;
  // Trace time (ms since the trace began) of the step that raised it.
  at: number;
  // Index of the step that raised it.
  step: number;
}

// The toasts on screen at `step`: a toast with an id is replaced by the next one with that
// id (the 'verifying' toast turning into its outcome), others stay for the product's
// duration of their kind, and a loading toast stays until replaced. Said in `locale`, the
// owner's language.
export function toastsOnScreen(
  issued: readonly IssuedToast[],
  step: number,
  now: number,
  locale: Locale,
) {
  const live = new Map<string, IssuedToast>();
  issued.forEach((toast, i) => {
    if (toast.step > step) return;
    live.set(toast.request.id ?? `toast-${i}`, toast);
  });
  const shown: ScreenToast[] = [];
  for (const [key, { request, at }] of live) {
    const lasts = request.kind === 'loading' ? Infinity : TOAST_DURATION_MS[request.kind];
    if (now - at < lasts)
      shown.push({ key, kind: request.kind, message: flowWordsText(request.words, locale) });
  }
  return shown;
}
