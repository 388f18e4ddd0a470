import { toast, type TypeOptions } from 'react-toastify/unstyled';
import { TOAST_DURATION_MS, type Toasts } from './toast';

// react-toastify behind the app's Notify interface; loaded with the container.
export const toastify: Toasts = {
  notify({ kind, message, id }) {
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
