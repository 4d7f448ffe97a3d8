// Talking to a running app's HTTP API from end-to-end tests: one request helper, accounts made through the
// real register → e-mailed code → verify → login path, document uploads and the bootstrap admin's approval.
import type { RunningApp } from './server';

export const ADMIN_CREDENTIALS = { email: 'admin@waka.test', password: 'Admin#2026pass' }; // startApp's

export interface ApiOptions {
  method?: string;
  body?: unknown;
  token?: string;
  form?: FormData;
}

/** JSON in and out; a status ≥ 400 throws with the answer in the message. Redirects are not followed. */
export async function api<T = Record<string, unknown>>(
  app: RunningApp,
  path: string,
  options: ApiOptions = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const method = options.method ?? (options.body !== undefined || options.form ? 'POST' : 'GET');
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    redirect: 'manual',
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return (text.startsWith('{') ? JSON.parse(text) : text) as T;
}

export interface NewAccount {
  name: string;
  username: string;
  email: string;
  phoneNumber: string;
  password: string;
}

/** Register, read the code from the e-mail, verify and log in; returns the user id and token. */
export async function registerVerifiedAccount(app: RunningApp, account: NewAccount) {
  const before = app.mail.messages.length;
  await api(app, '/api/user/register', {
    body: {
      name: account.name,
      username: account.username,
      email: account.email,
      phoneNumber: account.phoneNumber,
      password: account.password,
    },
  });
  const otp = await app.mail.waitForCode(account.email, 15_000, before);
  await api(app, '/api/user/verify', { body: { email: account.email, otp } });
  const login = await api<{ token: string; user: { id: string } }>(app, '/api/user/login', {
    body: { email: account.email, password: account.password },
  });
  return { id: login.user.id, token: login.token };
}

/** A 1×1 PNG: document uploads accept real images only. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function uploadDocument(app: RunningApp, token: string, kind: string): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([PNG_1PX], { type: 'image/png' }), `${kind}.png`);
  return (await api<{ url: string }>(app, '/api/user/documents', { token, form })).url;
}

/** The bootstrap admin approves a driver or biker. */
export async function approveAsAdmin(app: RunningApp, userId: string): Promise<void> {
  const admin = await api<{ token: string }>(app, '/api/user/login', { body: ADMIN_CREDENTIALS });
  await api(app, `/api/admin/users/${userId}/approval`, {
    method: 'PUT',
    token: admin.token,
    body: { approved: true },
  });
}
