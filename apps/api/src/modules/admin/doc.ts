// OpenAPI tags, security and error answers shared by every admin route.
import { errorResponseSchema } from '@waka/shared';

export const adminDoc = { tags: ['admin'], security: [{ bearer: [] }] } as const;

export const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;
