import { describe, expect, it } from 'vitest';
import type { ResetContext, ResetTag } from '../../../src/machines/reset.machine';
import type { SignupContext, SignupTag } from '../../../src/machines/signup.machine';
import {
  codeStepState,
  passwordChangedNotice,
  passwordChangedPhone,
} from '../../../src/machines/reset.selectors';
import {
  accountMadeNotice,
  accountMadePhone,
  codeStepScreen,
  proofRefused,
} from '../../../src/machines/signup.selectors';

const signup = (context: Partial<SignupContext>) => ({
  context: { accountMayExist: false, ...context } as SignupContext,
});
const reset = (context: Partial<ResetContext>, tags: ResetTag[] = []) => ({
  context: context as ResetContext,
  hasTag: (tag: ResetTag) => tags.includes(tag),
});
const PHONE = '+201001234567';

describe('what the login page reads of the sign-up and the reset', () => {
  it('says an account was made, here or in another tab, and offers its phone', () => {
    expect(accountMadeNotice(signup({}))).toBeUndefined();
    expect(accountMadeNotice(signup({ createdPhone: PHONE }))).toBe('accountCreated');
    expect(accountMadeNotice(signup({ createdPhone: PHONE, createdElsewhere: true }))).toBe(
      'createdElsewhere',
    );
    expect(accountMadePhone(signup({ createdPhone: PHONE }))).toBe(PHONE);
  });

  it('says only a password changed in another tab, and offers the phone either changed', () => {
    expect(passwordChangedNotice(reset({ changedHere: PHONE }))).toBeUndefined();
    expect(passwordChangedNotice(reset({ changedElsewhere: PHONE }))).toBe('changedElsewhere');
    expect(passwordChangedPhone(reset({ changedHere: PHONE }))).toBe(PHONE);
    expect(passwordChangedPhone(reset({ changedElsewhere: PHONE }))).toBe(PHONE);
  });
});

describe('what the code step shows', () => {
  it("shows the sign-up's code, password or registering screen by its state's tag", () => {
    const tagged = (tags: SignupTag[]) => ({ hasTag: (tag: SignupTag) => tags.includes(tag) });
    expect(codeStepScreen(tagged(['code']))).toBe('code');
    expect(codeStepScreen(tagged(['password']))).toBe('password');
    expect(codeStepScreen(tagged(['registering']))).toBe('registering');
    expect(codeStepScreen(tagged(['form']))).toBeUndefined();
  });

  it('says a refused proof only for a registration the API answered 401', () => {
    const failed = (status: number, place: 'register' | 'send') =>
      signup({ error: { place, failure: { kind: 'http', status } } } as Partial<SignupContext>);
    expect(proofRefused(failed(401, 'register'))).toBe(true);
    expect(proofRefused(failed(409, 'register'))).toBe(false);
    expect(proofRefused(failed(401, 'send'))).toBe(false);
    expect(proofRefused(signup({}))).toBe(false);
  });

  it("shows the reset's account check, or its code once a phone awaits one", () => {
    expect(codeStepState(reset({}, ['checkingAccount']))).toBe('checking');
    expect(codeStepState(reset({ phone: PHONE }, ['code']))).toBe('code');
    expect(codeStepState(reset({}, ['code']))).toBeUndefined();
    expect(codeStepState(reset({ phone: PHONE }, ['form']))).toBeUndefined();
  });
});
