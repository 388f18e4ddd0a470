import { flowWordsText } from '../content/flows';
import type { ToastParams } from '../machines/flowEffects';
import type { Notify, ToastRequest } from '../services/toast';

// A machine's toast, said in the page's language when it is shown.
function toastRequest({ kind, words, id }: ToastParams): ToastRequest {
  return { kind, message: flowWordsText(words), ...(id ? { id } : {}) };
}

export const flowToast =
  (notify: Notify) =>
  (_: unknown, params: ToastParams): void =>
    notify(toastRequest(params));
