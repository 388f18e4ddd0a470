import { toast, type TypeOptions } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info' | 'loading';

export interface ToastRequest {
  kind: ToastKind;
  message: string;
  // Reusing an id turns a running toast (e.g. 'verifying') into its outcome.
  id?: string;
}

export type Notify = (request: ToastRequest) => void;

// Durations of the product's toast settings; loading toasts stay until replaced.
export const TOAST_DURATION_MS = { success: 2000, error: 4000, info: 3500 } as const;

export const notify: Notify = ({ kind, message, id }) => {
  if (kind === 'loading') {
    if (id && toast.isActive(id)) toast.update(id, { render: message, isLoading: true });
    else toast.loading(message, { toastId: id });
    return;
  }
  const type: TypeOptions = kind;
  const options = { type, autoClose: TOAST_DURATION_MS[kind], isLoading: false };
  if (id && toast.isActive(id)) toast.update(id, { ...options, render: message });
  else toast(message, { ...options, toastId: id });
};

export const dismissToasts = (): void => {
  toast.dismiss();
};
