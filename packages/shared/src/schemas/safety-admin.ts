// The operator's side of trust and safety under /api/admin/*: SOS incidents, riders past the no-show limit
// waiting for a decision, and drivers whose ratings call for a review.
import { z } from 'zod';
import { rideTimelineEventSchema } from './admin';
import { paginationQuerySchema, uuidSchema } from './common';

export const INCIDENT_STATUSES = ['open', 'acknowledged', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const adminIncidentsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(INCIDENT_STATUSES, { error: 'status must be open, acknowledged or closed' }).optional(),
});

export const adminIncidentSchema = z.object({
  _id: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  rideId: z.string(),
  rideStatus: z.string(),
  reporter: z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string(), role: z.string() }),
  rider: z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() }),
  driver: z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() }),
  plate: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  note: z.string(),
  alertsSent: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminIncident = z.infer<typeof adminIncidentSchema>;

export const adminIncidentsResponseSchema = z.object({
  incidents: z.array(adminIncidentSchema),
  total: z.number(),
});

export const incidentIdParamsSchema = z.object({ id: uuidSchema });

export const adminIncidentDetailResponseSchema = z.object({
  incident: adminIncidentSchema,
  timeline: z.array(rideTimelineEventSchema),
});

export const incidentStatusBodySchema = z.object({
  status: z.enum(INCIDENT_STATUSES, { error: 'status must be open, acknowledged or closed' }),
});

export const noShowReviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  noShowCount: z.number(),
  since: z.string(),
});
export const noShowReviewsResponseSchema = z.object({ riders: z.array(noShowReviewSchema) });

export const noShowDecisionBodySchema = z.object({
  disable: z.boolean({ error: 'disable must be true (disable the rider) or false (keep them riding)' }),
});

export const flaggedDriverSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  preferredType: z.string().nullable(),
  rating: z.number(),
  ratingCount: z.number(),
  disabled: z.boolean(),
});
export const flaggedDriversResponseSchema = z.object({
  threshold: z.number(),
  minimumRatings: z.number(),
  drivers: z.array(flaggedDriverSchema),
});
