// The flows' toasts. react-toastify and its container load on the first toast, so pages
// that never show one (every marketing page) do not download them: `notify` waits for the
// container (src/app/AppToaster.tsx) to be on screen, then shows the toast.

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

// What the mounted container offers (src/services/toastify.ts).
export interface Toasts {
  notify: Notify;
  dismissAll: () => void;
}

let ready: Promise<Toasts> | undefined;
let resolveReady: ((toasts: Toasts) => void) | undefined;
const listeners = new Set<() => void>();

// Asks the app to mount the container; resolves once it has.
function toasts(): Promise<Toasts> {
  if (!ready) {
    ready = new Promise((resolve) => (resolveReady = resolve));
    listeners.forEach((listener) => listener());
  }
  return ready;
}

// For the root layout: whether the container is wanted yet, and when that changes.
export const toasterWanted = {
  get: (): boolean => ready !== undefined,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Called by the container once it is mounted.
export function toasterMounted(mounted: Toasts): void {
  resolveReady?.(mounted);
}

// Where a screen says a failure in place: under a field, the form or the code boxes.
const INLINE_FAILURES = '.form-error, .form-notice[role="alert"], .otp__error, .field__error';

// The same words, told apart only by case ('Internal server error' and the line's 'Internal
// Server Error') or spacing, are the same thing said twice.
export const sameWords = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLocaleLowerCase() ===
  b.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

// The place itself, or one paragraph of it (a notice that says the failure, then ways on).
function saidInPlace(message: string): boolean {
  const places = `main :is(${INLINE_FAILURES}), main :is(${INLINE_FAILURES}) > *`;
  return [...document.querySelectorAll(places)].some((element) =>
    sameWords(element.textContent ?? '', message),
  );
}

// An error the screen already says in place is not said again over it: checked once the
// screen has drawn the failure (the toast and the line come from the same step). What it
// would have replaced (the 'verifying' toast) goes, as a new toast's arrival would take it.
export const notify: Notify = (request) => {
  void toasts().then(async (t) => {
    if (request.kind === 'error') {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (saidInPlace(request.message)) return t.dismissAll();
    }
    t.notify(request);
  });
};

export const dismissToasts = (): void => {
  // Nothing to dismiss before the first toast.
  if (ready) void ready.then((t) => t.dismissAll());
};
