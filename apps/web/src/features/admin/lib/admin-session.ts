// The console's own sign-in, kept apart from the rider/driver app's token (which lives in localStorage under
// `token`): sessionStorage, so it ends with the tab and never clashes with a phone session in the
// same browser.
const TOKEN_KEY = 'adminToken';
const NAME_KEY = 'adminName';

export interface AdminSession {
  token: string;
  name: string;
}

export function readAdminSession(): AdminSession | null {
  try {
    const token = sessionStorage.getItem(TOKEN_KEY);
    return token ? { token, name: sessionStorage.getItem(NAME_KEY) ?? '' } : null;
  } catch {
    return null;
  }
}

export function saveAdminSession(session: AdminSession): void {
  sessionStorage.setItem(TOKEN_KEY, session.token);
  sessionStorage.setItem(NAME_KEY, session.name);
}

export function clearAdminSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(NAME_KEY);
}
