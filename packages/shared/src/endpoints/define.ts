// What one call of the API is: method, path, who may call it, and the zod schemas of its input and answer.
// The server registers its routes from these entries (validation, serialization and the OpenAPI document
// all come from the same schemas); a client infers its input and answer types from them.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `public` anyone; `optional` anyone, a token adds signed-in-only fields; `signed-in` a
 * valid bearer token; `admin` an administrator's token.
 */
export type Access = 'public' | 'optional' | 'signed-in' | 'admin';

export interface EndpointDefinition {
  method: HttpMethod;
  /** The full path, Fastify style: `/api/status/:id`. */
  path: string;
  access: Access;
  /** OpenAPI grouping. */
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer's schema; absent for calls that answer a stream or a file. */
  answer?: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  /** Statuses whose answer is not the error answer (the payment verification answers 402 and 409). */
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
  /** The body is multipart/form-data (uploads); `body` is then absent. */
  multipart?: true;
  /** What the success answer is when there is no `answer` schema. */
  produces?: 'text/event-stream' | 'file';
}

/** Keeps the literal types of an entry (method, path, schemas) for inference. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type Part<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, z.ZodType> ? { [P in K]: z.input<E[K]> } : { [P in K]?: never };

/** What a client sends: `{ params?, query?, body? }`, each typed by the entry's schema (before defaults). */
export type EndpointInput<E extends EndpointDefinition> = Part<E, 'params'> &
  Part<E, 'query'> &
  Part<E, 'body'>;

/** What a successful call answers (after the server's schema: defaults applied). */
export type EndpointAnswer<E extends EndpointDefinition> = E['answer'] extends z.ZodType
  ? z.output<E['answer']>
  : unknown;

/** `/api/status/:id` + `{ id: 'x' }` → `/api/status/x` (each value URI-encoded). */
export function endpointPath(path: string, params?: Readonly<Record<string, unknown>>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
