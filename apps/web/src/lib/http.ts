// The fetch core under both API clients (the app's in api-client.ts, the console's in admin-fetch.ts): JSON in
// and out (or a FormData upload), query parameters, a bearer token, and one error type with the HTTP status
// and the server's `message`. Each client adds only where its token lives and what a refused token means.
import { type ErrorCode, MSG } from '@waka/shared';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server was not reached. */
    readonly status: number,
    /** True when `message` is the server's own `message` field. */
    readonly isServerMessage = false,
    /** The server's Retry-After, in seconds, when it asks to wait before trying again. */
    readonly retryAfterSeconds?: number,
    /**
     * The error answer's stable `code` (what a screen branches on, never the message text); null when the
     * answer had none or the server was not reached.
     */
    readonly code: ErrorCode | null = null,
    /** The error answer's body as parsed (a payment verification's `{status, message}`). */
    readonly answer: unknown = undefined,
  ) {
    super(message);
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (the app sends its language). */
  headers?: Record<string, string>;
}

/** Sends one call; resolves with the parsed answer (undefined when empty), rejects with an ApiError. */
export async function sendRequest(path: string, request: HttpRequest = {}): Promise<unknown> {
  const { method = 'GET', body, query, token, signal } = request;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(MSG.networkError, 0);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const { message, code } = (data ?? {}) as { message?: unknown; code?: unknown };
    const hasMessage = typeof message === 'string' && message !== '';
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      hasMessage ? message : MSG.apiRequestFailed,
      response.status,
      hasMessage,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      // The server answers only the codes of @waka/shared's ERROR_STATUS (checked by its tests).
      typeof code === 'string' ? (code as ErrorCode) : null,
      data,
    );
  }
  return data;
}
