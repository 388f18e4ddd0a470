import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type * as PhoneModule from '../../src/schemas/phone';
import { EGYPT_METADATA_FILE, egyptMetadata } from '../../scripts/lib/phoneMetadata';

// A fresh copy of the module each test: tests/setup.ts has loaded the shared one whole.
let phone: typeof PhoneModule;
beforeEach(async () => {
  vi.resetModules();
  phone = await import('../../src/schemas/phone');
});

test("Egypt's plan is the installed library's, cut to Egypt (npm run phone:metadata)", () => {
  expect(JSON.parse(readFileSync(EGYPT_METADATA_FILE, 'utf8'))).toEqual(egyptMetadata());
});

describe('the phone metadata in two parts', () => {
  test('before any of it loads, no number is checkable', () => {
    expect(phone.mobileMetadataReady('01001234567')).toBe(false);
    expect(phone.mobileMetadataReady('')).toBe(false);
  });

  test("Egypt's plan alone checks Egyptian mobiles and leaves foreign numbers unchecked", async () => {
    await phone.loadMobileMetadata();
    expect(phone.mobileMetadataReady('01001234567')).toBe(true);
    expect(phone.mobileMetadataReady('+20 100 123 4567')).toBe(true);
    expect(phone.isValidMobile('01001234567')).toBe(true);
    expect(phone.isValidMobile('0223456789')).toBe(false);
    expect(phone.normalizePhone('0020 0100 123 4567')).toBe('+201001234567');
    // Not yet checkable, so the field's mobile rule waits rather than calling it wrong.
    expect(phone.mobileMetadataReady('+44 7911 123456')).toBe(false);
    expect(phone.mobileMetadataReady('+212 612 345678')).toBe(false);
    expect(v.safeParse(phone.phoneField(), '+44 7911 123456').success).toBe(true);
  });

  test("a foreign number loads the world's plans, then is checked and grouped", async () => {
    const { ready, load } = phone.mobileChecks;
    expect(ready({ phone: '+44 7911 123456' })).toBe(false);
    await load({ phone: '+44 7911 123456' });
    expect(ready({ phone: '+44 7911 123456' })).toBe(true);
    expect(phone.isValidMobile('+44 7911 123456')).toBe(true);
    expect(phone.isValidMobile('+44 20 7123 4567')).toBe(false);
    expect(phone.normalizePhone('0044 07911 123456')).toBe('+447911123456');
    expect(phone.displayPhone('+447911123456')).toBe('+44 7911 123456');
  });

  test('an Egyptian number asks for nothing more than its own plan', async () => {
    await phone.mobileChecks.load({ phone: '010 0123 4567' });
    expect(phone.mobileChecks.ready({ phone: '010 0123 4567' })).toBe(true);
    expect(phone.mobileChecks.ready({ phone: '+44 7911 123456' })).toBe(false);
  });
});
