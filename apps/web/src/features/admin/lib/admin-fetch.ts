// The console's API client: the shared fetch core with the admin token (the app's api-client reads the rider
// token). Errors carry the server's `message`; a 401 ends the console session.
import { type AnswerOf, callEndpoint, type EndpointRef, type InputArgs } from '../../../lib/endpoint';
import { ApiError, type HttpRequest, sendRequest } from '../../../lib/http';
import { clearAdminSession, readAdminSession } from './admin-session';

export type { AnswerOf, BodyOf, InputOf, QueryOf } from '../../../lib/endpoint';
export { endpoint } from '../../../lib/endpoint';

/** Listeners told when the server refuses the token (expired or revoked): the console signs out. */
const onUnauthorized = new Set<() => void>();
export function subscribeUnauthorized(listener: () => void): () => void {
  onUnauthorized.add(listener);
  return () => onUnauthorized.delete(listener);
}

export async function adminFetch<T>(
  path: string,
  options: Omit<HttpRequest, 'signal'> & { method?: 'GET' | 'PUT' | 'POST' | 'DELETE' } = {},
): Promise<T> {
  // Filter forms leave unused fields empty: they are not sent.
  const query = Object.fromEntries(Object.entries(options.query ?? {}).filter(([, value]) => value !== ''));
  try {
    return (await sendRequest(path, {
      ...options,
      query,
      token: options.token ?? readAdminSession()?.token,
    })) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !options.token) {
      clearAdminSession();
      for (const listener of onUnauthorized) listener();
    }
    throw error;
  }
}

/**
 * Sends one call of the endpoint map with the admin token (or the given one, right after sign-in) and answers
 * the entry's answer type.
 */
export function adminRequest<R extends EndpointRef>(
  call: R,
  ...[input, options]: InputArgs<R, { token?: string }>
): Promise<AnswerOf<R>> {
  return callEndpoint(call, input, { token: options?.token }, (path, sent) =>
    adminFetch(path, { ...sent, method: call.method }),
  );
}

/** A filter's yes/no as the query strings the server reads ('true' | 'false'; absent when not set). */
export function queryFlag(value: boolean | undefined): 'true' | 'false' | undefined {
  return value === undefined ? undefined : value ? 'true' : 'false';
}

/** A document image (owner and admins only, bearer token) as an object URL the page can show. */
export async function fetchDocumentObjectUrl(path: string): Promise<string> {
  const token = readAdminSession()?.token;
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok)
    throw new ApiError(`The document could not be loaded (${response.status}).`, response.status);
  return URL.createObjectURL(await response.blob());
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}
