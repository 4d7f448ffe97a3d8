// Trust-and-safety calls of a signed-in user: trusted contacts, the PIN preference, sharing a trip, and the
// public trip page's data. SOS and ratings are in ride-safety-routes.ts.
import {
  emergencyContactsBodySchema,
  emergencyContactsResponseSchema,
  errorResponseSchema,
  rideIdParamsSchema,
  safetyPreferencesSchema,
  shareTripEmailResponseSchema,
  shareTripResponseSchema,
  tripTokenParamsSchema,
  tripViewSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
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
  const auth = { preHandler: app.authenticate };
  const secured = { tags: ['safety'], security: [{ bearer: [] }] };
  const db = app.database.db;

  app.get(
    '/user/emergency-contacts',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Your trusted contacts',
        response: { 200: emergencyContactsResponseSchema, ...errors },
      },
    },
    async (request) => ({ contacts: await listEmergencyContacts(db, currentUser(request).id) }),
  );

  app.put(
    '/user/emergency-contacts',
    {
      ...auth,
      config: perSession(30, '10 minutes'),
      schema: {
        ...secured,
        summary: 'Replace your trusted contacts (at most 5)',
        body: emergencyContactsBodySchema,
        response: { 200: emergencyContactsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      contacts: await replaceEmergencyContacts(db, {
        userId: currentUser(request).id,
        contacts: request.body.contacts,
      }),
    }),
  );

  app.get(
    '/user/safety',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Your safety preferences',
        response: { 200: safetyPreferencesSchema, ...errors },
      },
    },
    async (request) => getSafetyPreferences(db, currentUser(request).id),
  );

  app.put(
    '/user/safety',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Ask for a PIN before every ride of yours starts',
        body: safetyPreferencesSchema,
        response: { 200: safetyPreferencesSchema, ...errors },
      },
    },
    async (request) =>
      updateSafetyPreferences(db, { userId: currentUser(request).id, preferences: request.body }),
  );

  app.post(
    '/rides/:id/share',
    {
      ...auth,
      config: perSession(20, '10 minutes'),
      schema: {
        ...secured,
        summary: 'A public link to follow this ride live (the rider, once accepted)',
        params: rideIdParamsSchema,
        response: { 200: shareTripResponseSchema, ...errors },
      },
    },
    async (request) => ({
      url: await shareTrip(db, {
        rideId: request.params.id,
        userId: currentUser(request).id,
        publicUrl: app.config.publicUrl,
      }),
    }),
  );

  app.post(
    '/rides/:id/share/email',
    {
      ...auth,
      // Each call e-mails up to five people.
      config: perSession(3, '10 minutes'),
      schema: {
        ...secured,
        summary: 'E-mail a fresh trip link to your trusted contacts',
        params: rideIdParamsSchema,
        response: { 200: shareTripEmailResponseSchema, ...errors },
      },
    },
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
  );

  app.get(
    '/trips/:token',
    {
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: {
        tags: ['safety'],
        summary: 'A shared trip (no account needed): driver’s first name, vehicle, position, places, status',
        params: tripTokenParamsSchema,
        response: {
          200: tripViewSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => getTripView(db, request.params.token),
  );

  await app.register(rideSafetyRoutes);
};
