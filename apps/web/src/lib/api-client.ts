// The app's API client: the stored login token as bearer token (an authenticated call without one fails
// before it is sent), and the error text a screen shows: the server's `message`, 'Network error' when the
// server was not reached, or 'API request failed'.
import { MSG } from '@waka/shared';
import { ApiError, type HttpRequest, sendRequest } from './http';
import { clearSession, getValidToken } from './session';

export { ApiError };

/** Fired when the server rejects the stored token (ended by a password reset, or expired server-side). */
export const SESSION_REJECTED_EVENT = 'waka:session-rejected';

export interface ApiRequestOptions extends Omit<HttpRequest, 'token'> {
  /** Defaults to true: the call needs the stored token. 'optional' sends it when present. */
  auth?: boolean | 'optional';
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { auth = true, ...request } = options;
  const token = auth ? getValidToken() : null;
  if (auth === true && !token) throw new ApiError(MSG.authTokenNotFound, 401);
  try {
    return (await sendRequest(path, { ...request, token })) as T;
  } catch (error) {
    // The server refused the stored token (ended by a password reset, or expired server-side).
    if (error instanceof ApiError && error.status === 401 && token) {
      clearSession();
      window.dispatchEvent(new Event(SESSION_REJECTED_EVENT));
    }
    throw error;
  }
}

/**
 * The text to show for a failed call: the server's message, 'Network error' when the server was
 * not reached, the missing-token text, or the screen's own fallback.
 */
export function errorMessage(error: unknown, fallback: string = MSG.apiRequestFailed): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isServerMessage || error.status === 0 || error.message === MSG.authTokenNotFound)
    return error.message;
  return fallback;
}
