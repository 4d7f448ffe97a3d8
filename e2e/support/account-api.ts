// API-side helpers of the account-pages journey: a verified account made through the real endpoints, and a
// biker profile waiting for approval (for the 'pending approval' login).
import type { RunningApp } from './server';

export const TEST_PASSWORD = 'Secret#2026';

async function call<T>(
  app: RunningApp,
  path: string,
  init: { body?: unknown; token?: string; form?: FormData; method?: string },
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} → ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

let serial = 0;
export function uniqueIdentity(prefix: string) {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  return {
    name: `${prefix} Tester`,
    username: `${prefix.toLowerCase()}_${tag}`,
    email: `${prefix.toLowerCase()}.${tag}@waka.test`,
    phoneNumber: `081${String(Date.now() + serial * 7919).slice(-8)}`,
  };
}

/** Registered and verified through register → e-mailed code → verify; returns its e-mail and token. */
export async function createVerifiedAccount(app: RunningApp, prefix: string) {
  const who = uniqueIdentity(prefix);
  const before = app.mail.messages.length;
  await call(app, '/api/user/register', { body: { ...who, password: TEST_PASSWORD } });
  const otp = await app.mail.waitForCode(who.email, 15_000, before);
  await call(app, '/api/user/verify', { body: { email: who.email, otp } });
  const { token, user } = await call<{ token: string; user: { id: string } }>(app, '/api/user/login', {
    body: { email: who.email, password: TEST_PASSWORD },
  });
  return { ...who, id: user.id, token };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadDocument(app: RunningApp, token: string, kind: string): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([PNG], { type: 'image/png' }), `${kind}.png`);
  return (await call<{ url: string }>(app, '/api/user/documents', { token, form })).url;
}

/** A biker whose details are submitted but not yet approved by an admin. */
export async function createUnapprovedBiker(app: RunningApp) {
  const biker = await createVerifiedAccount(app, 'Biker');
  await call(app, '/api/rider/extra-details', {
    token: biker.token,
    body: {
      preferredType: 'biker',
      location: { type: 'Point', coordinates: [3.3515, 6.6018] },
      bikeDetails: {
        bikeNumber: 'LAG-123-XY',
        bikeType: 'Bajaj Boxer',
        insuranceExpiryDate: '2027-12-31',
        bikeDocumentImage: await uploadDocument(app, biker.token, 'bike_document'),
        ninImage: await uploadDocument(app, biker.token, 'nin'),
      },
    },
  });
  return biker;
}

/** The bootstrap admin (startApp's ADMIN_EMAIL / ADMIN_PASSWORD) approves a driver or biker. */
export async function approveUser(app: RunningApp, userId: string) {
  const admin = await call<{ token: string }>(app, '/api/user/login', {
    body: { email: 'admin@waka.test', password: 'Admin#2026pass' },
  });
  await call(app, `/api/admin/users/${userId}/approval`, {
    method: 'PUT',
    token: admin.token,
    body: { approved: true },
  });
}
