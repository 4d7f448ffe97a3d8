// Request and response schemas of the auth calls. Owned by the auth feature.
// Messages are the registration form's own texts, so the server answers what the form would have shown.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { LANGUAGES } from '../languages';
import { MSG } from '../messages';
import {
  EMAIL_PATTERN,
  OTP_PATTERN,
  PHONE_PATTERN,
  passwordCompositionError,
  passwordError,
  USERNAME_PATTERN,
} from '../validation';

/** A required text field: a missing or blank value is the "fill in all fields" message. */
const filled = (max: number) =>
  z
    .string({ error: MSG.fillAllFields })
    .max(max, `Please keep this under ${max} characters.`)
    .transform((value) => value.trim())
    .refine((value) => value !== '', { message: MSG.fillAllFields });

export const emailSchema = z
  .string({ error: MSG.invalidEmail })
  .max(254, MSG.invalidEmail)
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => EMAIL_PATTERN.test(value), { message: MSG.invalidEmail });

/** The password rule (length, digit, letter, special); 128 caps the hashing cost of a hostile body. */
export const newPasswordSchema = z
  .string({ error: MSG.fillOutAllFields })
  .max(128, 'Password must be at most 128 characters.')
  .superRefine((value, ctx) => {
    const message = passwordError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const usernameSchema = z
  .string({ error: MSG.invalidUsername })
  .max(30, 'Username must be at most 30 characters.')
  .transform((value) => value.trim())
  .refine((value) => USERNAME_PATTERN.test(value), { message: MSG.invalidUsername });

export const phoneNumberSchema = z
  .string({ error: MSG.invalidPhone })
  .transform((value) => value.trim())
  .refine((value) => PHONE_PATTERN.test(value), { message: MSG.invalidPhone });

/** POST /api/user/register. Fields are checked in the form's order: empty, email, phone, username, password. */
export const registerBodySchema = z
  .object({
    name: filled(100),
    username: filled(30),
    email: filled(254),
    phoneNumber: filled(20),
    password: z.string({ error: MSG.fillAllFields }).min(1, MSG.fillAllFields).max(128),
  })
  .superRefine((body, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!EMAIL_PATTERN.test(body.email)) return fail('email', MSG.invalidEmail);
    if (!PHONE_PATTERN.test(body.phoneNumber)) return fail('phoneNumber', MSG.invalidPhone);
    if (!USERNAME_PATTERN.test(body.username)) return fail('username', MSG.invalidUsername);
    // The composition rule is checked before the minimum length, as the registration form does.
    const passwordMessage =
      passwordCompositionError(body.password) ??
      (body.password.length < PASSWORD_MIN_LENGTH ? MSG.passwordTooShort : null);
    if (passwordMessage) fail('password', passwordMessage);
  })
  .transform((body) => ({ ...body, email: body.email.toLowerCase() }));
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  /** False when the code could not be e-mailed: the account exists, use Resend. */
  emailSent: z.boolean(),
});

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.input<typeof emailBodySchema>;

/** POST /api/user/verify: an account code or a password-reset code (one endpoint for both). */
export const verifyBodySchema = z.object({
  email: emailSchema,
  otp: z
    .string({ error: MSG.invalidOtp })
    .transform((value) => value.trim())
    .refine((value) => OTP_PATTERN.test(value), { message: MSG.invalidOtp }),
});
export type VerifyBody = z.input<typeof verifyBodySchema>;

export const verifyResponseSchema = z.object({
  message: z.string(),
  /** Which code it was: `verify` (account verified) or `reset` (POST /api/user/reset is now allowed). */
  purpose: z.enum(['verify', 'reset']),
});

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: MSG.fillAllFields }).min(1, MSG.fillAllFields).max(128),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The login answer: token; user{id, name, email, profilePicture}. */
export const loginResponseSchema = z.object({
  token: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    profilePicture: z.string().nullable(),
    /** Not in the spec: lets the web app offer the admin screens. */
    isAdmin: z.boolean(),
    /** Not in the spec: the account's language, which the web app switches to. */
    language: z.enum(LANGUAGES),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const resetBodySchema = z.object({ email: emailSchema, newPassword: newPasswordSchema });
export type ResetBody = z.input<typeof resetBodySchema>;
