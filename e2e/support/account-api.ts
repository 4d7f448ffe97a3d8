// API-side helpers of the account-pages journey: a verified account made through the real endpoints, and a
// biker profile waiting for approval (for the 'pending approval' login).
import { api, registerVerifiedAccount, uploadDocument } from './api';
import type { RunningApp } from './server';

export const TEST_PASSWORD = 'Secret#2026';

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
  const { id, token } = await registerVerifiedAccount(app, { ...who, password: TEST_PASSWORD });
  return { ...who, id, token };
}

/** A biker whose details are submitted but not yet approved by an admin. */
export async function createUnapprovedBiker(app: RunningApp) {
  const biker = await createVerifiedAccount(app, 'Biker');
  await api(app, '/api/rider/extra-details', {
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
