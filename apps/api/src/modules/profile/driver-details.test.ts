// A biker completes details with real document images, is refused by
// /api/approved until approved; documents are served to their owner and admins only.

import { MSG } from '@waka/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailCatcher } from '../../../../../e2e/support/mail-catcher';
import { driverProfiles, uploads, userLocations, users } from '../../db/schema';
import { registerVerifiedUser } from '../../test-support/accounts';
import { createTestUser, setUserFields } from '../../test-support/harness';
import { createMailingTestApp, type MailingTestApp } from '../../test-support/mailing-app';
import { JPEG_BYTES, PDF_BYTES, PNG_1PX, postMultipart } from '../../test-support/uploads';
import { todayInLagos } from './extra-details-service';

let t: MailingTestApp;
let mail: MailCatcher;

beforeAll(async () => {
  t = await createMailingTestApp();
  mail = t.mail;
});
afterAll(() => t.close());

const nextYear = `${Number(todayInLagos().slice(0, 4)) + 1}${todayInLagos().slice(4, 7)}-01`;
const get = (url: string, auth: Record<string, string> = {}) => t.app.inject({ url, headers: auth });
const submit = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/rider/extra-details', headers: auth, payload });
const lagos = { type: 'Point', coordinates: [3.3792, 6.5244] };

async function uploadDocument(auth: Record<string, string>, content: Buffer, kind: string) {
  const res = await postMultipart(t.app, '/api/user/documents', auth, { name: 'doc', content }, { kind });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; url: string; kind: string };
}

describe('a biker from registration to approval', () => {
  it('completes details with real documents and waits for approval', async () => {
    const biker = await registerVerifiedUser(t.app, mail);
    const role = await get('/api/role', biker.auth);
    expect(role.statusCode).toBe(404);
    expect(role.json()).toEqual({ message: MSG.extraDetailsNotFound, code: 'extra_details_missing' });

    const bikeDoc = await uploadDocument(biker.auth, JPEG_BYTES, 'bike_document');
    const nin = await uploadDocument(biker.auth, PDF_BYTES, 'nin');
    expect(bikeDoc.url).toBe(`/api/user/documents/${bikeDoc.id}`);
    const res = await submit(biker.auth, {
      preferredType: 'biker',
      location: lagos,
      approved: true,
      isAdmin: true,
      bikeDetails: {
        bikeNumber: 'LAG-123-XY',
        bikeType: 'Bajaj Boxer',
        insuranceExpiryDate: nextYear,
        bikeDocumentImage: bikeDoc.url,
        ninImage: nin.url,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Details submitted successfully',
      preferredType: 'biker',
      approved: false,
    });
    expect((await get('/api/role', biker.auth)).json()).toEqual({ preferredType: 'biker' });
    expect((await get('/api/approved', biker.auth)).json()).toEqual({ approved: false });

    const [profile] = await t.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, biker.id));
    expect(profile).toMatchObject({
      vehicleType: 'biker',
      bikeDocumentImageId: bikeDoc.id,
      ninImageId: nin.id,
      insuranceExpiryDate: nextYear,
    });
    const [location] = await t.database.db
      .select()
      .from(userLocations)
      .where(eq(userLocations.userId, biker.id));
    expect(location).toMatchObject({ latitude: 6.5244, longitude: 3.3792 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, biker.id));
    expect(row).toMatchObject({ isAdmin: false, approved: false });

    // An admin can open the documents (the admin API itself is another feature's).
    const admin = await createTestUser(t.app, { isAdmin: true });
    const seen = await get(bikeDoc.url, admin.auth);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    // Re-encoded pixels, not the bytes sent: still the same 8×8 JPEG.
    expect(await sharp(seen.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    const pdf = await get(nin.url, biker.auth);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    expect(pdf.headers['content-security-policy']).toBe('sandbox');

    await setUserFields(t.app, biker.id, { approved: true });
    expect((await get('/api/approved', biker.auth)).json()).toEqual({ approved: true });
  });
});

describe('documents', () => {
  it('are served to their owner and admins only; others get 404', async () => {
    const owner = await createTestUser(t.app, { role: 'driver', approved: false });
    const other = await createTestUser(t.app);
    const doc = await uploadDocument(owner.auth, PNG_1PX, 'license');
    expect((await get(doc.url, owner.auth)).statusCode).toBe(200);
    expect((await get(doc.url, other.auth)).statusCode).toBe(404);
    expect((await get(doc.url)).statusCode).toBe(401);
    expect((await get('/api/user/documents/not-an-id', owner.auth)).statusCode).toBe(404);
    // A profile picture is not a document, even for its owner.
    const pic = await postMultipart(t.app, '/api/user/profile-upload', owner.auth, { content: PNG_1PX });
    expect(pic.statusCode).toBe(200);
    const [picture] = await t.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.ownerId, owner.id), eq(uploads.kind, 'profile')));
    expect((await get(`/api/user/documents/${picture!.id}`, owner.auth)).statusCode).toBe(404);
  });

  it('refuses non-image, non-PDF content and unknown kinds', async () => {
    const user = await createTestUser(t.app);
    const text = await postMultipart(t.app, '/api/user/documents', user.auth, {
      content: Buffer.from('hello'),
    });
    expect(text.statusCode).toBe(415);
    const kind = await postMultipart(
      t.app,
      '/api/user/documents',
      user.auth,
      { content: PNG_1PX },
      { kind: 'x' },
    );
    expect(kind.statusCode).toBe(400);
  });
});

