import { readContactAnswer, readSentTraceReference } from './storage/flowStorage';

export { readSentTraceReference };
import { sanitizeHtml } from '../services/sanitizeHtml';
import type { KeyValueStore } from '../services/storage';

// Only the thank-you page imports this module, so the sanitizer (DOMPurify) stays in that
// page's own chunk and never in the contact form's.

/**
 * The contact service's stored answer, sanitized, or nothing when there is none or when
 * sanitizing leaves it empty (say, an answer that was only a script): the page then shows
 * its own thank-you text.
 */
export function readSafeContactAnswer(store: KeyValueStore): string | undefined {
  const raw = readContactAnswer(store);
  const safe = raw ? sanitizeHtml(raw).trim() : '';
  return safe || undefined;
}
