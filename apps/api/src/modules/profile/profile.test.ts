// The profile calls: a user reads and changes only their own profile; the body cannot set role,
// approval or admin rights; pictures are images by content, size-capped, served publicly.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';
import { JPEG_BYTES, PNG_1PX, postMultipart } from '../../test-support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: '4096' });
});
afterAll(() => t.close());

describe('profile', () => {
  it('shows only the caller their own profile', async () => {
    const ada = await createTestUser(t.app, { name: 'Ada' });
    const bola = await createTestUser(t.app, { name: 'Bola' });
    const res = await t.app.inject({ url: '/api/user/profile', headers: bola.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: bola.id, name: 'Bola', email: bola.email });
    expect(JSON.stringify(res.json())).not.toContain(ada.email);
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);
    expect((await t.app.inject({ url: '/api/user/profile' })).statusCode).toBe(401);
  });

  it('updates name, username, phone and password, and ignores fields it must not set', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: false });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.auth,
      payload: {
        name: 'New Name',
        username: `renamed_${user.id.slice(0, 6)}`,
        phoneNumber: '09011112222',
        password: 'N3wPass!',
        approved: true,
        isAdmin: true,
        preferredType: 'rider',
        email: 'takeover@example.com',
        id: '00000000-0000-4000-8000-000000000000',
        walletBalance: 1_000_000,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully!');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: 'New Name',
      phoneNumber: '09011112222',
      approved: false,
      isAdmin: false,
      preferredType: 'driver',
      email: user.email,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'N3wPass!' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps values for empty fields and checks the form rules', async () => {
    const user = await createTestUser(t.app, { name: 'Keep Me' });
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.auth,
      payload: { name: '', username: '', phoneNumber: '', password: '' },
    });
    expect(blank.statusCode).toBe(200);
    expect(blank.json().user).toMatchObject({ name: 'Keep Me', username: user.username });
    const badPhone = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.auth,
      payload: { phoneNumber: '123' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Please enter a valid phone number.');
    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.auth,
      payload: { password: 'abcdefg1' },
    });
    expect(weak.json().message).toBe('Password must contain at least one special character.');
  });

  it('answers 409 for a username or phone number another user has', async () => {
    const ada = await createTestUser(t.app);
    const bola = await createTestUser(t.app);
    const name = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bola.auth,
      payload: { username: ada.username.toUpperCase() },
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toMatch(/username/i);
    const phone = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bola.auth,
      payload: { phoneNumber: ada.phoneNumber },
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().message).toMatch(/phone/i);
  });
});

describe('profile picture', () => {
  it('stores an image under a server-made name and serves it publicly', async () => {
    const user = await createTestUser(t.app);
    const res = await postMultipart(t.app, '/api/user/profile-upload', user.auth, {
      name: '../../evil.png',
      type: 'image/png',
      content: PNG_1PX,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profilePicture;
    expect(url).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.png$/);
    const file = path.join(t.config.DATA_DIR, 'uploads/public/profile', url.split('/').pop()!);
    expect(existsSync(file)).toBe(true);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const profile = await t.app.inject({ url: '/api/user/profile', headers: user.auth });
    expect(profile.json().user.profilePicture).toBe(url);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(row).toMatchObject({ kind: 'profile', mimeType: 'image/png' });
  });

  it('removes the picture it replaces, file and record', async () => {
    const user = await createTestUser(t.app);
    const upload = async () =>
      (
        await postMultipart(t.app, '/api/user/profile-upload', user.auth, {
          name: 'me.png',
          type: 'image/png',
          content: PNG_1PX,
        })
      ).json().profilePicture as string;
    const fileOf = (url: string) =>
      path.join(t.config.DATA_DIR, 'uploads/public/profile', url.split('/').pop()!);
    const first = await upload();
    const second = await upload();
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(rows.map((row) => row.storedName)).toEqual([`public/profile/${second.split('/').pop()}`]);
  });

  it('judges by content, not by name, and caps the size', async () => {
    const user = await createTestUser(t.app);
    const fake = await postMultipart(t.app, '/api/user/profile-upload', user.auth, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      content: Buffer.from('<svg onload=alert(1)>'),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/JPEG, PNG, WebP or GIF/);
    const big = await postMultipart(t.app, '/api/user/profile-upload', user.auth, {
      name: 'big.jpg',
      content: Buffer.concat([JPEG_BYTES, Buffer.alloc(8192)]),
    });
    expect(big.statusCode).toBe(413);
    const none = await postMultipart(t.app, '/api/user/profile-upload', user.auth, null, { note: 'no file' });
    expect(none.statusCode).toBe(400);
    const anonymous = await postMultipart(t.app, '/api/user/profile-upload', {}, { content: PNG_1PX });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('malformed uploads', () => {
  it('answers a broken multipart body with 400, never 500', async () => {
    const t = await createTestApp();
    try {
      const user = await createTestUser(t.app);
      for (const url of ['/api/user/documents', '/api/user/profile-upload']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=x' },
          payload: 'garbage',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('The upload is not a valid multipart/form-data body.');
      }
    } finally {
      await t.close();
    }
  });
});
