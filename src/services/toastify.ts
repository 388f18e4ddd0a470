import { toast, type TypeOptions } from 'react-toastify/unstyled';
import { TOAST_DURATION_MS, type Toasts } from './toast';

// react-toastify behind the app's Notify interface; loaded with the container.
// One toast at a time: each event's toast replaces whatever is on screen, so toasts never
// stack over the page (a toast with the id of the one on screen turns it into its outcome).

// A dismissed toast stays in the library's list until its exit animation ends, and a toast
// given its id meanwhile would only update the one leaving, unseen (a right code typed just
// after a wrong one: its 'verifying' and 'verified' went nowhere). Every dismissal starts a
// new generation of ids, so the next toast under an id is a new one.
let generation = 0;
const idOf = (id: string | undefined) => (id ? `${id}:${generation}` : undefined);

function dismissAll(): void {
  toast.dismiss();
  generation += 1;
}

export const toastify: Toasts = {
  notify({ kind, message, id }) {
    if (!id || !toast.isActive(idOf(id) ?? '')) dismissAll();
    const toastId = idOf(id);
    if (kind === 'loading') {
      if (toastId && toast.isActive(toastId))
        toast.update(toastId, { render: message, isLoading: true });
      else toast.loading(message, { toastId });
      return;
    }
    const type: TypeOptions = kind;
    const options = { type, autoClose: TOAST_DURATION_MS[kind], isLoading: false };
    if (toastId && toast.isActive(toastId)) toast.update(toastId, { ...options, render: message });
    else toast(message, { ...options, toastId });
  },
  dismissAll,
};
