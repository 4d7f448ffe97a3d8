// The app's API client: the stored login token as bearer token (an authenticated call without one fails
// before it is sent), the chosen language, and the error text a screen shows: the server's `message`,
// 'Network error' when the server was not reached, or 'API request failed'.
import { MSG } from '@waka/shared';
import { currentLanguage } from '../i18n/i18n';
import { localizeMessage } from '../i18n/messages';
import { type AnswerOf, callEndpoint, type EndpointRef, type InputArgs } from './endpoint';
import { ApiError, type HttpRequest, sendRequest } from './http';
import { clearSession, getValidToken } from './session';

export type { AnswerOf, BodyOf, InputOf, QueryOf } from './endpoint';
export { endpoint } from './endpoint';
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

/** A call the app makes (the console's calls go through adminRequest). */
type AppCall = EndpointRef & { readonly access: 'public' | 'optional' | 'signed-in' };

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sends the stored token although the call is public (Change Password from Settings). */
  auth?: 'optional';
}

const AUTH = { public: false, optional: 'optional', 'signed-in': true } as const;

/**
 * Sends one call of the endpoint map (`endpoint('GET', '/api/role', 'signed-in')`) with the stored token as
 * the entry's access asks (none for public calls, when present for optional ones, always for signed-in ones)
 * and answers the entry's answer type.
 */
export function request<R extends AppCall>(
  call: R,
  ...[input, options]: InputArgs<R, RequestOptions>
): Promise<AnswerOf<R>> {
  const auth = options?.auth ?? AUTH[call.access];
  return callEndpoint(call, input, { signal: options?.signal }, (path, sent) =>
    apiRequest(path, { ...sent, auth }),
  );
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
