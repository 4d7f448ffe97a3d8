// The installation's public settings, support messages, places search, saved places and Web Push.
import {
  pushEndpointBodySchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
} from '../schemas/booking';
import { messageResponseSchema } from '../schemas/common';
import {
  geoReverseQuerySchema,
  geoReverseResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
} from '../schemas/geo';
import {
  savedPlaceBodySchema,
  savedPlaceKindParamsSchema,
  savedPlaceSchema,
  savedPlacesResponseSchema,
} from '../schemas/places';
import { publicConfigSchema } from '../schemas/settings';
import { supportMessageBodySchema } from '../schemas/support';
import { defineEndpoint } from './define';

export const settingsEndpoints = {
  getConfig: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    tag: 'app',
    summary: 'Public settings of this installation',
    answer: publicConfigSchema,
  }),
} as const;

export const supportEndpoints = {
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/api/message',
    access: 'signed-in',
    tag: 'support',
    summary: 'Send a message to support',
    body: supportMessageBodySchema,
    answer: messageResponseSchema,
  }),
} as const;

export const geoEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/geo/search',
    access: 'optional',
    tag: 'geo',
    summary: 'Destination suggestions (at most 5; none for a query under 3 characters)',
    query: geoSearchQuerySchema,
    answer: geoSearchResponseSchema,
  }),
  reverse: defineEndpoint({
    method: 'GET',
    path: '/api/geo/reverse',
    access: 'optional',
    tag: 'geo',
    summary: "The address of a point, or 'Unknown location'",
    query: geoReverseQuerySchema,
    answer: geoReverseResponseSchema,
  }),
} as const;

export const placesEndpoints = {
  listSaved: defineEndpoint({
    method: 'GET',
    path: '/api/saved-places',
    access: 'signed-in',
    tag: 'places',
    summary: 'Your saved Home and Work',
    answer: savedPlacesResponseSchema,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/saved-places/:kind',
    access: 'signed-in',
    tag: 'places',
    summary: 'Save Home or Work (replaces the previous one)',
    params: savedPlaceKindParamsSchema,
    body: savedPlaceBodySchema,
    answer: savedPlaceSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/saved-places/:kind',
    access: 'signed-in',
    tag: 'places',
    summary: 'Forget Home or Work',
    params: savedPlaceKindParamsSchema,
    answer: messageResponseSchema,
  }),
} as const;

export const pushEndpoints = {
  getPublicKey: defineEndpoint({
    method: 'GET',
    path: '/api/push/public-key',
    access: 'public',
    tag: 'push',
    summary: 'The VAPID public key browsers subscribe with',
    answer: pushPublicKeyResponseSchema,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'signed-in',
    tag: 'push',
    summary: 'Receive ride requests as Web Push on this browser',
    body: pushSubscriptionBodySchema,
    answer: messageResponseSchema,
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'signed-in',
    tag: 'push',
    summary: 'Stop Web Push on this browser',
    body: pushEndpointBodySchema,
    answer: messageResponseSchema,
  }),
} as const;
