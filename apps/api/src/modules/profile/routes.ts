// Routes of the profile feature (spec §7). Thin handlers: validate, call one service function, shape the answer.
import {
  errorResponseSchema,
  profileResponseSchema,
  profileUploadResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../auth/rate-limits';
import { signInThrottleFor } from '../auth/sign-in-throttle';
import { documentRoutes } from './document-routes';
import { getProfile, setProfilePicture, updateProfile } from './profile-service';
import { removeRetiredUploads } from './retire-uploads';
import { roleRoutes } from './role-routes';
import { readMultipartSafely, readUploadedFile } from './storage';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['profile'];
const security = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('remove-retired-uploads', 60 * 60_000, () => removeRetiredUploads(app));
  const throttle = signInThrottleFor(app);
  app.get(
    '/user/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Your profile',
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await getProfile(app, currentUser(request).id) }),
  );

  app.put(
    '/user/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Change name, username, phone number or password (empty fields keep their value). A new password ends every other session; currentPassword is checked when sent.',
        body: updateProfileBodySchema,
        response: { 200: updateProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      if (request.body.password && request.body.currentPassword !== undefined) {
        await throttle.assertAllowed({ email: me.email, address: request.ip });
      }
      const user = await updateProfile(app, {
        userId: me.id,
        sessionHash: me.sessionHash,
        ...request.body,
        onWrongPassword: async () => {
          await throttle.recordFailure({ email: me.email, address: request.ip });
        },
      });
      return { message: 'Profile updated successfully!', user };
    },
  );

  app.post(
    '/user/profile-upload',
    {
      preHandler: app.authenticate,
      config: { rateLimit: RATE_LIMITS.upload },
      schema: {
        tags,
        security,
        summary: 'Upload a profile picture (multipart field "file": JPEG, PNG, WebP or GIF)',
        consumes: ['multipart/form-data'],
        response: { 200: profileUploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const buffer = await readMultipartSafely(async () =>
        readUploadedFile(await request.file(), app.config.UPLOAD_LIMIT_BYTES),
      );
      const profilePicture = await setProfilePicture(app, { userId: currentUser(request).id, buffer });
      return { profilePicture, message: 'Profile picture updated!' };
    },
  );

  await app.register(documentRoutes);
  await app.register(roleRoutes);
};
