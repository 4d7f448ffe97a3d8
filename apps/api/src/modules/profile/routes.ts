// Routes of the profile feature. Thin handlers: call one service function, shape the answer; method, path,
// access and schemas come from the endpoint map.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../auth/rate-limits';
import { signInThrottleFor } from '../auth/sign-in-throttle';
import { documentRoutes } from './document-routes';
import { getProfile, setProfilePicture, updateProfile } from './profile-service';
import { removeRetiredUploads } from './retire-uploads';
import { roleRoutes } from './role-routes';
import { readMultipartSafely, readUploadedFile } from './storage';

const { profile } = endpoints;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('remove-retired-uploads', 60 * 60_000, () => removeRetiredUploads(app));
  const throttle = signInThrottleFor(app);

  route(app, profile.getProfile, async (request) => ({
    user: await getProfile(app, currentUser(request).id),
  }));

  route(app, profile.updateProfile, async (request) => {
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
    // The answer already speaks a language chosen in this very update.
    me.language = user.language;
    return { message: 'Profile updated successfully!', user };
  });

  route(
    app,
    profile.uploadProfilePicture,
    async (request) => {
      const buffer = await readMultipartSafely(async () =>
        readUploadedFile(await request.file(), app.config.UPLOAD_LIMIT_BYTES),
      );
      const profilePicture = await setProfilePicture(app, { userId: currentUser(request).id, buffer });
      return { profilePicture, message: 'Profile picture updated!' };
    },
    { config: { rateLimit: RATE_LIMITS.upload } },
  );

  await app.register(documentRoutes);
  await app.register(roleRoutes);
};
