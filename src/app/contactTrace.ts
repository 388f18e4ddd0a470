import type { AppServices } from './services';

/**
 * The flow trace the contact form offers to attach: the tab's own, ticked when the owner
 * came through "Get help" with its reference. Kept apart from the form's machine so the
 * page can show the offer before that machine has loaded.
 */
export function contactTraceOffer(
  services: AppServices,
  helpReference?: string,
): { reference: string; attach: boolean } | undefined {
  const reference = services.trace.read()?.reference;
  return reference ? { reference, attach: reference === helpReference } : undefined;
}
