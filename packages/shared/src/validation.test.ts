// Registration: the checks run in the form's order, each with its exact message.
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { type RegistrationForm, registrationError, resetPasswordError } from './validation';

const valid: RegistrationForm = {
  name: 'Ada Obi',
  username: 'ada_obi',
  phoneNumber: '08031234567',
  email: 'ada@example.com',
  password: 'Passw0rd!',
  confirmPassword: 'Passw0rd!',
  agreedToTerms: true,
};

describe('registrationError', () => {
  it('accepts a valid form', () => {
    expect(registrationError(valid)).toBeNull();
  });

  it.each([
    [{ name: ' ' }, MSG.fillAllFields],
    [{ email: 'ada@example' }, MSG.invalidEmail],
    [{ phoneNumber: '0803123456' }, MSG.invalidPhone],
    [{ username: 'ad' }, MSG.invalidUsername],
    [{ username: 'ada-obi' }, MSG.invalidUsername],
    [{ confirmPassword: 'Passw0rd?' }, MSG.passwordsDoNotMatch],
    [{ password: 'Password!', confirmPassword: 'Password!' }, MSG.passwordNeedsNumber],
    [{ password: '1234567!', confirmPassword: '1234567!' }, MSG.passwordNeedsLetter],
    [{ password: 'Passw0rd', confirmPassword: 'Passw0rd' }, MSG.passwordNeedsSpecial],
    [{ password: 'Pa0!', confirmPassword: 'Pa0!' }, MSG.passwordTooShort],
    [{ agreedToTerms: false }, MSG.mustAgreeTerms],
  ])('%o → %s', (change, message) => {
    expect(registrationError({ ...valid, ...change })).toBe(message);
  });

  it('reports the earliest failing rule first', () => {
    expect(registrationError({ ...valid, email: 'bad', phoneNumber: '1', agreedToTerms: false })).toBe(
      MSG.invalidEmail,
    );
  });
});

describe('resetPasswordError', () => {
  it('follows the reset password rules', () => {
    expect(resetPasswordError('', 'x')).toBe(MSG.fillOutAllFields);
    expect(resetPasswordError('Passw0rd!', 'Passw0rd?')).toBe(MSG.passwordsDoNotMatch);
    expect(resetPasswordError('Pa0!', 'Pa0!')).toBe(MSG.passwordTooShort);
    expect(resetPasswordError('Password!', 'Password!')).toBe(MSG.passwordNeedsNumber);
    expect(resetPasswordError('Passw0rd!', 'Passw0rd!')).toBeNull();
  });
});