describe('extra details', () => {
  const driverDetails = (overrides: Record<string, string> = {}) => ({
    licenseNumber: 'ABC12345',
    vehicleModel: 'Toyota Corolla',
    vehiclePlateNumber: 'KJA-123-AB',
    licenseExpiryDate: nextYear,
    licenseImage: '/images/license-placeholder.png',
    ninImage: '/images/nin-placeholder.png',
    ...overrides,
  });

  it("accepts the spec client's placeholder image paths, with no image attached", async () => {
    const user = await createTestUser(t.app, { role: null });
    const res = await submit(user.auth, {
      preferredType: 'driver',
      location: lagos,
      driverDetails: driverDetails(),
    });
    expect(res.statusCode).toBe(200);
    const [profile] = await t.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, user.id));
    expect(profile).toMatchObject({ licenseImageId: null, ninImageId: null });
    expect(profile!.details.licenseImage).toBe('/images/license-placeholder.png');
    expect((await get('/api/approved', user.auth)).json()).toEqual({ approved: false });
  });

  it("refuses missing fields, past or impossible dates, and another user's document", async () => {
    const user = await createTestUser(t.app, { role: null });
    const stranger = await createTestUser(t.app);
    const foreign = await uploadDocument(stranger.auth, PNG_1PX, 'license');
    const cases: [object, RegExp][] = [
      [{ preferredType: 'driver', driverDetails: driverDetails({ vehicleModel: '' }) }, /fill in all fields/],
      [{ preferredType: 'biker', bikeDetails: { bikeNumber: 'x' } }, /fill in all fields/],
      [
        { preferredType: 'driver', driverDetails: driverDetails({ licenseExpiryDate: '2020-01-01' }) },
        /past/,
      ],
      [
        { preferredType: 'driver', driverDetails: driverDetails({ licenseExpiryDate: '2031-02-30' }) },
        /real date/,
      ],
      [
        { preferredType: 'driver', driverDetails: driverDetails({ licenseExpiryDate: '01/02/2031' }) },
        /YYYY-MM-DD/,
      ],
      [
        { preferredType: 'driver', driverDetails: driverDetails({ licenseImage: foreign.url }) },
        /document you uploaded/,
      ],
      [{ preferredType: 'admin' }, /rider, driver or biker/],
    ];
    for (const [body, message] of cases) {
      const res = await submit(user.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await get('/api/role', user.auth)).statusCode).toBe(404);
  });

  it('makes a rider approved at once; no role yet also counts as the default rider', async () => {
    const user = await createTestUser(t.app, { role: null, approved: false });
    expect((await get('/api/approved', user.auth)).json()).toEqual({ approved: true });
    const res = await submit(user.auth, {
      preferredType: 'rider',
      location: { type: 'Point', coordinates: [0, 0] },
    });
    expect(res.json()).toMatchObject({ preferredType: 'rider', approved: true });
    expect((await get('/api/role', user.auth)).json()).toEqual({ preferredType: 'rider' });
    const located = await t.database.db.select().from(userLocations).where(eq(userLocations.userId, user.id));
    expect(located).toHaveLength(0);
  });

  it('sends an approved driver who changes details back to review', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    await submit(user.auth, { preferredType: 'driver', driverDetails: driverDetails() });
    expect((await get('/api/approved', user.auth)).json()).toEqual({ approved: false });
  });
});
