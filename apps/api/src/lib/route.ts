// Registers a route from its entry in the endpoint map (packages/shared/src/endpoints): method, path,
// access and schemas come from the entry, so validation, the answer's serialization, the OpenAPI document
// and the web client all read the same definition. The route adds only its handler and, where it needs
// them, rate limits and a body limit.
import { type EndpointDefinition, errorResponseSchema } from '@waka/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Every error status a route may answer; each answers `{ message, code }` (lib/errors.ts). */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 502, 503] as const;
type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

// A stream or a file has no answer schema: its handler sends anything (and nothing checks it on the way out).
type SuccessAnswers<E extends EndpointDefinition> = E['answer'] extends z.ZodType
  ? { [S in E['status'] extends 201 ? 201 : 200]: E['answer'] }
  : { 200: z.ZodUnknown };
type OtherAnswers<E extends EndpointDefinition> =
  E['otherAnswers'] extends Record<number, z.ZodType> ? E['otherAnswers'] : unknown;

/** The Fastify schema of an entry, typed so the handler's request and answer are inferred from it. */
export type EndpointSchema<E extends EndpointDefinition> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: SuccessAnswers<E> & OtherAnswers<E> & Record<ErrorStatus, typeof errorResponseSchema>;
};

export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  EndpointSchema<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route may add to its entry: limits only, never schemas or access. */
export type RouteLimits = Pick<RouteOptions, 'config' | 'bodyLimit'>;

const BEARER = [{ bearer: [] }];

/** The Fastify schema of an entry (OpenAPI: tags, summary, security; validation; answers). */
export function endpointSchema(endpoint: EndpointDefinition) {
  const response: Record<number, z.ZodType> = {};
  for (const status of ERROR_STATUSES) response[status] = errorResponseSchema;
  if (endpoint.answer) response[endpoint.status ?? 200] = endpoint.answer;
  Object.assign(response, endpoint.otherAnswers);
  const signedIn = endpoint.access === 'signed-in' || endpoint.access === 'admin';
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(signedIn ? { security: BEARER } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response,
  };
}

/** The hooks that enforce an entry's access (admins are checked before the input is even parsed). */
function accessHooks(
  app: ZodApp,
  endpoint: EndpointDefinition,
): Pick<RouteOptions, 'onRequest' | 'preHandler'> {
  switch (endpoint.access) {
    case 'admin':
      return { onRequest: app.requireAdmin };
    case 'signed-in':
      return { preHandler: app.authenticate };
    case 'optional':
      return { preHandler: app.authenticateOptional };
    case 'public':
      return {};
  }
}

/**
 * `route(app, endpoints.rides.requestRide, handler)`: registers the entry's method and path (relative to
 * the plugin's prefix, which must begin the entry's path), its access check and its schemas.
 */
export function route<E extends EndpointDefinition>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  limits: RouteLimits = {},
): void {
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.path} cannot be registered under the prefix ${app.prefix}`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    ...accessHooks(app, endpoint),
    ...limits,
    schema: endpointSchema(endpoint),
    handler: handler as RouteHandlerMethod,
  });
}
