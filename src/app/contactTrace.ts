import { SESSION_KEYS } from './storage/storageKeys';
import {
  REFERENCE_PATTERN,
  TRACE_FORMAT_UNVERSIONED,
  TRACE_VERSION,
} from '../schemas/traceReference';
import type { AppServices } from './services';

// The reference of the tab's trace, read without the recorder: the contact page shows the
// offer before anything else of the form loads. A trace with no steps offers nothing, as
// the recorder reads it.
function traceReference({ sessionStore }: AppServices): string | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStore.get(SESSION_KEYS.flowTrace) ?? '');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { v, reference, entries } = stored as Record<string, unknown>;
    return (v === TRACE_VERSION || v === TRACE_FORMAT_UNVERSIONED) &&
      typeof reference === 'string' &&
      REFERENCE_PATTERN.test(reference) &&
      Array.isArray(entries) &&
      entries.length > 0
      ? reference
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The flow trace the contact form offers to attach: the tab's own, ticked when the owner
 * came through "Get help" with its reference. Kept apart from the form's machine so the
 * page can show the offer before that machine has loaded.
 */
export function contactTraceOffer(
  services: AppServices,
  helpReference?: string,
): { reference: string; attach: boolean } | undefined {
  const reference = traceReference(services);
  return reference ? { reference, attach: reference === helpReference } : undefined;
}
