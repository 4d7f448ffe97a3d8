// Routes of the auth feature (spec §7). Thin handlers: validate, call one service function, shape the answer.
import {
  emailBodySchema,
  errorResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetBodySchema,
  verifyBodySchema,
  verifyResponseSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { CODE_SENT_MESSAGE, registerUser, resendCode, verifyCode } from './account-service';
import { devOutboxRoutes } from './dev-outbox';
import { loginUser } from './login-user';
import { prepareDummyHash } from './passwords';
import { RATE_LIMITS } from './rate-limits';
import { requestPasswordReset, resetPassword } from './session-service';
import { signInThrottleFor } from './sign-in-throttle';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = signInThrottleFor(app);
  app.addHook('onReady', prepareDummyHash);

  app.post(
    '/user/register',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        summary: 'Create an account and e-mail its 6-digit code',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The 409 "already registered" the form needs tells who has an account: it costs like a wrong password.
      await throttle.assertAllowed({ address: request.ip });
      const { emailSent } = await registerUser(app, request.body).catch(async (error) => {
        if (error instanceof AppError && error.code === 'conflict') {
          await throttle.recordFailure({ address: request.ip });
        }
        throw error;
      });
      return reply.status(201).send({
        emailSent,
        message: emailSent
          ? 'Account created. We sent a 6-digit code to your email.'
          : 'Account created, but we could not send the code. Use Resend OTP to get a new one.',
      });
    },
  );

  app.post(
    '/user/verify',
    {
      config: { rateLimit: RATE_LIMITS.verify },
      schema: {
        tags,
        summary: 'Check an account code or a password-reset code',
        body: verifyBodySchema,
        response: { 200: verifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { purpose } = await verifyCode(app, request.body);
      const message =
        purpose === 'verify'
          ? 'Your email is verified. You can now log in.'
          : 'Code accepted. Choose a new password within 10 minutes.';
      return { purpose, message };
    },
  );

  app.post(
    '/user/resend',
    {
      config: { rateLimit: RATE_LIMITS.resend },
      schema: {
        tags,
        summary: 'E-mail a fresh code (at most one a minute and 5 an hour; same answer for every address)',
        body: emailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resendCode(app, request.body.email);
      return { message: CODE_SENT_MESSAGE };
    },
  );

  app.post(
    '/user/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'Log in; the token is valid for 24 hours',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => loginUser(app, { ...request.body, address: request.ip, throttle }),
  );

  app.post(
    '/user/forgot',
    {
      config: { rateLimit: RATE_LIMITS.forgot },
      schema: {
        tags,
        summary: 'E-mail a password-reset code (same answer for unknown addresses)',
        body: emailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { message: 'If that email belongs to an account, we have sent it a code.' };
    },
  );

  app.post(
    '/user/reset',
    {
      config: { rateLimit: RATE_LIMITS.reset },
      schema: {
        tags,
        summary: 'Set a new password after a verified reset code; ends every earlier session',
        body: resetBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { message: 'Password reset successfully!' };
    },
  );

  await app.register(devOutboxRoutes);
};
