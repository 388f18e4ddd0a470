// The verification code: six single digits.
import * as v from 'valibot';
import { m } from '../paraglide/messages.js';

export const OTP_LENGTH = 6;
export const OTP_MESSAGE = m.validation_otp();

/** One box of the code entry. */
export const otpDigitSchema = v.pipe(v.string(), v.regex(/^\d$/, OTP_MESSAGE));

/** The whole code as sent to phone auth. */
export const otpSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_MESSAGE),
);

export const isCompleteOtp = (code: string): boolean => v.is(otpSchema, code);
