import { describe, expect, test } from 'vitest';
import { SESSION_KEYS, clearFlowStorage, holdsFlow } from '../../src/app/storage/flowStorage';
import { readSignupDraft, saveSignupDraft } from '../../src/app/storage/signupDraft';
import { memoryStore } from '../../src/services/storage';

const filled = {
  first_name: 'Salma',
  last_name: 'Fawzy',
  business_name: 'Lotus Yoga Studio',
  business_type: '2',
  email: 'salma@studio.example',
  phone: '010 0123 4567',
  website_url: '',
  password: 'Secret-pass-1',
  terms: true,
};

describe('the sign-up draft', () => {
  test('gives the form back as typed, without the password or the ticked terms', () => {
    const store = memoryStore();
    saveSignupDraft(store, filled);
    expect(store.get(SESSION_KEYS.signupDraft)).not.toContain('Secret-pass-1');
    const { password: _password, terms: _terms, ...kept } = filled;
    expect(readSignupDraft(store)).toEqual(kept);
  });

  test('is part of the flow: it holds the page for the flows, and goes with them', () => {
    const store = memoryStore();
    expect(holdsFlow(store)).toBe(false);
    saveSignupDraft(store, filled);
    expect(holdsFlow(store)).toBe(true);
    clearFlowStorage(store);
    expect(readSignupDraft(store)).toBeUndefined();
  });

  test.each([
    ['not JSON', '{first_name'],
    ['another version', JSON.stringify({ v: 2, values: { first_name: 'Salma' } })],
    ['a field that is not text', JSON.stringify({ v: 1, values: { first_name: 42 } })],
    ['a value no one typed', JSON.stringify({ v: 1, values: { email: 'x'.repeat(5000) } })],
  ])('drops a record that is %s, and reads as none', (_label, raw) => {
    const store = memoryStore();
    store.set(SESSION_KEYS.signupDraft, raw);
    expect(readSignupDraft(store)).toBeUndefined();
    expect(store.get(SESSION_KEYS.signupDraft)).toBeNull();
  });

  test('keeps only the form’s fields from a record', () => {
    const store = memoryStore();
    store.set(
      SESSION_KEYS.signupDraft,
      JSON.stringify({ v: 1, values: { first_name: 'Salma', password: 'leaked', is_admin: true } }),
    );
    expect(readSignupDraft(store)).toEqual({ first_name: 'Salma' });
  });
});
