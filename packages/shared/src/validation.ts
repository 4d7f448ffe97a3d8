// Validation rules of the forms, shared by the web forms and the server. Each returns the first failing
// message in the spec's order, or null when the input passes.
import { PASSWORD_MIN_LENGTH, PHONE_NUMBER_LENGTH } from './constants';
import { MSG } from './messages';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,}$/;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_NUMBER_LENGTH}}$`);
export const PASSWORD_SPECIAL_PATTERN = /[!@#$%^&*(),.?":{}|<>]/;
export const OTP_PATTERN = /^\d{6}$/;

/** The composition rule (digit, letter, special), in the form's order. */
export function passwordCompositionError(password: string): string | null {
  if (!/\d/.test(password)) return MSG.passwordNeedsNumber;
  if (!/[A-Za-z]/.test(password)) return MSG.passwordNeedsLetter;
  if (!PASSWORD_SPECIAL_PATTERN.test(password)) return MSG.passwordNeedsSpecial;
  return null;
}

/** Length then composition: what the server enforces on every new password. */
export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  return passwordCompositionError(password);
}

export interface RegistrationForm {
  name: string;
  username: string;
  phoneNumber: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreedToTerms: boolean;
}

/** Registration, checked in this order. */
export function registrationError(form: RegistrationForm): string | null {
  const fields = [
    form.name,
    form.username,
    form.phoneNumber,
    form.email,
    form.password,
    form.confirmPassword,
  ];
  if (fields.some((value) => value.trim() === '')) return MSG.fillAllFields;
  if (!EMAIL_PATTERN.test(form.email.trim())) return MSG.invalidEmail;
  if (!PHONE_PATTERN.test(form.phoneNumber.trim())) return MSG.invalidPhone;
  if (!USERNAME_PATTERN.test(form.username.trim())) return MSG.invalidUsername;
  if (form.password !== form.confirmPassword) return MSG.passwordsDoNotMatch;
  const composition = passwordCompositionError(form.password);
  if (composition) return composition;
  if (form.password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  if (!form.agreedToTerms) return MSG.mustAgreeTerms;
  return null;
}

/** Reset password (the stored e-mail is checked by the caller). */
export function resetPasswordError(password: string, confirm: string): string | null {
  if (password === '' || confirm === '') return MSG.fillOutAllFields;
  if (password !== confirm) return MSG.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  return passwordCompositionError(password);
}
