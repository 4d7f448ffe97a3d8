// Replaced and rejected driver documents are removed after the retention period (docs/decisions/104);
// documents in use are kept.
import { existsSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, uploads } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { JPEG_BYTES, postMultipart } from '../../test-support/uploads';
import { todayInLagos } from './extra-details-service';
import { removeRetiredUploads } from './retire-uploads';
import { storedPath } from './storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RETENTION_DAYS: '30' });
});
afterAll(() => t.close());

const nextYear = `${Number(todayInLagos().slice(0, 4)) + 1}-06-01`;

async function upload(user: TestUser, kind: string) {
  const res = await postMultipart(t.app, '/api/user/documents', user.auth, { content: JPEG_BYTES }, { kind });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; url: string };
}
async function submitBike(user: TestUser, doc: string, nin: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/rider/extra-details',
    headers: user.auth,
    payload: {
      preferredType: 'biker',
      bikeDetails: {
        bikeNumber: 'LAG-1',
        bikeType: 'Boxer',
        insuranceExpiryDate: nextYear,
        bikeDocumentImage: doc,
        ninImage: nin,
      },
    },
  });
  expect(res.statusCode).toBe(200);
}
/** Pretend `days` passed since each upload was retired or made. */
async function age(ids: string[], days: number) {
  const shift = sql`${`${days} days`}::interval`;
  await t.database.db
    .update(uploads)
    .set({ retiredAt: sql`${uploads.retiredAt} - ${shift}`, createdAt: sql`${uploads.createdAt} - ${shift}` })
    .where(inArray(uploads.id, ids));
}
async function rows(ids: string[]) {
  return t.database.db.select().from(uploads).where(inArray(uploads.id, ids));
}

describe('document retention', () => {
  it('removes a replaced document after the retention period, keeping the ones in use', async () => {
    const biker = await createTestUser(t.app, { role: null });
    const first = await upload(biker, 'bike_document');
    const nin = await upload(biker, 'nin');
    await submitBike(biker, first.url, nin.url);
    const second = await upload(biker, 'bike_document');
    await submitBike(biker, second.url, nin.url);
    const [replaced] = await rows([first.id]);
    expect(replaced!.retiredAt).not.toBeNull();
    const file = storedPath(t.config, replaced!.storedName);

    await age([first.id, second.id, nin.id], 29);
    await removeRetiredUploads(t.app);
    expect(await rows([first.id])).toHaveLength(1);
    await age([first.id, second.id, nin.id], 2);
    await removeRetiredUploads(t.app);
    expect(await rows([first.id])).toHaveLength(0);
    expect(existsSync(file)).toBe(false);
    expect((await rows([second.id, nin.id])).map((r) => r.retiredAt)).toEqual([null, null]);
  });

  it("removes a rejected application's documents later, and the profile stops pointing at them", async () => {
    const admin = await createTestUser(t.app, { isAdmin: true });
    const biker = await createTestUser(t.app, { role: null });
    const doc = await upload(biker, 'bike_document');
    const nin = await upload(biker, 'nin');
    await submitBike(biker, doc.url, nin.url);
    const reject = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${biker.id}/approval`,
      headers: admin.auth,
      payload: { approved: false, reason: 'Blurred photo' },
    });
    expect(reject.statusCode).toBe(200);
    await age([doc.id, nin.id], 31);
    await removeRetiredUploads(t.app);
    expect(await rows([doc.id, nin.id])).toHaveLength(0);
    const [profile] = await t.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, biker.id));
    expect(profile).toMatchObject({ bikeDocumentImageId: null, ninImageId: null });
  });
});
