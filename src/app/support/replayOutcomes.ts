import type { PendingRegistration } from '../../machines/flowRecords';
import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../services/api';
import { toPhoneAuthError } from '../../services/phoneAuth';

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

// The error an actor call that ended with `outcome` rejects with: the same error the
// services would have produced, so the machines choose the same path and text.
export function outcomeError(actorId: string, outcome: string | undefined): Error {
  if (outcome?.startsWith('auth/'))
    return toPhoneAuthError({ code: outcome }, actorId === 'sendCode' ? 'send' : 'confirm');
  const status = /^http-(\d{3})$/.exec(outcome ?? '')?.[1];
  // No message: the machine falls back to its catalogue text, as for a server without one.
  if (status) return new ApiError('', Number(status));
  if (outcome === 'timeout') return new ApiError(TIMEOUT_MESSAGE);
  if (outcome === 'network') return new ApiError(NETWORK_MESSAGE);
  return new ApiError('');
}
