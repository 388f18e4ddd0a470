import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_SECONDS, flowText } from '../../../src/content/flows';
import {
  codeFailureToast,
  messageFrom,
  needsNewCode,
  phoneAuthMessage,
  phoneAuthReason,
  verifiedToast,
  verifyingToast,
  resendDelayMs,
  statusOf,
} from '../../../src/machines/flowShared';
import { ApiError } from '../../../src/services/api';
import { PhoneAuthError } from '../../../src/services/phoneAuth';

// How the flows read a failure: the text the user sees and whether the session ended.
describe('reading failures', () => {
  it('takes the HTTP status only from an answer that has one', () => {
    expect(statusOf({ status: 401 })).toBe(401);
    expect(statusOf({ status: '401' })).toBeUndefined();
    expect(statusOf({})).toBeUndefined();
    expect(statusOf(null)).toBeUndefined();
    expect(statusOf('401')).toBeUndefined();
  });

  it("shows the server's message, else the catalogue's", () => {
    expect(messageFrom({ message: 'Phone already registered' }, 'fallback')).toBe(
      'Phone already registered',
    );
    expect(messageFrom({ message: '' }, 'fallback')).toBe('fallback');
    expect(messageFrom({ message: 42 }, 'fallback')).toBe('fallback');
    expect(messageFrom({}, 'fallback')).toBe('fallback');
    expect(messageFrom(undefined, 'fallback')).toBe('fallback');
    expect(messageFrom('text', 'fallback')).toBe('fallback');
  });

  it('names a phone-auth failure in words, and leaves unknown ones to the flow', () => {
    expect(phoneAuthMessage(new PhoneAuthError('invalid-code'), 'fallback')).toBe(
      flowText.invalidCode,
    );
    expect(phoneAuthMessage(new PhoneAuthError('send-failed'), 'fallback')).toBe('fallback');
    expect(phoneAuthMessage({ reason: 'something-else' }, 'fallback')).toBe('fallback');
    expect(phoneAuthMessage({ reason: '' }, 'fallback')).toBe('fallback');
    expect(phoneAuthMessage(new ApiError('Server down', 500), 'fallback')).toBe('fallback');
  });

  it('names only the phone-auth failures it knows', () => {
    expect(phoneAuthReason(new PhoneAuthError('code-expired'))).toBe('code-expired');
    expect(phoneAuthReason({ reason: 'something-else' })).toBeUndefined();
    expect(phoneAuthReason({ reason: '' })).toBeUndefined();
    expect(phoneAuthReason(new Error('boom'))).toBeUndefined();
  });

  it('offers a new code at once only when the old one cannot work', () => {
    expect(needsNewCode(new PhoneAuthError('code-expired'))).toBe(true);
    expect(needsNewCode(new PhoneAuthError('missing-verification'))).toBe(true);
    expect(needsNewCode(new PhoneAuthError('invalid-code'))).toBe(false);
    expect(needsNewCode(undefined)).toBe(false);
  });

  it("shows 'verifying' as a spinner that turns into the success, in one toast", () => {
    expect(verifyingToast).toEqual({
      kind: 'loading',
      message: flowText.verifying,
      id: 'verify-code',
    });
    expect(verifiedToast).toEqual({
      kind: 'success',
      message: flowText.otpVerified,
      id: 'verify-code',
    });
  });

  it("turns the 'verifying' toast into the failure", () => {
    expect(codeFailureToast(new PhoneAuthError('code-expired'), 'fallback')).toEqual({
      kind: 'error',
      message: flowText.codeExpired,
      id: 'verify-code',
    });
  });
});

describe('resend countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the cooldown from when the last code was sent', () => {
    vi.useFakeTimers();
    const now = 1_800_000_000_000;
    vi.setSystemTime(now);
    const cooldown = RESEND_COOLDOWN_SECONDS * 1000;
    expect(resendDelayMs(now)).toBe(cooldown);
    expect(resendDelayMs(now - 15_000)).toBe(cooldown - 15_000);
    expect(resendDelayMs(now - cooldown - 1)).toBe(0);
    expect(resendDelayMs(undefined)).toBe(0);
  });
});
