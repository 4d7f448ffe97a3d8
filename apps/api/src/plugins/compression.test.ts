// Compressed delivery through real HTTP: the built app's precompressed twins (spa.ts) and dynamic API answers
// (compression.ts), each decoded and compared byte for byte with what the server would send uncompressed.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../modules/events/sse-client';
import { createTestApp, createTestUser, type TestApp } from '../test-support/harness';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that keeps the bytes exactly as they came off the wire (fetch would decode them). */
function getRaw(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

function decode(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

// A stand-in for apps/web/dist as the build writes it: each text file with its .br and .gz twin.
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html lang="en"><head><title>Waka</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`,
  'assets/index-abc123.js': `export const routes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `/page-${i}`))};`,
  'routes/login.html': `<!doctype html><html lang="en"><head><link rel="modulepreload" href="/assets/login-page-x.js"></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`,
  'icons/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${'<circle cx="32" cy="32" r="30"/>'.repeat(20)}</svg>`,
};

describe('compressed delivery', () => {
  let t: TestApp;
  let base: string;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'waka-web-dist-'));
    for (const [name, text] of Object.entries(FILES)) {
      const file = path.join(webDist, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
    t = await createTestApp({ WEB_DIST_DIR: webDist });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('sends the %s twin of a script, identical once decoded', async (accept, expected) => {
    const answer = await getRaw(`${base}/assets/index-abc123.js`, accept);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toMatch(/immutable/);
    // The build's own twin, not a compression made on the fly.
    const twin = path.join(webDist, `assets/index-abc123.js.${expected === 'br' ? 'br' : 'gz'}`);
    expect(answer.body.length).toBe(statSync(twin).size);
    expect(decode(answer).toString()).toBe(FILES['assets/index-abc123.js']);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const answer = await getRaw(`${base}/assets/index-abc123.js`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(FILES['assets/index-abc123.js']);
  });

  it.each([['br, gzip'], ['']])(
    'leaves the document-only security headers off a hashed script (accept-encoding "%s")',
    async (accept) => {
      const script = await getRaw(`${base}/assets/index-abc123.js`, accept || undefined);
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      expect(script.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of [
        'etag',
        'last-modified',
        'accept-ranges',
        'x-request-id',
        'strict-transport-security',
      ])
        expect(script.headers[name], name).toBeUndefined();
      const document = await getRaw(`${base}/login`, accept || undefined);
      expect(document.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(document.headers['x-frame-options']).toBeDefined();
      expect(document.headers['strict-transport-security']).toBeDefined();
      expect(document.headers['x-request-id']).toBeDefined();
      const icon = await getRaw(`${base}/icons/icon.svg`, accept || undefined);
      expect(icon.headers['content-security-policy']).toBeDefined();
    },
  );

  it('compresses the app shell of any client route and keeps the security headers', async () => {
    for (const route of ['/', '/Registration', '/Dashboard']) {
      const answer = await getRaw(`${base}${route}`, 'gzip, deflate, br, zstd');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.body.length).toBe(statSync(path.join(webDist, 'index.html.br')).size);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(decode(answer).toString()).toBe(FILES['index.html']);
    }
  });

  it('sends an entry route its own document, which preloads its code, in any letter case', async () => {
    for (const route of ['/login', '/Login', '/LOGIN/']) {
      const answer = await getRaw(`${base}${route}`, 'br, gzip');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(decode(answer).toString()).toBe(FILES['routes/login.html']);
    }
  });

  it('compresses an icon with its own content type', async () => {
    const answer = await getRaw(`${base}/icons/icon.svg`, 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(decode(answer).toString()).toBe(FILES['icons/icon.svg']);
  });

  /**
   * Asks for a dynamic answer plain, then as a phone would (brotli or gzip) and as a gzip-only client would:
   * each compressed answer names its encoding, varies on it, is at most `ratio` of the plain bytes and
   * decodes to them exactly. Answers the plain answer's body.
   */
  async function expectCompressedBothWays(route: string, ratio: number): Promise<Buffer> {
    const plain = await getRaw(`${base}${route}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await getRaw(`${base}${route}`, accept);
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
      expect(answer.body.length).toBeLessThan(plain.body.length * ratio);
      expect(decode(answer).equals(plain.body)).toBe(true);
    }
    return plain.body;
  }

  it('compresses an API JSON answer above the threshold, identical once decoded', async () => {
    const plain = await expectCompressedBothWays('/api/docs/json', 1 / 3);
    expect(plain.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
  });

  it('leaves a small API answer uncompressed', async () => {
    const answer = await getRaw(`${base}/api/config`, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body.toString())).toBeTypeOf('object');
  });

  it('compresses the web app manifest though it is under the threshold, identical once decoded', async () => {
    const plain = await expectCompressedBothWays('/manifest.webmanifest', 0.7);
    expect(plain.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(plain.toString())).toMatchObject({ start_url: '/' });
  });

  it('never compresses the live event stream, so each event arrives at once', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    const stream = await openEventStream(`${base}/api/events?token=${rider.token}`, {
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      // The first event is a few bytes: a compressor would still be holding it in its buffer.
      const ready = await stream.waitFor((event) => event.event === 'ready');
      expect(ready.data).toEqual({});
    } finally {
      stream.close();
    }
  });
});
