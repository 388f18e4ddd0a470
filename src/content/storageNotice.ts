import { m } from '../paraglide/messages.js';

export const storageNoticeCopy = {
  label: m.storage_notice_label(),
  text: m.storage_unavailable(),
  close: m.storage_notice_close(),
} as const;
