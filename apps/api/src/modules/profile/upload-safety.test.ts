// Uploads: a file over the limit is refused every time (never stored cut off), and images are stored as
// re-encoded pixels only, so a polyglot's payload and EXIF data do not survive (docs/decisions/104).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';
import { JPEG_BYTES, PNG_1PX, postMultipart } from '../../test-support/uploads';
import { uploadsRoot } from './storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/waka-upload-safety-${process.pid}-${Date.now()}` });
});
afterAll(() => t.close());

function storedFiles(): string[] {
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    } catch {
      return [];
    }
  };
  return walk(uploadsRoot(t.config));
}

describe('uploads over the limit', () => {
  it('refuses a 9 MB JPEG on every try, to both upload routes, and stores nothing', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: false });
    const nineMb = Buffer.concat([JPEG_BYTES, Buffer.alloc(9 * 1024 * 1024, 7)]);
    const before = storedFiles().length;
    for (const url of ['/api/user/profile-upload', '/api/user/documents']) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const res = await postMultipart(t.app, url, user.auth, {
          name: 'phone-photo.jpg',
          type: 'image/jpeg',
          content: nineMb,
        });
        expect(res.statusCode, `${url} try ${attempt + 1}`).toBe(413);
        expect(res.json().message).toBe(
          'The file is too large: the limit is 5 MB. Choose a smaller photo or scan.',
        );
      }
    }
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toEqual([]);
    expect(storedFiles().length).toBe(before);
  });
});

describe('re-encoded images', () => {
  it('drops what follows the pixels of a polyglot, and the EXIF data of a photo', async () => {
    const user = await createTestUser(t.app);
    const polyglot = Buffer.concat([PNG_1PX, Buffer.from('<html><script>alert("owned")</script></html>')]);
    const res = await postMultipart(t.app, '/api/user/profile-upload', user.auth, {
      name: 'avatar.png',
      content: polyglot,
    });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ url: res.json().profilePicture });
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const withExif = await sharp(JPEG_BYTES)
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS 6.5244N 3.3792E home' } } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes('GPS 6.5244N')).toBe(true);
    const doc = await postMultipart(t.app, '/api/user/documents', user.auth, { content: withExif });
    expect(doc.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, doc.json().id));
    const stored = readFileSync(path.join(uploadsRoot(t.config), row!.storedName));
    expect(stored.includes('GPS 6.5244N')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('refuses an image it cannot decode with 415', async () => {
    const user = await createTestUser(t.app);
    const broken = Buffer.concat([JPEG_BYTES.subarray(0, 20), Buffer.alloc(200, 1)]);
    const res = await postMultipart(t.app, '/api/user/profile-upload', user.auth, { content: broken });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/could not read that image/);
  });
});
