// The stored login: a token is valid 24 hours from login time.
import { type LoginResponse, SESSION_LIFETIME_MS } from '@waka/shared';
import { storage } from './storage';

export function isSessionExpired(now = Date.now()): boolean {
  const createdAt = Number(storage.get('tokenCreatedAt'));
  return !Number.isFinite(createdAt) || createdAt <= 0 || now - createdAt > SESSION_LIFETIME_MS;
}

/** The token when one is stored and younger than 24 hours. */
export function getValidToken(): string | null {
  const token = storage.get('token');
  if (!token || isSessionExpired()) return null;
  return token;
}

/** POST /api/user/login's answer (the endpoint map's); the account's language is switched to at sign-in. */
export type LoginAnswer = LoginResponse;

export function saveSession(answer: LoginAnswer, now = Date.now()): void {
  storage.set('token', answer.token);
  storage.set('tokenCreatedAt', String(now));
  storage.set('uname', answer.user.name);
  storage.set('userId', answer.user.id);
  storage.set('useremail', answer.user.email);
  if (answer.user.profilePicture) storage.set('profilePicture', answer.user.profilePicture);
  else storage.remove('profilePicture');
}

/** An expired session clears token, time, name, user id, email and picture. */
export function clearSession(): void {
  storage.remove('token', 'tokenCreatedAt', 'uname', 'userId', 'useremail', 'profilePicture');
}
