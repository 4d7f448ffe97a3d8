// The app's API client: the stored login token as bearer token (an authenticated call without one fails
// before it is sent), the chosen language, and the error text a screen shows: the server's `message`,
// 'Network error' when the server was not reached, or 'API request failed'.
import { MSG } from '@waka/shared';
import { currentLanguage } from '../i18n/i18n';
import { localizeMessage } from '../i18n/messages';
import { ApiError, type HttpRequest, sendRequest } from './http';
import { clearSession, getValidToken } from './session';

export { ApiError };

/** Fired when the server rejects the stored token (ended by a password reset, or expired server-side). */
export const SESSION_REJECTED_EVENT = 'waka:session-rejected';

/** Forget the stored session and tell the app, which shows the expired-session toast and the login page. */
export function rejectSession(): void {
  clearSession();
  window.dispatchEvent(new Event(SESSION_REJECTED_EVENT));
}

export interface ApiRequestOptions extends Omit<HttpRequest, 'token' | 'headers'> {
  /** Defaults to true: the call needs the stored token. 'optional' sends it when present. */
  auth?: boolean | 'optional';
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { auth = true, ...request } = options;
  const token = auth ? getValidToken() : null;
  if (auth === true && !token)
    throw new ApiError(MSG.authTokenNotFound, 401, false, undefined, 'token_missing');
  try {
    // The server answers messages in this language until the account has one of its own.
    const headers = { 'accept-language': currentLanguage() };
    return (await sendRequest(path, { ...request, token, headers })) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token) rejectSession();
    throw error;
  }
}

/**
 * The text to show for a failed call: the server's message, 'Network error' when the server was not
 * reached, the missing-token text, or the screen's own fallback.
 */
export function errorMessage(error: unknown, fallback: string = MSG.apiRequestFailed): string {
  if (!(error instanceof ApiError)) return localizeMessage(fallback);
  if (error.isServerMessage) return error.message;
  if (error.status === 0 || error.code === 'token_missing') return localizeMessage(error.message);
  return localizeMessage(fallback);
}
