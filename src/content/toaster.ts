import { m } from '../paraglide/messages.js';

// The toasts' container and close button, named for assistive technology in the page's
// language (the library names them in English); Alt+T moves the focus to the toasts. A
// module of its own, so only the toast chunk carries it.
export const toasterCopy = {
  region: m.chrome_toasts(),
  close: m.chrome_toast_close(),
} as const;
