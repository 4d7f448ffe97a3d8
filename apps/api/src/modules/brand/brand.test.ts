// The operator's brand through the real routes: validated and audited in the console's settings, answered by
// GET /api/config, built into the web app manifest, the logo re-encoded and served under a URL that changes
// with it, and every e-mail carrying the name, colour and logo.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_BRAND } from '@waka/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { postMultipart } from '../../test-support/uploads';
import { brandLogosDir } from './brand';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'waka-brand-')) });
  admin = await createTestUser(t.app, { role: null, isAdmin: true, name: 'Bola Brand' });
});
afterAll(async () => t?.close());

const putSettings = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: admin.auth });
const getConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
const getManifest = () => t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
const uploadLogo = (content: Buffer, type = 'image/png') =>
  postMultipart(t.app, '/api/admin/settings/logo', admin.auth, { name: 'logo', type, content });
const latestAudit = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/audit?action=settings.update&limit=1',
    headers: admin.auth,
  });
  return res.json().entries[0];
};

function wideLogo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 300, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

describe('default brand', () => {
  it('is Waka in the config and the manifest', async () => {
    expect((await getConfig()).brand).toEqual(DEFAULT_BRAND);
    const manifest = await getManifest();
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({
      name: 'Waka',
      short_name: 'Waka',
      display: 'standalone',
      start_url: '/',
      theme_color: '#ff8c00',
    });
    expect(manifest.json().icons.map((icon: { src: string }) => icon.src)).toContain('/icons/icon-512.png');
    // Raster only: the browser renders an SVG icon in a page of its own after every load (decision 225).
    expect(manifest.json().icons.map((icon: { type: string }) => icon.type)).toEqual(
      Array(3).fill('image/png'),
    );
  });
});

describe('brand settings', () => {
  it.each([
    [
      { primaryColor: '#808080' },
      'The primary colour #808080 has too little contrast for WCAG AA: white text on it reaches 3.9:1 and dark text 4.3:1, and 4.5:1 is needed. Choose a darker or a lighter shade.',
    ],
    [{ accentColor: 'orange' }, 'The accent colour must be a hex colour such as #0a7ea4.'],
    [{ primaryColor: '#12345' }, 'The primary colour must be a hex colour such as #0a7ea4.'],
    [{ name: '   ' }, 'The operator name cannot be empty.'],
    [{ shortName: 'Lagos State Rides' }, 'The short name can be at most 12 characters.'],
  ])('refuses %j with a message', async (brand, message) => {
    const res = await putSettings({ brand });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('changes name and colours at once for config and manifest, audited with from and to', async () => {
    const res = await putSettings({
      brand: { name: 'Lagos Rides', shortName: 'LagRides', primaryColor: '#1B5E20', accentColor: '#0d47a1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.brand).toEqual({
      name: 'Lagos Rides',
      shortName: 'LagRides',
      primaryColor: '#1b5e20',
      accentColor: '#0d47a1',
      logoUrl: null,
    });
    expect(res.json().updatedBy).toMatchObject({ _id: admin.id });
    expect((await getConfig()).brand).toMatchObject({ name: 'Lagos Rides', primaryColor: '#1b5e20' });
    expect((await getManifest()).json()).toMatchObject({
      name: 'Lagos Rides',
      short_name: 'LagRides',
      theme_color: '#1b5e20',
    });
    const entry = await latestAudit();
    expect(entry.actor).toMatchObject({ _id: admin.id });
    expect(entry.details.changes.brand.from).toMatchObject({ name: 'Waka', primaryColor: '#ff8c00' });
    expect(entry.details.changes.brand.to).toMatchObject({ name: 'Lagos Rides', primaryColor: '#1b5e20' });
  });

  it('changes one field and keeps the others', async () => {
    const res = await putSettings({ brand: { shortName: 'Lagos' } });
    expect(res.json().settings.brand).toMatchObject({ name: 'Lagos Rides', shortName: 'Lagos' });
  });

  it('is the console’s alone', async () => {
    const rider = await createTestUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { brand: { name: 'Mine' } },
      headers: rider.auth,
    });
    expect(res.statusCode).toBe(403);
    const upload = await postMultipart(t.app, '/api/admin/settings/logo', rider.auth, {
      type: 'image/png',
      content: await wideLogo('#1b5e20'),
    });
    expect(upload.statusCode).toBe(403);
  });
});

describe('logo', () => {
  let firstUrl: string;

  it('re-encodes an upload to a 512×512 PNG served under a URL of its own, in config and manifest', async () => {
    const res = await uploadLogo(await wideLogo('#1b5e20'));
    expect(res.statusCode, res.body).toBe(200);
    firstUrl = res.json().settings.brand.logoUrl;
    expect(firstUrl).toMatch(/^\/uploads\/brand\/[0-9a-f]{24}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    expect((await getConfig()).brand.logoUrl).toBe(firstUrl);
    expect((await getManifest()).json().icons).toEqual([
      { src: firstUrl, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
    expect((await latestAudit()).details.changes.brand.to.logo).toBe(path.basename(firstUrl));
  });

  it('gives a new logo a new URL and removes the replaced file', async () => {
    const res = await uploadLogo(await wideLogo('#0d47a1'), 'image/webp');
    expect(res.statusCode).toBe(200);
    const secondUrl = res.json().settings.brand.logoUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(path.join(brandLogosDir(t.config), path.basename(firstUrl)))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
    firstUrl = secondUrl;
  });

  it('refuses SVG, non-images and a file over 2 MB, every time, keeping the logo', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusedSvg = await uploadLogo(svg, 'image/svg+xml');
    expect(refusedSvg.statusCode).toBe(415);
    expect(refusedSvg.json().message).toBe(
      'The logo must be a PNG, JPEG or WebP image. SVG is not accepted (it can carry script): export it as PNG first.',
    );
    const huge = Buffer.concat([await wideLogo('#1b5e20'), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await uploadLogo(huge);
      expect(refused.statusCode).toBe(413);
      expect(refused.json().message).toBe(
        'The file is too large: the limit is 2 MB. Choose a smaller photo or scan.',
      );
    }
    expect((await getConfig()).brand.logoUrl).toBe(firstUrl);
  });

  it('goes back to Waka’s icons when removed', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/settings/logo',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.brand.logoUrl).toBeNull();
    expect(existsSync(path.join(brandLogosDir(t.config), path.basename(firstUrl)))).toBe(false);
    expect((await getManifest()).json().icons[0].src).toBe('/icons/icon-192.png');
  });
});

describe('e-mails', () => {
  it('carry the operator name, colour and an absolute logo link', async () => {
    await uploadLogo(await wideLogo('#1b5e20'));
    const { logoUrl } = (await getConfig()).brand;
    const user = await createTestUser(t.app, { name: 'Ada Obi' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.idle(); // the code is sent after the answer, so timing tells nothing
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail!.subject).toMatch(/^\d{6} is your Lagos Rides password reset code$/);
    expect(mail!.html).toContain('background:#1b5e20;color:#ffffff');
    expect(mail!.html).toContain(`<img src="${t.config.publicUrl}${logoUrl}"`);
    expect(mail!.html).toContain('Lagos Rides</td>');
    expect(mail!.html).not.toContain('Waka');
    expect(mail!.text).toContain('— Lagos Rides');
  });
});
