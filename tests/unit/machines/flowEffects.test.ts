import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureText } from '../../../src/content/failures';
import { RESEND_COOLDOWN_SECONDS, flowText, flowWordsText } from '../../../src/content/flows';
import {
  codeFailureToast,
  needsNewCode,
  placed,
  verifiedToast,
  verifyingToast,
  resendDelayMs,
} from '../../../src/machines/flowEffects';
import { statusOf } from '../../../src/schemas/failure';
import { authFailure, httpFailure, networkFailure } from '../../helpers/failures';

// How the flows read a failure: the failure kept, the text the user sees, and whether the
// session ended.
describe('reading failures', () => {
  it('takes the HTTP status only from an answer that has one', () => {
    expect(statusOf(httpFailure(401).failure)).toBe(401);
    expect(statusOf(networkFailure().failure)).toBeUndefined();
    expect(statusOf(authFailure('invalid-code').failure)).toBeUndefined();
    expect(statusOf(undefined)).toBeUndefined();
  });

  it('keeps the failure a service rejected with, and anything else as unexpected', () => {
    expect(placed(httpFailure(409, 'Phone already registered'), 'register')).toEqual({
      failure: { kind: 'http', status: 409, said: 'Phone already registered' },
      place: 'register',
    });
    for (const error of [new Error('boom'), { status: 500 }, 'text', undefined])
      expect(placed(error, 'register')).toEqual({
        failure: { kind: 'unexpected' },
        place: 'register',
      });
  });

  it("shows the server's message, else the place's words", () => {
    expect(failureText(placed(httpFailure(409, 'Phone already registered'), 'register'))).toBe(
      'Phone already registered',
    );
    expect(failureText(placed(httpFailure(500), 'register'))).toBe(flowText.registerFailed);
    expect(failureText(placed(new Error('boom'), 'register'))).toBe(flowText.registerFailed);
    expect(failureText(placed(undefined, 'register'))).toBe(flowText.registerFailed);
  });

  it('names a phone-auth failure in words, and leaves the rest to the flow', () => {
    expect(failureText(placed(authFailure('invalid-code'), 'resetCode'))).toBe(
      flowText.invalidCode,
    );
    expect(failureText(placed(authFailure('send-failed'), 'signupSend'))).toBe(flowText.sendFailed);
    expect(failureText(placed(authFailure('verify-failed'), 'resetCode'))).toBe(
      flowText.verifyForResetFailed,
    );
    expect(failureText(placed(networkFailure(), 'signupSend'))).toBe(flowText.network);
    expect(failureText(placed(httpFailure(500), 'resetSend'))).toBe(flowText.forgetFailed);
  });

  it('offers a new code at once only when the old one cannot work', () => {
    expect(needsNewCode(authFailure('code-expired').failure)).toBe(true);
    expect(needsNewCode(authFailure('missing-verification').failure)).toBe(true);
    expect(needsNewCode(authFailure('invalid-code').failure)).toBe(false);
    expect(needsNewCode(networkFailure().failure)).toBe(false);
    expect(needsNewCode({ kind: 'unexpected' })).toBe(false);
  });

  it("shows 'verifying' as a spinner that turns into the success, in one toast", () => {
    expect(verifyingToast).toEqual({
      kind: 'loading',
      words: { notice: 'verifying' },
      id: 'verify-code',
    });
    expect(flowWordsText(verifyingToast.words)).toBe(flowText.verifying);
    expect(verifiedToast).toEqual({
      kind: 'success',
      words: { notice: 'otpVerified' },
      id: 'verify-code',
    });
    expect(flowWordsText(verifiedToast.words)).toBe(flowText.otpVerified);
  });

  it("turns the 'verifying' toast into the failure", () => {
    const failure = placed(authFailure('code-expired'), 'signupCode');
    const toast = codeFailureToast(failure);
    expect(toast).toEqual({ kind: 'error', words: failure, id: 'verify-code' });
    expect(flowWordsText(toast.words)).toBe(flowText.codeExpired);
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
