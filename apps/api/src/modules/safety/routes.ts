// Trust-and-safety calls of a signed-in user: trusted contacts, the PIN preference, sharing a trip, and the
// public trip page's data. SOS and ratings are in ride-safety-routes.ts.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import {
  getSafetyPreferences,
  listEmergencyContacts,
  replaceEmergencyContacts,
  updateSafetyPreferences,
} from './contacts-service';
import { rideSafetyRoutes } from './ride-safety-routes';
import { sendTripShareEmails } from './safety-emails';
import { getTripView, shareTrip } from './trip-share';

/** Per session, not per address: many phones share one carrier address in Nigeria. */
const perSession = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: { headers: { authorization?: string }; ip: string }) =>
      request.headers.authorization ?? request.ip,
  },
});

export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, endpoints.safety.listContacts, async (request) => ({
    contacts: await listEmergencyContacts(db, currentUser(request).id),
  }));

  route(
    app,
    endpoints.safety.replaceContacts,
    async (request) => ({
      contacts: await replaceEmergencyContacts(db, {
        userId: currentUser(request).id,
        contacts: request.body.contacts,
      }),
    }),
    { config: perSession(30, '10 minutes') },
  );

  route(app, endpoints.safety.getPreferences, async (request) =>
    getSafetyPreferences(db, currentUser(request).id),
  );

  route(app, endpoints.safety.updatePreferences, async (request) =>
    updateSafetyPreferences(db, { userId: currentUser(request).id, preferences: request.body }),
  );

  route(
    app,
    endpoints.safety.shareTrip,
    async (request) => ({
      url: await shareTrip(db, {
        rideId: request.params.id,
        userId: currentUser(request).id,
        publicUrl: app.config.publicUrl,
      }),
    }),
    { config: perSession(20, '10 minutes') },
  );

  route(
    app,
    endpoints.safety.emailTrip,
    async (request) => {
      const user = currentUser(request);
      const url = await shareTrip(db, {
        rideId: request.params.id,
        userId: user.id,
        publicUrl: app.config.publicUrl,
      });
      const sent = await sendTripShareEmails(app, { userId: user.id, userName: user.name, url });
      const message =
        sent > 0
          ? `Trip link sent to ${sent} trusted contact${sent === 1 ? '' : 's'}.`
          : 'Add trusted contacts in Settings to e-mail them your trip.';
      return { url, sent, message };
    },
    { config: perSession(3, '10 minutes') },
  );

  route(app, endpoints.safety.viewTrip, async (request) => getTripView(db, request.params.token), {
    config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
  });

  await app.register(rideSafetyRoutes);
};
