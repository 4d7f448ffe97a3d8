// Routes of the auth feature. Thin handlers: call one service function, shape the answer; method, path,
// access and schemas come from the endpoint map.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../i18n/answer-language';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { CODE_SENT_MESSAGE, registerUser, resendCode, verifyCode } from './account-service';
import { devOutboxRoutes } from './dev-outbox';
import { loginUser } from './login-user';
import { prepareDummyHash } from './passwords';
import { RATE_LIMITS } from './rate-limits';
import { requestPasswordReset, resetPassword } from './session-service';
import { signInThrottleFor } from './sign-in-throttle';

const { auth } = endpoints;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = signInThrottleFor(app);
  app.addHook('onReady', prepareDummyHash);

  route(
    app,
    auth.register,
    async (request, reply) => {
      // The 409 "already registered" the form needs tells who has an account: it costs like a wrong password.
      await throttle.assertAllowed({ address: request.ip });
      const { emailSent } = await registerUser(app, request.body, requestLanguage(request)).catch(
        async (error) => {
          if (error instanceof AppError && error.code === 'conflict') {
            await throttle.recordFailure({ address: request.ip });
          }
          throw error;
        },
      );
      return reply.status(201).send({
        emailSent,
        message: emailSent
          ? 'Account created. We sent a 6-digit code to your email.'
          : 'Account created, but we could not send the code. Use Resend OTP to get a new one.',
      });
    },
    { config: { rateLimit: RATE_LIMITS.register } },
  );

  route(
    app,
    auth.verify,
    async (request) => {
      const { purpose } = await verifyCode(app, request.body);
      const message =
        purpose === 'verify'
          ? 'Your email is verified. You can now log in.'
          : 'Code accepted. Choose a new password within 10 minutes.';
      return { purpose, message };
    },
    { config: { rateLimit: RATE_LIMITS.verify } },
  );

  route(
    app,
    auth.resendCode,
    async (request) => {
      await resendCode(app, request.body.email);
      return { message: CODE_SENT_MESSAGE };
    },
    { config: { rateLimit: RATE_LIMITS.resend } },
  );

  route(
    app,
    auth.login,
    async (request) => loginUser(app, { ...request.body, address: request.ip, throttle }),
    { config: { rateLimit: RATE_LIMITS.login } },
  );

  route(
    app,
    auth.forgotPassword,
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { message: 'If that email belongs to an account, we have sent it a code.' };
    },
    { config: { rateLimit: RATE_LIMITS.forgot } },
  );

  route(
    app,
    auth.resetPassword,
    async (request) => {
      await resetPassword(app, request.body);
      return { message: 'Password reset successfully!' };
    },
    { config: { rateLimit: RATE_LIMITS.reset } },
  );

  await app.register(devOutboxRoutes);
};
