// The one API client (spec §8): bearer token, the server's `message` field or 'API request failed' /
// 'Network error' as the error text; an authenticated call without a token fails before it is sent.
import { MSG } from '@waka/shared';
import { currentLanguage } from '../i18n/i18n';
import { localizeMessage } from '../i18n/messages';
import { clearSession, getValidToken } from './session';

/** Fired when the server rejects the stored token (ended by a password reset, or expired server-side). */
export const SESSION_REJECTED_EVENT = 'waka:session-rejected';

/** Forget the stored session and tell the app, which shows the expired-session toast and the login page. */
export function rejectSession(): void {
  clearSession();
  window.dispatchEvent(new Event(SESSION_REJECTED_EVENT));
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** True when `message` is the server's own `message` field. */
    readonly isServerMessage = false,
    /** The server's Retry-After, in seconds, when it asks to wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Defaults to true: the call needs the stored token. 'optional' sends it when present. */
  auth?: boolean | 'optional';
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, query, signal } = options;
  // The server answers messages in this language until the account has one of its own.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  let sentToken = false;
  if (auth) {
    const token = getValidToken();
    sentToken = Boolean(token);
    if (token) headers.authorization = `Bearer ${token}`;
    else if (auth === true) throw new ApiError(MSG.authTokenNotFound, 401);
  }
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
    if (response.status === 401 && sentToken) rejectSession();
    const message = (data as { message?: unknown } | undefined)?.message;
    const hasMessage = typeof message === 'string' && message !== '';
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      hasMessage ? message : MSG.apiRequestFailed,
      response.status,
      hasMessage,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return data as T;
}

/**
 * The text to show for a failed call (spec §8): the server's message, 'Network error' when the server was
 * not reached, the missing-token text, or the screen's own fallback.
 */
export function errorMessage(error: unknown, fallback: string = MSG.apiRequestFailed): string {
  if (!(error instanceof ApiError)) return localizeMessage(fallback);
  if (error.isServerMessage) return error.message;
  if (error.status === 0 || error.message === MSG.authTokenNotFound) return localizeMessage(error.message);
  return localizeMessage(fallback);
}
