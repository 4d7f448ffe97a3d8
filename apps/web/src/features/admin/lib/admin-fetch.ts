// The console's API client: plain fetch with the admin token (the app's api-client reads the rider token).
// Errors carry the server's `message`; a 401 ends the console session.
import { clearAdminSession, readAdminSession } from './admin-session';

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Listeners told when the server refuses the token (expired or revoked): the console signs out. */
const onUnauthorized = new Set<() => void>();
export function subscribeUnauthorized(listener: () => void): () => void {
  onUnauthorized.add(listener);
  return () => onUnauthorized.delete(listener);
}

type Query = Record<string, string | number | boolean | undefined>;

export async function adminFetch<T>(
  path: string,
  options: { method?: 'GET' | 'PUT' | 'POST' | 'DELETE'; body?: unknown; query?: Query; token?: string } = {},
): Promise<T> {
  const token = options.token ?? readAdminSession()?.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
    });
  } catch {
    throw new AdminApiError('Network error', 0);
  }
  const data = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (data as { message?: string } | undefined)?.message ?? 'API request failed';
    if (response.status === 401 && !options.token) {
      clearAdminSession();
      for (const listener of onUnauthorized) listener();
    }
    throw new AdminApiError(message, response.status);
  }
  return data as T;
}

/** A document image (owner and admins only, bearer token) as an object URL the page can show. */
export async function fetchDocumentObjectUrl(path: string): Promise<string> {
  const token = readAdminSession()?.token;
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok)
    throw new AdminApiError(`The document could not be loaded (${response.status}).`, response.status);
  return URL.createObjectURL(await response.blob());
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}
