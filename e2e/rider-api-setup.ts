// API-side preparation for the rider journey (issue 8 "How we will check"): real accounts through the real
// endpoints — register, the e-mailed code, verify, login; a biker's documents, extra details, the admin's
// approval and a sandbox wallet top-up — so the rider's screens meet an approved, funded biker.
import type { RunningApp } from './support/server';

export interface Account {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  token: string;
}

export async function api<T = unknown>(
  app: RunningApp,
  path: string,
  options: { method?: string; body?: unknown; token?: string; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${app.baseUrl}${path}`, {
    method: options.method ?? (options.body || options.form ? 'POST' : 'GET'),
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    redirect: 'manual',
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${options.method ?? 'POST'} ${path} → ${res.status} ${text}`);
  return (text.startsWith('{') ? JSON.parse(text) : text) as T;
}

let serial = 0;

export async function createAccount(app: RunningApp, name: string): Promise<Account> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  const email = `${name.split(' ')[0]!.toLowerCase()}.${tag}@waka.test`;
  const phoneNumber = `080${String(Date.now() + serial).slice(-8)}`;
  const password = 'Secret#2026';
  const before = app.mail.messages.length;
  await api(app, '/api/user/register', {
    body: { name, username: `u_${tag}`, email, phoneNumber, password },
  });
  const otp = await app.mail.waitForCode(email, 15_000, before);
  await api(app, '/api/user/verify', { body: { email, otp } });
  const login = await api<{ token: string; user: { id: string } }>(app, '/api/user/login', {
    body: { email, password },
  });
  return { id: login.user.id, name, email, phoneNumber, token: login.token };
}

// A 1×1 PNG: the document upload accepts real images only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadDocument(app: RunningApp, token: string, kind: string): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([PNG], { type: 'image/png' }), `${kind}.png`);
  const { url } = await api<{ url: string }>(app, '/api/user/documents', { token, form });
  return url;
}

/** A biker who is approved, has ₦2,000 in the wallet and is online at `at`. */
export async function createReadyBiker(
  app: RunningApp,
  at: { latitude: number; longitude: number },
): Promise<Account> {
  const biker = await createAccount(app, 'Musa Bello');
  const bikeDocumentImage = await uploadDocument(app, biker.token, 'bike_document');
  const ninImage = await uploadDocument(app, biker.token, 'nin');
  await api(app, '/api/rider/extra-details', {
    token: biker.token,
    body: {
      preferredType: 'biker',
      location: { type: 'Point', coordinates: [at.longitude, at.latitude] },
      bikeDetails: {
        bikeNumber: 'LAG-123-XY',
        bikeType: 'Bajaj Boxer',
        insuranceExpiryDate: '2027-12-31',
        bikeDocumentImage,
        ninImage,
      },
    },
  });
  const admin = await api<{ token: string }>(app, '/api/user/login', {
    body: { email: 'admin@waka.test', password: 'Admin#2026pass' },
  });
  await api(app, `/api/admin/users/${biker.id}/approval`, {
    method: 'PUT',
    token: admin.token,
    body: { approved: true },
  });
  const { reference } = await api<{ reference: string }>(app, '/api/initialize', {
    token: biker.token,
    body: { amount: 2000, email: biker.email },
  });
  await api(app, `/sandbox/checkout/${reference}/pay`, { method: 'POST' });
  await api(app, '/api/verifytransaction', { token: biker.token, body: { reference } });
  await api(app, '/api/rider/updatelocation', { method: 'PUT', token: biker.token, body: at });
  return biker;
}
