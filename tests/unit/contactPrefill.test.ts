import { describe, expect, test } from 'vitest';
import type { AppServices } from '../../src/app/services';
import { ownerContact } from '../../src/app/contactPrefill';
import { SESSION_KEYS, writePendingRegistration } from '../../src/app/storage/flowStorage';
import { saveSignedInUser } from '../../src/app/storage/signedInUser';
import { saveSignupDraft } from '../../src/app/storage/signupDraft';
import { memoryStore } from '../../src/services/storage';

const details = {
  first_name: 'Salma',
  last_name: 'Fawzy',
  business_name: 'Lotus Yoga Studio',
  business_type: '2',
  email: 'salma@studio.example',
  phone: '+201001234567',
  website_url: '',
};

function tab() {
  const services = { sessionStore: memoryStore(), localStore: memoryStore() };
  return { ...services, of: () => ownerContact(services as unknown as AppServices) };
}

describe("the contact form's prefill from this tab", () => {
  test('takes the name and email of a sign-up under way', () => {
    const t = tab();
    writePendingRegistration(t.sessionStore, { ...details, business_type: 2 });
    saveSignedInUser(t.localStore, { token: 't', firstName: 'Other', email: 'other@x.example' });
    expect(t.of()).toEqual({ fullname: 'Salma Fawzy', email: 'salma@studio.example' });
  });

  test("takes a draft's as typed so far, trimmed, and leaves out what is not there", () => {
    const t = tab();
    saveSignupDraft(t.sessionStore, {
      ...details,
      first_name: '  Salma ',
      last_name: '',
      email: '',
      password: 'Secret-pass-1',
      terms: false,
    });
    expect(t.of()).toEqual({ fullname: 'Salma', email: undefined });
  });

  test('takes the account logged in when no sign-up is under way', () => {
    const t = tab();
    saveSignedInUser(t.localStore, {
      token: 't',
      firstName: 'Mona',
      lastName: 'Adel',
      email: 'mona@gym.example',
    });
    expect(t.of()).toEqual({ fullname: 'Mona Adel', email: 'mona@gym.example' });
  });

  test('gives nothing from an empty tab or a record that does not parse', () => {
    const t = tab();
    expect(t.of()).toEqual({ fullname: undefined, email: undefined });
    t.sessionStore.set(SESSION_KEYS.signupDraft, '{"v":1,"values":{"email":42}}');
    expect(t.of()).toEqual({ fullname: undefined, email: undefined });
  });
});
