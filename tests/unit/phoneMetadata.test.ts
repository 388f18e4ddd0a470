import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type * as Lib from 'libphonenumber-js/core';
import type * as MetadataModule from '../../src/slowPhone/phoneMetadata';
import type * as PhoneModule from '../../src/schemas/phone';
import { EGYPT_METADATA_FILE, egyptMetadata } from '../../scripts/lib/phoneMetadata';

// Fresh copies of the checks and their loader each test: tests/setup.ts has loaded the
// shared ones whole.
let phone: typeof PhoneModule & typeof MetadataModule;
const freshModules = async () => ({
  ...(await import('../../src/schemas/phone')),
  ...(await import('../../src/slowPhone/phoneMetadata')),
});
beforeEach(async () => {
  vi.resetModules();
  phone = await freshModules();
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

describe('the parser, as a submit uses it', () => {
  // Every number the library parses, in order.
  let parsed: string[];
  beforeEach(async () => {
    parsed = [];
    vi.resetModules();
    vi.doMock('libphonenumber-js/core', async (importOriginal) => {
      const lib = await importOriginal<typeof Lib>();
      type Parse = typeof lib.parsePhoneNumberFromString;
      // The app calls the overload with a default country and the metadata.
      const parse = (...args: Parameters<Parse>) => {
        parsed.push(args[0]);
        return lib.parsePhoneNumberFromString(...args);
      };
      const parsePhoneNumberFromString = parse as Parse;
      return { ...lib, parsePhoneNumberFromString };
    });
    phone = await freshModules();
    await phone.loadMobileMetadata();
  });

  test('tells an Egyptian number from a foreign one without parsing either', () => {
    parsed.length = 0;
    for (const input of ['010 0123 4567', '0020 0100 123 4567', '+020 100 123 4567', '1001234567'])
      expect(phone.mobileMetadataReady(input)).toBe(true);
    for (const input of ['+44 7911 123456', '0044 7911 123456', '+212 612 345678'])
      expect(phone.mobileMetadataReady(input)).toBe(false);
    expect(parsed).toEqual([]);
  });

  test('parses the number a submit checks and outputs once', () => {
    parsed.length = 0;
    const output = v.safeParse(phone.phoneField(), '011 0123 4567');
    expect(output).toMatchObject({ success: true, output: '+201101234567' });
    expect(parsed).toEqual(['+201101234567']);
  });

  test('keeps a few numbers, not every number typed', () => {
    const numbers = Array.from({ length: 9 }, (_, i) => `+2010012345${String(i).padStart(2, '0')}`);
    for (const number of numbers) phone.normalizePhone(number);
    parsed.length = 0;
    phone.normalizePhone(numbers[8]);
    expect(parsed).toEqual([]);
    phone.normalizePhone(numbers[0]);
    expect(parsed).toEqual([numbers[0]]);
  });

  test('parses a sample number once the page is idle, so Send does not pay the first parse', async () => {
    await vi.waitFor(() => expect(parsed).toContain('+201001234567'));
  });
});
