import type { PendingRegistration } from '../../../machines/flowMemory';
import { m } from '../../../paraglide/messages.js';
import { FailureError, failureOf, type Outcome } from '../../../schemas/failure';

// What stands in for the owner's data in a replay. A trace never holds what the owner typed
// or received, so every value here is invented and shaped only to pass the machines' checks.
export const PLACEHOLDER_PHONE = '+201000000067';
// isFullCode needs six digits; this code is fed to the machine and never shown.
export const REPLAY_CODE = '000000';
export const REPLAY_PASSWORD = 'Replay-password-1';

export const placeholderDetails = (withLocation: boolean): PendingRegistration => ({
  first_name: 'Owner',
  last_name: 'name',
  business_name: 'Business name',
  business_type: 1,
  email: 'owner@business.example',
  phone: PLACEHOLDER_PHONE,
  website_url: '',
  location: withLocation ? { latitude: 30.0444, longitude: 31.2357 } : undefined,
});

const placeholderOutputs: Record<string, unknown> = {
  sendCode: 'replay',
  confirmCode: 'replay',
  locate: { coordinates: { latitude: 30.0444, longitude: 31.2357 } },
  login: { token: 'replay', firstName: 'Owner' },
};

// What an actor call that ended `ok` resolves with, by the id the machine invoked it under
// (the contact form's send has no id of its own: it answers with a thank-you page).
export function placeholderOutput(actorId: string): unknown {
  if (actorId.endsWith('.contact.submitting')) return '<p>Thank you</p>';
  return placeholderOutputs[actorId];
}

// Where the owner read the server's own words, which a trace never keeps, the replay says
// so in their place (the console reader's language, marked with brackets).
export const serverWordsPlaceholder = (): string => m.support_trace_server_words();

/**
 * The error an actor call that ended with `outcome` rejects with: the failure the trace
 * recorded, decoded by the one decoder (`failureOf`), so the machines take the same path and
 * the screens say the same words; where the server gave words of its own, the placeholder
 * stands in for them.
 */
export function outcomeError(outcome: Outcome | undefined): FailureError {
  return new FailureError(
    (outcome && failureOf(outcome, serverWordsPlaceholder())) || { kind: 'unexpected' },
  );
}
