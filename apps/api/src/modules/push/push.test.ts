// Web Push end to end against a push-service stand-in on loopback: the offer is queued in its transaction,
// the job sends it signed with the server's VAPID key, and the subscriber's keys decrypt the real payload.

import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, globalAgent, type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs } from '../../test-support/rides';
import { sendQueuedPushes } from './outbox';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: Record<string, unknown>): Buffer;
};

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let t: TestApp;
let server: Server;
let port = 0;
const received: Received[] = [];
let answer = 201;

/** A self-signed certificate for 127.0.0.1, trusted by this process's HTTPS client only. */
function loopbackCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'waka-push-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

beforeAll(async () => {
  const tls = loopbackCertificate();
  globalAgent.options.ca = tls.cert; // web-push posts through the global agent
  server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

function subscriber() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, p256dh: ecdh.getPublicKey('base64url') };
}

/** Check the VAPID JWT's ES256 signature with the public key the server publishes. */
function verifyVapid(header: string, publicKey: string, audience: string) {
  const match = /vapid t=([^,]+), k=(.+)$/.exec(header);
  expect(match).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(publicKey);
  const [head, claims, signature] = jwt!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(ok).toBe(true);
  expect(JSON.parse(Buffer.from(claims!, 'base64url').toString()).aud).toBe(audience);
}

describe('web push', () => {
  it('pushes a new request to the driver’s browser, signed and encrypted for it', async () => {
    const where = north(LAGOS, 2000_000);
    const driver = await createAvailableDriver(t.app, { location: where });
    const sub = subscriber();
    const endpoint = `https://127.0.0.1:${port}/push/${driver.id}`;
    const subscribe = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: driver.auth,
      payload: { endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    });
    expect(subscribe.statusCode).toBe(200);
    const publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().publicKey;
    // The same generated key on every read (kept in the database).
    expect((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().publicKey).toBe(
      publicKey,
    );

    const rider = await createTestUser(t.app, { role: 'rider' });
    expect((await requestRideAs(t.app, rider, driver, { pickupLocation: where })).statusCode).toBe(200);
    await sendQueuedPushes(t.app); // the job may have sent it already; this drains what is left
    const push = received.find((r) => r.path === `/push/${driver.id}`);
    expect(push).toBeDefined();
    verifyVapid(String(push!.headers.authorization), publicKey, `https://127.0.0.1:${port}`);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(
      ece
        .decrypt(push!.body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth })
        .toString(),
    );
    expect(payload).toMatchObject({ title: 'New ride request', url: '/dashboardtoweb' });
    expect(payload.body).toMatch(/₦/);
  });

  it('forgets a subscription the push service says is gone', async () => {
    const driver = await createAvailableDriver(t.app, { location: north(LAGOS, 2100_000) });
    const sub = subscriber();
    const endpoint = `https://127.0.0.1:${port}/gone/${driver.id}`;
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: driver.auth,
      payload: { endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    });
    answer = 410;
    const rider = await createTestUser(t.app, { role: 'rider' });
    await requestRideAs(t.app, rider, driver, { pickupLocation: north(LAGOS, 2100_000) });
    await sendQueuedPushes(t.app);
    await sendQueuedPushes(t.app);
    answer = 201;
    const rows = await t.database.db.query.pushSubscriptions.findMany({
      where: (s, { eq }) => eq(s.userId, driver.id),
    });
    expect(rows).toEqual([]);
  });

  it('keeps at most five browsers per user and refuses bad subscriptions', async () => {
    const user = await createTestUser(t.app, { role: 'biker', approved: true });
    for (let i = 0; i < 7; i++) {
      const sub = subscriber();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: user.auth,
        payload: {
          endpoint: `https://127.0.0.1:${port}/many/${i}`,
          keys: { p256dh: sub.p256dh, auth: sub.auth },
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.database.db.query.pushSubscriptions.findMany({
      where: (s, { eq }) => eq(s.userId, user.id),
    });
    expect(rows).toHaveLength(5);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user.auth,
      payload: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.statusCode).toBe(400);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user.auth,
      payload: { endpoint: 'http://push.example.com/x', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toMatch(/HTTPS address of a push service/);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
