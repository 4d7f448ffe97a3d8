// API-side preparation for the rider journey: real accounts through the real
// endpoints — register, the e-mailed code, verify, login; a biker's documents, extra details, the admin's
// approval and a sandbox wallet top-up — so the rider's screens meet an approved, funded biker.
import { api, approveAsAdmin, registerVerifiedAccount, uploadDocument } from './support/api';
import type { RunningApp } from './support/server';

export interface Account {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  token: string;
}

let serial = 0;

export async function createAccount(app: RunningApp, name: string): Promise<Account> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  const email = `${name.split(' ')[0]!.toLowerCase()}.${tag}@waka.test`;
  const phoneNumber = `080${String(Date.now() + serial).slice(-8)}`;
  const { id, token } = await registerVerifiedAccount(app, {
    name,
    username: `u_${tag}`,
    email,
    phoneNumber,
    password: 'Secret#2026',
  });
  return { id, name, email, phoneNumber, token };
}

/** A biker who is approved, has ₦2,000 in the wallet and is online at `at`. */
export function createReadyBiker(app: RunningApp, at: { latitude: number; longitude: number }) {
  return createReadyVehicle(app, at, 'biker');
}

/** A biker or car driver who is approved, has ₦2,000 in the wallet and is online at `at`. */
export async function createReadyVehicle(
  app: RunningApp,
  at: { latitude: number; longitude: number },
  role: 'biker' | 'driver',
  name = role === 'biker' ? 'Musa Bello' : 'Chidi Okafor',
): Promise<Account> {
  const biker = await createAccount(app, name);
  const ninImage = await uploadDocument(app, biker.token, 'nin');
  const location = { type: 'Point', coordinates: [at.longitude, at.latitude] };
  const details =
    role === 'biker'
      ? {
          bikeDetails: {
            bikeNumber: 'LAG-123-XY',
            bikeType: 'Bajaj Boxer',
            insuranceExpiryDate: '2027-12-31',
            bikeDocumentImage: await uploadDocument(app, biker.token, 'bike_document'),
            ninImage,
          },
        }
      : {
          driverDetails: {
            licenseNumber: 'LIC-4471',
            vehicleModel: 'Toyota Corolla',
            vehiclePlateNumber: 'KJA-447-AA',
            licenseExpiryDate: '2027-06-30',
            licenseImage: await uploadDocument(app, biker.token, 'license'),
            ninImage,
          },
        };
  await api(app, '/api/rider/extra-details', {
    token: biker.token,
    body: { preferredType: role, location, ...details },
  });
  await approveAsAdmin(app, biker.id);
  const { reference } = await api<{ reference: string }>(app, '/api/initialize', {
    token: biker.token,
    body: { amount: 2000, email: biker.email },
  });
  await api(app, `/sandbox/checkout/${reference}/pay`, { method: 'POST' });
  await api(app, '/api/verifytransaction', { token: biker.token, body: { reference } });
  await api(app, '/api/rider/updatelocation', { method: 'PUT', token: biker.token, body: at });
  return biker;
}
