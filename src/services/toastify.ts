import { toast, type TypeOptions } from 'react-toastify/unstyled';
import { TOAST_DURATION_MS, type Toasts } from './toast';

// react-toastify behind the app's Notify interface; loaded with the container.
// One toast at a time: each event's toast replaces whatever is on screen, so toasts never
// stack over the page (a toast with the id of the one on screen turns it into its outcome).
export const toastify: Toasts = {
  notify({ kind, message, id }) {
    if (!id || !toast.isActive(id)) toast.dismiss();
    if (kind === 'loading') {
      if (id && toast.isActive(id)) toast.update(id, { render: message, isLoading: true });
      else toast.loading(message, { toastId: id });
      return;
    }
    const type: TypeOptions = kind;
    const options = { type, autoClose: TOAST_DURATION_MS[kind], isLoading: false };
    if (id && toast.isActive(id)) toast.update(id, { ...options, render: message });
    else toast(message, { ...options, toastId: id });
  },
  dismissAll() {
    toast.dismiss();
  },
};
