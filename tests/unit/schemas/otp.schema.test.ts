import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  isCompleteOtp,
  otpDigitSchema,
  otpSchema,
  OTP_MESSAGE,
} from '../../../src/schemas/otp.schema';

test.each(['123456', '000000'])('%s is a complete code', (code) => {
  expect(isCompleteOtp(code)).toBe(true);
});

test.each(['12345', '1234567', '12345a', '', '12 456'])('%j is not', (code) => {
  expect(isCompleteOtp(code)).toBe(false);
  const result = v.safeParse(otpSchema, code);
  expect(result.success || result.issues[0].message).toBe(OTP_MESSAGE);
});

test('each box holds one digit', () => {
  expect(v.is(otpDigitSchema, '7')).toBe(true);
  expect(v.is(otpDigitSchema, '77')).toBe(false);
  expect(v.is(otpDigitSchema, 'a')).toBe(false);
});
